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
/// root removes the former and rolls the latter forward, so that every module of the killed run is complete.
///
/// The writer makes one run safe against a crash; two runs at once are kept apart by `RunLock`, which the commit
/// step takes before planning and holds until the write is done.
public struct AtomicWriter: Sendable {
    /// The name every staging folder starts with.
    static let stagingPrefix = ".viper-gen-staging-"
    /// The name a staging folder has while it is made, before its owner lock is held; recovery removes such a
    /// folder only when its lock is free and it is older than a minute.
    static let newStagingPrefix = ".viper-gen-new-"

    /// Creates a writer.
    public init() {}

    /// Writes every file and creates every new empty folder of `set`, after recovering any run that was killed in
    /// its output roots.
    /// - Throws: `Diagnostics`: bad data (65) for a path the set's confinement refuses, before anything is touched;
    ///   can't create (73) or I/O (74); nothing of the set is left on disk then.
    public func write(_ set: WriteSet) throws(Diagnostics) {
        try set.confinement?.check(set)
        var transaction = WriteTransaction()
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
    }

    /// Finishes or cleans up runs that were killed while writing into `roots`: staging folders of a run that
    /// committed (every one of its journals is in place) are rolled forward, all others are removed.
    ///
    /// `write(_:)` calls this for the roots it writes to; call it before planning so that a killed run's files are
    /// in place before the next plan checks which files exist. Only folders whose run is gone are touched.
    public static func recoverInterruptedRuns(in roots: [URL]) {
        // A root named twice (the code and tests folders are often one) is looked at once.
        var seen: Set<String> = []
        for root in roots where seen.insert(root.normalizedPath).inserted { WriteJournal.recover(in: root) }
    }
}
