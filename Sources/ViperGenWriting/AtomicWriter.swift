import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Writes a `WriteSet` so that all of its files appear or none do.
///
/// Every file is first written into a hidden staging folder inside its output root
/// (`.viper-gen-staging-<pid>-<random>`), on the same file system as its destination. Then a journal listing every
/// move is written into each staging folder; once the last journal is in place the run is committed. Each staged
/// file is then moved into place with `rename(2)`, which is atomic; where a whole folder is new (`Search/`), the
/// folder is moved in one rename. If any step fails, everything already moved is moved back (replaced files are
/// restored from hard-link backups) and the staging folders are removed.
///
/// A run killed before it committed leaves only its staging folders; a run killed while moving files (which can
/// leave a module's code folder without its tests folder) leaves its journals. The next run in the same output
/// root removes the former and rolls the latter forward, so that every module of the killed run is complete. Each
/// journal is sealed with the user's `JournalKey`, and only a journal with this user's seal is rolled forward: one
/// that came with a checkout is reported and left alone.
///
/// The writer makes one run safe against a crash; two runs at once are kept apart by `RunLock`, which the commit
/// step takes before planning and holds until the write is done.
public struct AtomicWriter: Sendable {
    /// The name every staging folder starts with.
    static let stagingPrefix = ".viper-gen-staging-"
    /// The name a staging folder has while it is made, before its owner lock is held; recovery removes such a
    /// folder only when its lock is free and it is older than a minute.
    static let newStagingPrefix = ".viper-gen-new-"

    /// The key that seals this writer's journals and checks a killed run's (`JournalKey`).
    let journalKey: JournalKey

    /// Creates a writer whose journals `journalKey` seals: the key of the user who runs it.
    public init(journalKey: JournalKey) {
        self.journalKey = journalKey
    }

    /// Writes every file and creates every new empty folder of `set`, after recovering any run that was killed in
    /// its output roots.
    /// - Returns: A warning for each staging folder of a killed run that recovery left alone: its journal was not
    ///   sealed with this writer's key.
    /// - Throws: `Diagnostics`: bad data (65) for a path the set's confinement refuses (outside the project, at or
    ///   below any `.git`), can't create (73) for a file that is a symbolic link or read-only (`WriteTarget`), both
    ///   before anything is touched; can't create (73) or I/O (74); nothing of the set is left on disk then.
    @discardableResult
    public func write(_ set: WriteSet) throws(Diagnostics) -> [Warning] {
        try set.checkConfinement()
        try set.checkTargets()
        var transaction = WriteTransaction(journalKey: journalKey)
        do {
            try transaction.stage(set.files, folders: set.folders)
            try transaction.prepareMoves(set.files, folders: set.folders)
            try transaction.prepareDeletions(set.deletions, emptiedFolders: set.emptiedFolders)
            try transaction.writeJournals()
            try transaction.commit()
            transaction.finish()
        } catch {
            transaction.rollBack()
            throw Diagnostics([error])
        }
        return transaction.warnings
    }

    /// Finishes or cleans up runs that were killed while writing into `roots`: staging folders of a run that
    /// committed (every one of its journals is in place, sealed with `journalKey`) are rolled forward, those of a run
    /// that did not commit are removed, and those holding a journal this user's viper-gen did not write are left
    /// alone.
    ///
    /// `write(_:)` calls this for the roots it writes to; call it before planning so that a killed run's files are
    /// in place before the next plan checks which files exist. Only folders whose run is gone are touched.
    /// - Returns: A warning for each staging folder left alone, naming it and what to do.
    @discardableResult
    public static func recoverInterruptedRuns(in roots: [URL], journalKey: JournalKey) -> [Warning] {
        // A root named twice (the code and tests folders are often one) is looked at once.
        var seen: Set<String> = []
        var warnings: [Warning] = []
        for root in roots where seen.insert(root.normalizedPath).inserted {
            warnings += WriteJournal.recover(in: root, key: journalKey)
        }
        return warnings
    }
}
