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

    init(recorder: ModuleRecorder) {
        self.recorder = recorder
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
    /// insertions to record.
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
            let place = RecordedInsertion.place(of: insertion, in: file.lines)
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
            } else if let region = editedRegion(of: insertion, in: file.lines, anchor: anchor) {
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
                continue
            }
            files[insertion.file] = file
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

    /// The lines next to the anchor that hold the user's edit of `insertion`'s text: the stretch of the file on
    /// the insertion's side that the recorded text's lines align with (by a line diff), from the anchor to the
    /// last aligned line. `nil` when no line of the text is left.
    private func editedRegion(of insertion: LockedInsertion, in lines: [[UInt8]], anchor: Int) -> Range<Int>? {
        let recorded = TextLines.split(Array(insertion.text.utf8))
        let after = insertion.placement == "after"
        let window = after ? Array(lines[(anchor + 1)...]) : Array(lines[..<anchor].reversed())
        let old = after ? recorded : Array(recorded.reversed())
        let hunks = LineDiff.edits(from: old, to: window.map { $0[...] })
        // Walk the recorded lines: each unchanged one maps to a window line; the region ends after the last.
        var lastMatched: Int?
        var oldIndex = 0
        var newIndex = 0
        for hunk in hunks + [LineDiff.Hunk(oldStart: old.count, oldCount: 0, newStart: Int.max, newCount: 0)] {
            while oldIndex < min(hunk.oldStart, old.count) {
                lastMatched = newIndex
                oldIndex += 1
                newIndex += 1
            }
            guard hunk.newStart != Int.max else { break }
            oldIndex = hunk.oldEnd
            newIndex = hunk.newEnd
            // The recorded text's last lines changed: the region takes as many lines as replaced them, at most as
            // many as there were (what follows in the file is not the text's).
            if hunk.oldEnd == old.count, hunk.oldCount > 0, hunk.newCount > 0, lastMatched != nil {
                lastMatched = min(hunk.newEnd, hunk.newStart + hunk.oldCount) - 1
            }
        }
        guard let last = lastMatched else { return nil }
        return after ? (anchor + 1)..<(anchor + 2 + last) : (anchor - 1 - last)..<anchor
    }
}
