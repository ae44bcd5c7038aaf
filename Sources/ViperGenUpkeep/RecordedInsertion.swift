import ViperGenFormats
import ViperGenGeneration
import ViperGenMerge
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Finding a recorded insertion (`LockedInsertion`) in its target file's bytes again, for `remove`, `update`,
/// `check` and `adopt`: the anchor line, and the inserted lines, byte for byte.
enum RecordedInsertion {
    /// Where `insertion` stands in `lines` (a file split by `TextLines`).
    struct Place: Equatable {
        /// The index of the anchor line, `nil` when no line is the anchor.
        var anchor: Int?
        /// The lines that hold the inserted text exactly, `nil` when they are not found (edited or gone).
        var text: Range<Int>?
    }

    /// Finds `insertion` in `lines`: its anchor (the first line equal to it after trimming), and its text as whole
    /// lines, nearest the anchor on its side when the text stands in several places, else wherever it is.
    static func place(of insertion: LockedInsertion, in lines: [[UInt8]]) -> Place {
        let anchor = Array(insertion.anchor.utf8)
        let anchorIndex = lines.firstIndex { InsertionText.trimmed($0) == anchor }
        let text = TextLines.split(Array(insertion.text.utf8)).map { Array($0) }
        guard !text.isEmpty, lines.count >= text.count else { return Place(anchor: anchorIndex, text: nil) }
        let starts = (0...(lines.count - text.count)).filter { start in
            lines[start] == text[0] && lines[start..<(start + text.count)].elementsEqual(text)
        }
        var start = starts.first
        if let anchorIndex {
            if insertion.placement == "after" {
                start = starts.first { $0 > anchorIndex } ?? start
            } else {
                start = starts.last { $0 + text.count <= anchorIndex } ?? start
            }
        }
        return Place(anchor: anchorIndex, text: start.map { $0..<($0 + text.count) })
    }

    /// Takes the lines of `insertion` out of `lines` where `place(of:in:)` finds them; `false` when they are not
    /// found. Take several out last inserted first, so that each is found where it was put.
    static func takeOut(_ insertion: LockedInsertion, from lines: inout [[UInt8]]) -> Bool {
        guard let range = place(of: insertion, in: lines).text else { return false }
        lines.removeSubrange(range)
        return true
    }

    /// The lines of the file at `url`, `nil` when it cannot be read.
    static func lines(at url: URL) -> [[UInt8]]? {
        FileManager.default.contents(atPath: url.path).map { TextLines.split([UInt8]($0)).map { Array($0) } }
    }

    /// How `insertion` is named in messages: `the text Detail inserted into F after 'A'`.
    static func description(of insertion: LockedInsertion, module: String, file: String) -> String {
        "the text \(module) inserted into \(file) \(insertion.placement) '\(insertion.anchor)'"
    }

    /// The insertions of `rendered` whose text stands in their file already, as the lockfile records them (`adopt`):
    /// the text indented and ended as it would be inserted, found whole on the anchor's side.
    /// A file the project's confinement refuses (a link leading out) is not read, and its insertion not recorded.
    static func found(_ rendered: [GenerationPlan.RenderedInsertion], recorder: ModuleRecorder) -> [LockedInsertion] {
        var found: [LockedInsertion] = []
        let confinement = recorder.confinement
        for insertion in rendered {
            guard let file = recorder.relativePath(insertion.url),
                confinement.problem(with: insertion.url.path) == nil, let lines = lines(at: insertion.url),
                let anchor = lines.firstIndex(where: { InsertionText.trimmed($0) == Array(insertion.anchor.utf8) })
            else { continue }
            let text = Array(InsertionText.lines(of: insertion.text, besides: lines[anchor]).joined())
            guard !text.isEmpty else { continue }
            let candidate = LockedInsertion(
                file: file, anchor: insertion.anchor, placement: insertion.placement.rawValue,
                text: String(decoding: text, as: UTF8.self),
                entry: insertion.index)
            if place(of: candidate, in: lines).text != nil { found.append(candidate) }
        }
        return found
    }
}
