/// `{% liquid … %}`: several tags in one, one a line, without delimiters (`echo` prints). The scanner turns each
/// line into a tag token, so the parser sees ordinary tags; `comment` … `endcomment` lines are dropped, and
/// `# …` lines are comments.
package enum LiquidTag {
    static let name = "liquid"
}

extension MarkupScanner {
    /// Appends one tag token a non-empty line of a `liquid` tag's markup `range`.
    /// - Throws: `TemplateError` for `raw` or `liquid` inside `liquid`, a line without a tag name, or a `comment`
    ///   line never ended.
    func appendLiquidTagLines(_ range: Range<Int>, to tokens: inout [MarkupToken]) throws(TemplateError) {
        var lineStart = range.lowerBound
        var commentStart: Int?
        while lineStart < range.upperBound {
            var lineEnd = lineStart
            while lineEnd < range.upperBound, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            defer { lineStart = lineEnd + 1 }
            let (name, argumentsStart) = tagName(in: lineStart..<lineEnd)
            let nameStart = argumentsStart - name.utf8.count
            if commentStart != nil {
                if name == RawTag.comment.endTag { commentStart = nil }
                continue
            }
            if isInlineComment(lineStart..<lineEnd) || isBlank(lineStart..<lineEnd) { continue }
            if name.isEmpty {
                throw TemplateError(
                    .syntax("expected a tag name at the start of each line of 'liquid'"),
                    at: source.location(at: nameStart))
            }
            switch name {
            case RawTag.comment.rawValue: commentStart = nameStart
            case RawTag.raw.rawValue, LiquidTag.name:
                throw TemplateError(
                    .syntax("'\(name)' cannot stand inside 'liquid'; close the 'liquid' tag first"),
                    at: source.location(at: nameStart))
            default:
                tokens.append(
                    MarkupToken(kind: .tag(name: name), contents: argumentsStart..<lineEnd, offset: nameStart))
            }
        }
        if let commentStart {
            throw TemplateError(.unclosedBlock(RawTag.comment.rawValue), at: source.location(at: commentStart))
        }
    }

    private func isBlank(_ range: Range<Int>) -> Bool {
        bytes[range].allSatisfy(isWhitespace)
    }
}
