import ViperGenFormats
import ViperGenGeneration
import ViperGenMerge
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Plans `viper-gen resolve`: replaces every conflict block an `update` left in a recorded module's files by one
/// side of it (`ConflictBlocks`), keeping every byte outside the blocks. A file without blocks is left alone; a file
/// that cannot be read, or whose last block does not end, stops the run before anything is written. Each file is
/// replaced only if it still holds the bytes read (a file edited meanwhile is never overwritten); the module's base
/// and its lockfile entry stay, so that the next `update` merges from where the files stand.
package struct ConflictResolutionPlanner {
    /// The lockfile's folder, which the paths are relative to.
    let recorder: ModuleRecorder

    /// Creates a planner for the modules recorded in `recorder`'s lockfile.
    package init(recorder: ModuleRecorder) {
        self.recorder = recorder
    }

    /// One file whose blocks are resolved.
    package struct File: Equatable, Sendable {
        /// The path relative to the lockfile's folder.
        package let path: String
        /// How many conflict blocks it held.
        package let conflicts: Int
        /// What the resolution keeps and drops of each block, in file order.
        package var outcomes: [ConflictBlocks.Outcome] = []
    }

    /// The run: the files resolved, in the order given, and the changes that write them (`nil` when no file held
    /// a block).
    package struct Result {
        /// The files that held blocks, in the order given.
        package var files: [File] = []
        /// The writes that resolve them; `nil` when no file held a block.
        package var changes: ChangeSet?
    }

    /// Plans taking `side` of every conflict block in `paths`, files of `module` relative to the lockfile's folder.
    /// - Throws: `Diagnostics` with every problem: a file that cannot be read (74), a block that does not end (65,
    ///   at the line it starts on).
    package func plan(_ paths: [String], of module: LockedModule, taking side: ConflictBlocks.Side)
        throws(Diagnostics) -> Result
    {
        var problems = DiagnosticCollector()
        var writes: [ChangeSet.File] = []
        var result = Result()
        for path in paths {
            let url = recorder.url(path)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                problems.add(Diagnostic(.io, "\(url.path): cannot read the file; check that it exists"))
                continue
            }
            let bytes = [UInt8](data)
            let blocks: ConflictBlocks
            do throws(ConflictBlocks.Unfinished) {
                blocks = try ConflictBlocks(bytes)
            } catch {
                problems.add(
                    Diagnostic(
                        .data,
                        "\(url.path):\(error.line): a conflict block starts here and does not end with a "
                            + ">>>>>>> line; resolve this file by hand; nothing was written"))
                continue
            }
            guard !blocks.blocks.isEmpty else { continue }
            // A file edited meanwhile is never overwritten: the writer checks these bytes last.
            writes.append(
                ChangeSet.File(
                    root: recorder.lockDirectory, relativePath: path, bytes: blocks.resolved(taking: side),
                    kind: .code, module: module.name, replacesExistingFile: true, expectedContents: bytes))
            result.files.append(
                File(path: path, conflicts: blocks.blocks.count, outcomes: blocks.outcomes(taking: side)))
        }
        try problems.check()
        if !writes.isEmpty { result.changes = ChangeSet(files: writes, confinement: recorder.confinement) }
        return result
    }
}
