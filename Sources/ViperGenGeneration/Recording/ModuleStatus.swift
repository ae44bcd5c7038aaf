import ViperGenFormats

/// Where a recorded module stands compared with its set and with what viper-gen wrote.
package struct ModuleStatus: Sendable {
    /// One state; a module can be in several (`outdated` and `edited`), and is `current` in none of the others.
    package enum State: String, Sendable, CaseIterable {
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
    package enum BaseProblem: Sendable {
        case missing, mismatched
    }

    /// The module's name.
    package let name: String
    /// Its lockfile entry.
    package let module: LockedModule
    /// Whether the set changed.
    package let outdated: Bool
    /// Files (relative to the lockfile's folder) that differ from what was written; empty unless edits were looked for.
    package let editedFiles: [String]
    /// Files that are gone.
    package let missingFiles: [String]
    /// Files with conflict markers.
    package let conflictedFiles: [String]
    /// What is wrong with its base, if anything.
    package var baseProblem: BaseProblem? = nil
    /// Its recorded insertions whose lines or anchor are gone, each as a message naming the file and the anchor.
    package var brokenInsertions: [String] = []

    package init(
        name: String, module: LockedModule, outdated: Bool, editedFiles: [String], missingFiles: [String],
        conflictedFiles: [String], baseProblem: BaseProblem? = nil, brokenInsertions: [String] = []
    ) {
        self.name = name
        self.module = module
        self.outdated = outdated
        self.editedFiles = editedFiles
        self.missingFiles = missingFiles
        self.conflictedFiles = conflictedFiles
        self.baseProblem = baseProblem
        self.brokenInsertions = brokenInsertions
    }

    /// The states, in `State.allCases` order; `[.current]` when there is none of the others.
    package var states: [State] {
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
    package var needsAttention: Bool {
        outdated || !missingFiles.isEmpty || !conflictedFiles.isEmpty || baseProblem != nil
            || !brokenInsertions.isEmpty
    }
}
