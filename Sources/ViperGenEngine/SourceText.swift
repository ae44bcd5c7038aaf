/// A template's text and the name it is reported under, able to turn a byte offset into a line and column.
///
/// Line and column are computed only when an error is reported, so the happy path never pays for them.
package struct SourceText: Sendable {
    /// The name used in diagnostics, usually the template's path (`Templates/viper/Presenter.swift.liquid`).
    package let name: String
    /// The template's UTF-8 bytes; every offset in the engine indexes into them.
    package let bytes: [UInt8]
    /// The part of `bytes` that is the template: all of it, except for a template embedded in a larger file.
    package let templateRange: Range<Int>

    package init(name: String, text: String) {
        self.name = name
        self.bytes = Array(text.utf8)
        self.templateRange = 0..<bytes.count
    }

    /// A file read as bytes, kept exactly as they are (invalid UTF-8 included).
    package init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
        self.templateRange = 0..<bytes.count
    }

    /// A template embedded in a larger file (a JSON string in a manifest): only `range` is the template, but
    /// positions and source lines are those of the whole file.
    package init(embeddedIn file: SourceText, range: Range<Int>) {
        self.name = file.name
        self.bytes = file.bytes
        self.templateRange = range
    }

    /// The text of the byte range `range`.
    package func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The 1-based line and column (in characters) of the byte at `offset`, and that line's text.
    package func location(at offset: Int) -> SourceLocation {
        let offset = min(max(offset, 0), bytes.count)
        var line = 1
        var lineStart = 0
        for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        var lineEnd = offset
        while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        var lineText = String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self)
        if lineText.hasSuffix("\r") { lineText.removeLast() }
        let length = lineText.count
        guard length > Self.shownLineLength else {
            return SourceLocation(file: name, line: line, column: column, lineText: lineText)
        }
        // A very long line (a minified or generated template) is shown as a window around the column, so that an
        // error stays a few lines of output however long the line is. The line is still decoded and counted once
        // per location, so a template locates at most `TemplateErrors.reportLimit` problems.
        let start = max(0, min(column - 1 - Self.shownLineLength / 2, length - Self.shownLineLength))
        let end = min(length, start + Self.shownLineLength)
        let utf8 = lineText.utf8
        let columnIndex = utf8.index(utf8.startIndex, offsetBy: min(offset - lineStart, utf8.count))
        let startIndex =
            lineText.index(columnIndex, offsetBy: start - (column - 1), limitedBy: lineText.startIndex)
            ?? lineText.startIndex
        let endIndex =
            lineText.index(startIndex, offsetBy: end - start, limitedBy: lineText.endIndex) ?? lineText.endIndex
        let shown = (start > 0 ? "…" : "") + lineText[startIndex..<endIndex] + (end < length ? "…" : "")
        return SourceLocation(
            file: name, line: line, column: column, lineText: shown, caretColumn: column - start + (start > 0 ? 1 : 0))
    }

    /// The most characters of a source line a diagnostic shows.
    package static let shownLineLength = 160
}

/// A position in a template file, as shown in diagnostics (`file:line:column`).
public struct SourceLocation: Hashable, Sendable {
    /// The template's path or name.
    public let file: String
    /// The 1-based line number.
    public let line: Int
    /// The 1-based column, counted in characters.
    public let column: Int
    /// The text of the line, shown under the error with a caret; a window around the column for a very long line.
    public let lineText: String
    /// The 1-based column of the caret within `lineText`, when it differs from `column` (a long line's window).
    let caretColumn: Int?

    /// Creates a location.
    public init(file: String, line: Int, column: Int, lineText: String) {
        self.init(file: file, line: line, column: column, lineText: lineText, caretColumn: nil)
    }

    /// Creates a location whose `lineText` is a window of the line, with the caret at `caretColumn` in it.
    init(file: String, line: Int, column: Int, lineText: String, caretColumn: Int?) {
        self.file = file
        self.line = line
        self.column = column
        self.lineText = lineText
        self.caretColumn = caretColumn
    }
}

extension SourceLocation {
    /// Spaces (tabs kept as tabs) up to the column, then `^`: the line printed under `lineText`.
    public var caretLine: String {
        String(lineText.prefix((caretColumn ?? column) - 1).map { $0 == "\t" ? "\t" : " " }) + "^"
    }
}

extension SourceLocation {
    /// Rebuilds a value from the Swift source `EmbedTemplatesTool` writes (see `Prebuilt`).
    package init(_ parts: Prebuilt, file: String, line: Int, column: Int, lineText: String, caretColumn: Int?) {
        self.file = file
        self.line = line
        self.column = column
        self.lineText = lineText
        self.caretColumn = caretColumn
    }
}
