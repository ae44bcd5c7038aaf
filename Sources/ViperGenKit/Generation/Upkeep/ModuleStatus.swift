/// Where a recorded module stands compared with its set and with what viper-gen wrote.
struct ModuleStatus: Sendable {
    /// One state; a module can be in several (`outdated` and `edited`), and is `current` in none of the others.
    enum State: String, Sendable, CaseIterable {
        /// Nothing to do.
        case current
        /// The set's content changed since the module was written.
        case outdated
        /// Files differ from what viper-gen wrote.
        case edited
        /// Files viper-gen wrote are gone.
        case missing
        /// Files hold conflict markers left by `update`.
        case conflicted
        /// Its base (`viper-gen.bases/NAME.base`) is missing or does not match the lockfile, so `update` cannot
        /// merge.
        case missingBase = "missing-base"
    }

    /// What is wrong with a module's base.
    enum BaseProblem: Sendable {
        case missing, mismatched
    }

    /// The module's name.
    let name: String
    /// Its lockfile entry.
    let module: LockedModule
    /// Whether the set changed.
    let outdated: Bool
    /// Files (relative to the lockfile's folder) that differ from what was written; empty unless edits were looked for.
    let editedFiles: [String]
    /// Files that are gone.
    let missingFiles: [String]
    /// Files with conflict markers.
    let conflictedFiles: [String]
    /// What is wrong with its base, if anything.
    var baseProblem: BaseProblem? = nil
    /// Its recorded insertions whose lines or anchor are gone, each as a message naming the file and the anchor.
    var brokenInsertions: [String] = []

    /// The states, in `State.allCases` order; `[.current]` when there is none of the others.
    var states: [State] {
        var states: [State] = []
        if outdated { states.append(.outdated) }
        if !editedFiles.isEmpty { states.append(.edited) }
        if !missingFiles.isEmpty { states.append(.missing) }
        if !conflictedFiles.isEmpty { states.append(.conflicted) }
        if baseProblem != nil { states.append(.missingBase) }
        if !brokenInsertions.isEmpty, !states.contains(.missing) { states.append(.missing) }
        return states.isEmpty ? [.current] : states
    }

    /// Whether `check` fails on the module: outdated, conflicted or missing files, or a missing or wrong base.
    var needsAttention: Bool {
        outdated || !missingFiles.isEmpty || !conflictedFiles.isEmpty || baseProblem != nil
            || !brokenInsertions.isEmpty
    }
}
