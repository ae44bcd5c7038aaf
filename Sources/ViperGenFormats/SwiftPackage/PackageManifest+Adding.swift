/// Adding targets to the target list, in the layout the list already uses.
extension PackageManifest {
    /// The result of an edit: the new file and where the new targets are in it.
    package struct Addition: Equatable, Sendable {
        /// The whole new manifest.
        package let bytes: [UInt8]
        /// The 1-based line of the new file where the first new target starts.
        package let firstLine: Int
        /// The lines of the new file that hold the new targets (for a list on one line, that whole line).
        package let lines: [String]
    }

    /// The manifest with `targets` appended at the end of the target list.
    ///
    /// The new elements follow the list's own layout: on lines of their own with the first element's indentation when
    /// the list puts its elements on lines of their own, else on the list's line. Each is written on one line when
    /// every element of the list is, else with one argument a line (and `)` on a line of its own or after the last
    /// argument, as the list's last element spanning lines has it). A trailing comma is written if the last element
    /// had one (or the list was empty); a comma missing after the last element is added. Comment lines after the
    /// last element stay above the new ones. Line endings follow the line before `]`'s (the file's first line break
    /// when `]` is on the first line), so that taking the targets out again gives back the exact bytes of a file that
    /// mixes line endings. Nothing outside the list changes.
    package func adding(_ targets: [PackageTarget]) -> Addition {
        let bytes = source.bytes
        let closeToken = tokens[close]
        let newline = lineBreak(endingLineBefore: closeToken.range.lowerBound)
        let last = elements.last.map { $0.tokens.upperBound - 1 }
        let lastEnd = last.map { tokens[$0].range.upperBound }
        let trailingComma = last.map { tokens[$0 + 1].isPunctuation(",") } ?? true
        let ownLines = elements.first.map { tokens[$0.tokens.lowerBound].startsLine } ?? closeToken.startsLine

        var edits: [(offset: Int, text: String)] = []
        if let lastEnd, !trailingComma { edits.append((lastEnd, ",")) }
        let mainEdit: (offset: Int, text: String)
        if ownLines {
            let indent = elementIndentation()
            let closeIndent = indentation(ofLineAt: closeToken.range.lowerBound)
            let unit =
                indent.hasPrefix(closeIndent) && indent.count > closeIndent.count
                ? String(indent.dropFirst(closeIndent.count)) : (indent.contains("\t") ? "\t" : "    ")
            let spanning = elements.filter { element in
                tokens[element.tokens].dropFirst().contains(where: \.startsLine)
            }
            let oneArgumentALine = !spanning.isEmpty
            // `)` on a line of its own, unless the list's last element spanning lines ends `…]),` as some do.
            let closingLine = spanning.last.map { tokens[$0.tokens.upperBound - 1].startsLine } ?? true
            let rendered = targets.map { target in
                indent
                    + (oneArgumentALine
                        ? target.multiline(
                            indent: indent, unit: unit, newline: newline, closingLine: closingLine) : target.singleLine)
            }
            if closeToken.startsLine && onlyIndentation(before: closeToken.range.lowerBound) {
                // On lines of their own before the line of `]`.
                let text = rendered.joined(separator: "," + newline) + (trailingComma ? "," : "") + newline
                mainEdit = (lineStart(of: closeToken.range.lowerBound), text)
            } else {
                // `]` right after the last element (or after a comment ending on its line): new lines before it, `]`
                // stays where it is.
                let text =
                    newline + rendered.joined(separator: "," + newline) + (trailingComma && last != nil ? "," : "")
                mainEdit = (closeToken.range.lowerBound, text)
            }
        } else {
            let rendered = targets.map(\.singleLine).joined(separator: ", ")
            if let last {
                mainEdit =
                    trailingComma
                    ? (tokens[last + 1].range.upperBound, " " + rendered + ",") : (lastEnd!, " " + rendered)
            } else {
                mainEdit = (tokens[open].range.upperBound, rendered)
            }
        }
        edits.append(mainEdit)
        edits.sort { $0.offset < $1.offset }

        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + edits.map(\.text.utf8.count).reduce(0, +))
        var copied = 0
        var mainRange = 0..<0
        for edit in edits {
            result += bytes[copied..<edit.offset]
            copied = edit.offset
            let start = result.count
            result += Array(edit.text.utf8)
            if edit.offset == mainEdit.offset && edit.text == mainEdit.text { mainRange = start..<result.count }
        }
        result += bytes[copied...]
        return Addition(bytes: result, firstLine: 0, lines: []).describing(mainRange)
    }

    /// The indentation of the list's elements: that of the first element, or one step deeper than the `]` line.
    private func elementIndentation() -> String {
        if let first = elements.first, tokens[first.tokens.lowerBound].startsLine {
            return indentation(ofLineAt: tokens[first.tokens.lowerBound].range.lowerBound)
        }
        let closeIndent = indentation(ofLineAt: tokens[close].range.lowerBound)
        return closeIndent + (closeIndent.contains("\t") ? "\t" : "    ")
    }

    /// The line break (`\r\n` or `\n`) that ends the line before the one holding `offset`; for the first line, the
    /// file's first line break, or `\n` when it has none.
    private func lineBreak(endingLineBefore offset: Int) -> String {
        let bytes = source.bytes
        let start = lineStart(of: offset)
        let newline = start > 0 ? start - 1 : bytes.firstIndex(of: UInt8(ascii: "\n"))
        guard let newline, newline > 0, bytes[newline - 1] == UInt8(ascii: "\r") else { return "\n" }
        return "\r\n"
    }

    /// Whether only spaces and tabs come before `offset` on its line: a token after a block comment that ends on
    /// its line follows a line break but does not start its line, and the text before it is not ours to move.
    private func onlyIndentation(before offset: Int) -> Bool {
        source.bytes[lineStart(of: offset)..<offset].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    private func lineStart(of offset: Int) -> Int {
        var start = offset
        while start > 0, source.bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return start
    }

    private func indentation(ofLineAt offset: Int) -> String {
        var end = lineStart(of: offset)
        let start = end
        while end < source.bytes.count,
            source.bytes[end] == UInt8(ascii: " ") || source.bytes[end] == UInt8(ascii: "\t")
        {
            end += 1
        }
        return String(decoding: source.bytes[start..<end], as: UTF8.self)
    }
}

extension PackageManifest.Addition {
    /// The addition with `firstLine` and `lines` describing the inserted bytes `range` of `bytes`: every line they
    /// touch, leading and trailing line breaks aside.
    fileprivate func describing(_ range: Range<Int>) -> PackageManifest.Addition {
        var start = range.lowerBound
        var end = range.upperBound
        while start < end, bytes[start] == UInt8(ascii: "\n") || bytes[start] == UInt8(ascii: "\r") { start += 1 }
        while end > start, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        let firstLine = bytes[..<start].lazy.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let lines = String(decoding: bytes[start..<end], as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasSuffix("\r") ? String($0.dropLast()) : String($0) }
        return PackageManifest.Addition(bytes: bytes, firstLine: firstLine, lines: lines)
    }
}
