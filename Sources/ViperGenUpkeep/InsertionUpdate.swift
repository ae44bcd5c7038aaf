import ViperGenFormats
import ViperGenGeneration
import ViperGenMerge
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `update` for recorded insertions: each is rendered again and, when its text changed, put in place of the
/// recorded lines (unchanged in the file), or merged with the user's edit of them like a file (three-way, the
/// recorded text as base; conflict markers in the same layout). Files the modules themselves own are left to the
/// file merge.
struct InsertionUpdate {
    let recorder: ModuleRecorder

    /// The files read so far, by path relative to the lockfile's folder: as read, and as edited.
    private var files: [String: (original: [UInt8], lines: [[UInt8]])] = [:]
    private var order: [String] = []
    /// What happens to each insertion's file, for the report.
    private(set) var updates: [FileUpdate] = []
    /// A warning for each insertion whose lines are gone from their place (deleted by the user), left as it is.
    private(set) var warnings: [Warning] = []
    /// Every recorded insertion of the lockfile, with the text each stands with in the files as edited so far: an
    /// insertion is found past the lines of those next to it, some of which this run may have updated already.
    private var standing: [LockedInsertion]

    /// An update of the insertions of `lockfile`'s modules.
    init(recorder: ModuleRecorder, lockfile: Lockfile) {
        self.recorder = recorder
        standing = lockfile.modules.keys.sorted().flatMap { lockfile.modules[$0]!.insertions }
    }

    /// The edits of the target files, each replaced only if it still holds the bytes read.
    var writes: [GenerationPlan.File] {
        order.compactMap { path in
            let file = files[path]!
            let bytes = Array(file.lines.joined())
            return bytes == file.original
                ? nil : .edit(of: recorder.url(path), to: bytes, replacing: file.original)
        }
    }

    /// Updates `module`'s recorded insertions with `rendered` (this run's render of the module), returning the
    /// insertions to record. Each is looked for at its place only, past the lines of the other recorded insertions
    /// there: lines deleted at it are reported and left, never matched with lines further on.
    mutating func update(
        _ module: LockedModule, rendered: [GenerationPlan.RenderedInsertion], ownFiles: Set<String>
    ) -> [LockedInsertion] {
        var recorded = module.insertions
        for (number, insertion) in module.insertions.enumerated() where !ownFiles.contains(insertion.file) {
            guard
                let new = rendered.first(where: {
                    $0.index == insertion.entry && recorder.relativePath($0.url) == insertion.file
                        && $0.anchor == insertion.anchor
                }),
                var file = read(insertion.file)
            else { continue }
            let place = RecordedInsertion.place(of: insertion, in: file.lines, besides: standing)
            guard let anchor = place.anchor else { continue }
            let newLines = InsertionText.lines(of: new.text, besides: file.lines[anchor])
            // Lossless: the template's text, with the anchor line's indentation (spaces, tabs) and line break.
            let newText = String(decoding: Array(newLines.joined()), as: UTF8.self)
            guard newText != insertion.text else { continue }
            var action = FileUpdate.Action.updated
            var conflicts = 0
            if let range = place.text {
                file.lines.replaceSubrange(range, with: newLines)
                recorded[number].text = newText
            } else if let region = RecordedInsertion.editedRegion(of: insertion, in: file.lines, at: place) {
                let yours = Array(file.lines[region].joined())
                let merged = ThreeWayMerge.merge(
                    base: Array(insertion.text.utf8), yours: yours, theirs: Array(newLines.joined()))
                file.lines.replaceSubrange(region, with: TextLines.split(merged.bytes).map { Array($0) })
                action = merged.hasConflicts ? .conflicted : .merged
                conflicts = merged.conflicts
                // A clean merge is recorded as it stands; a conflicted one as the template's, which resolving
                // with --theirs leaves. So is a clean merge that kept bytes which are not UTF-8 (a Latin-1 `é` the
                // user typed): the lockfile is JSON text and cannot hold them, and the template's text is a true
                // base of the user's lines, which the file keeps byte for byte.
                recorded[number].text = merged.hasConflicts ? newText : String(strictUTF8: merged.bytes) ?? newText
            } else {
                let line = place.line(placement: insertion.placement, count: file.lines.count)! + 1
                let name = RecordedInsertion.description(of: insertion, module: module.name, file: insertion.file)
                warnings.append(
                    Warning(
                        "\(recorder.url(insertion.file).path):\(line): \(name) (\(RecordedInsertion.shown(insertion))) "
                            + "is gone from its place (deleted by hand, or edited past recognition); update left "
                            + "it: put the lines back there to have them updated, or leave them out ('check' "
                            + "reports them, 'remove' needs \(Remedy.option(.force)))"))
                continue
            }
            files[insertion.file] = file
            if let index = standing.firstIndex(of: insertion) { standing[index] = recorded[number] }
            var update = FileUpdate(
                module: module.name, path: insertion.file, action: action, contents: Array(file.lines.joined()))
            update.conflicts = conflicts
            updates.append(update)
        }
        return recorded
    }

    /// The file at `path`, read once a run; `nil` when it cannot be read.
    private mutating func read(_ path: String) -> (original: [UInt8], lines: [[UInt8]])? {
        if let file = files[path] { return file }
        guard let data = FileManager.default.contents(atPath: recorder.url(path).path) else { return nil }
        let bytes = [UInt8](data)
        files[path] = (bytes, TextLines.split(bytes).map { Array($0) })
        order.append(path)
        return files[path]
    }
}
