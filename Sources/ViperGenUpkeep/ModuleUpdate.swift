/// What `update` does to one file of a module.
package struct FileUpdate: Sendable {
    /// What happens to the file.
    package enum Action: String, Sendable, CaseIterable {
        /// Neither side changed it, or both made the same change: nothing is written.
        case unchanged
        /// Only the template changed it: the new render replaces it.
        case updated
        /// Only you changed it: your text stays.
        case kept
        /// Both changed it in different places: the three-way merge of both.
        case merged
        /// Both changed the same lines: the merge with conflict markers.
        case conflicted
        /// New in the set: created.
        case created
        /// Written before, gone from disk now, or recorded as absent and named by `update --restore`: written again.
        case restored
        /// The set no longer makes it: left in place, never deleted.
        case orphaned
        /// The module moved to another set (`update --template`) that does not make it, and it was as viper-gen
        /// wrote it: deleted.
        case removed
        /// Recorded as absent when the module was adopted (the module did not have it): left out, not written,
        /// until `update --restore` names it.
        case absent
        /// It still holds the conflict markers of an earlier update: left as it is, never merged again (the
        /// module's other files wait with it) until the markers are resolved.
        case unresolved
    }

    /// The module.
    package let module: String
    /// The path relative to the lockfile's folder.
    package let path: String
    /// What happens.
    package let action: Action
    /// The file's new bytes, when it is written (`updated`, `merged`, `conflicted`, `created`, `restored`).
    package let contents: [UInt8]?
    /// How many conflict blocks it holds.
    package var conflicts = 0
    /// How many of them only add template lines next to the user's edit (`ConflictBlocks.Block.onlyAddsTemplateLines`):
    /// boilerplate the user can take or leave, rather than a change of the user's lines.
    package var templateAdditions = 0

    /// Whether the file is written.
    var isWritten: Bool { contents != nil }

    /// This update followed by `insertion`'s, an update of the inserted lines in the same file: one line of the
    /// report, with the contents as both leave them, the stronger action and the conflicts of both.
    func combined(with insertion: FileUpdate) -> FileUpdate {
        let order: [Action] = [.updated, .merged, .conflicted]
        let strongest = [action, insertion.action].max {
            (order.firstIndex(of: $0) ?? 0) < (order.firstIndex(of: $1) ?? 0)
        }!
        var combined = FileUpdate(module: module, path: path, action: strongest, contents: insertion.contents)
        combined.conflicts = conflicts + insertion.conflicts
        combined.templateAdditions = templateAdditions
        return combined
    }
}
