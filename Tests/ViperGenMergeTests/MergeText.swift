@testable import ViperGenMerge

// The merge's forms for tests that write their cases as Swift strings. The merge works on bytes only; these go
// through the strings' UTF-8 bytes, and since a merge copies whole lines of its inputs and adds ASCII markers, the
// merge of UTF-8 texts is UTF-8 text again.

extension TextLines {
    /// The lines of `text`, as `split` cuts its UTF-8 bytes.
    static func split(_ text: String) -> [Substring] {
        let utf8 = text.utf8
        return split(Array(utf8)).map { line in
            text[
                utf8.index(
                    utf8.startIndex, offsetBy: line.startIndex)..<utf8.index(
                        utf8.startIndex, offsetBy: line.endIndex)]
        }
    }
}

extension LineDiff {
    /// The changes that turn the text `old` into the text `new`.
    static func edits(from old: String, to new: String) -> [Hunk] {
        edits(from: TextLines.split(Array(old.utf8)), to: TextLines.split(Array(new.utf8)))
    }
}

extension ThreeWayMerge {
    /// The merge of three texts' UTF-8 bytes.
    static func merge(base: String, yours: String, theirs: String, labels: MergeLabels = MergeLabels()) -> MergeResult {
        merge(base: Array(base.utf8), yours: Array(yours.utf8), theirs: Array(theirs.utf8), labels: labels)
    }
}

extension MergeResult {
    /// A result holding `text`'s UTF-8 bytes.
    init(text: String, conflicts: Int) {
        self.init(bytes: Array(text.utf8), conflicts: conflicts)
    }

    /// The merged bytes as text (exact for merges of UTF-8 texts).
    var text: String { String(decoding: bytes, as: UTF8.self) }
}
