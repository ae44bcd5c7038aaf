/// One piece of a template as the scanner sees it: literal text, an output `{{ … }}` or a tag `{% … %}`.
package struct MarkupToken: Equatable {
    enum Kind: Equatable {
        case text
        /// The body of `raw`: text, but never blank (see `BlockBlankness`), as in Liquid.
        case rawText
        /// The body of a `doc`, which prints nothing but, as in Liquid, leaves the body it stands in not blank.
        case docBody
        case output
        /// A tag; `name` is its first word (`if`, `endfor`, …).
        case tag(name: String)
    }

    let kind: Kind
    /// For text, the text; for output and tags, the markup inside the delimiters (after the tag name for tags).
    let contents: Range<Int>
    /// Where the token starts (`{{` or `{%` for markup), for diagnostics.
    let offset: Int
}

/// Splits a template into text, outputs and tags, applying whitespace control (`{{-`, `-}}`, `{%-`, `-%}`)
/// and keeping the bodies of `raw` and `comment` out of the markup.
///
/// The scanner is a single loop over the bytes: no recursion, so input size only costs time.
package struct MarkupScanner {
    let source: SourceText
    var bytes: [UInt8] { source.bytes }

    init(source: SourceText) {
        self.source = source
    }

    /// Returns every token in order, or throws the first delimiter error (nothing after it can be trusted).
    func tokens() throws(TemplateError) -> [MarkupToken] {
        var tokens: [MarkupToken] = []
        var textStart = source.templateRange.lowerBound
        var trimNextText = false
        var index = textStart
        let count = source.templateRange.upperBound
        while index + 1 < count {
            guard bytes[index] == UInt8(ascii: "{"),
                bytes[index + 1] == UInt8(ascii: "{") || bytes[index + 1] == UInt8(ascii: "%")
            else {
                index += 1
                continue
            }
            let isOutput = bytes[index + 1] == UInt8(ascii: "{")
            var innerStart = index + 2
            let trimBefore = innerStart < count && bytes[innerStart] == UInt8(ascii: "-")
            if trimBefore { innerStart += 1 }
            appendText(textStart..<index, trimLeading: trimNextText, trimTrailing: trimBefore, to: &tokens)

            let closing = isOutput ? UInt8(ascii: "}") : UInt8(ascii: "%")
            // An inline comment ends at the first `%}`: quotes in a comment are words, not strings.
            let inlineComment = !isOutput && startsInlineComment(at: innerStart)
            let found = inlineComment ? firstTagEnd(from: innerStart) : findClosing(closing, from: innerStart)
            guard let closeIndex = found else {
                throw TemplateError(.unclosedDelimiter(isOutput ? "{{" : "{%"), at: source.location(at: index))
            }
            var innerEnd = closeIndex
            trimNextText = innerEnd > innerStart && bytes[innerEnd - 1] == UInt8(ascii: "-")
            if trimNextText { innerEnd -= 1 }
            index = closeIndex + 2
            textStart = index

            if isOutput {
                tokens.append(
                    MarkupToken(kind: .output, contents: innerStart..<innerEnd, offset: markupStart(innerStart)))
                continue
            }
            let (name, argumentsStart) = tagName(in: innerStart..<innerEnd)
            let tagStart = markupStart(innerStart)
            if inlineComment {
                try checkInlineComment(innerStart..<innerEnd)
                continue
            }
            if name == LiquidTag.name {
                try appendLiquidTagLines(argumentsStart..<innerEnd, to: &tokens)
                continue
            }
            guard let rawTag = RawTag(rawValue: name) else {
                tokens.append(
                    MarkupToken(kind: .tag(name: name), contents: argumentsStart..<innerEnd, offset: tagStart))
                continue
            }
            // The body of raw is text as written; the bodies of comment and doc are dropped. None is parsed.
            let bodyEnd = rawTag == .comment ? try findCommentEnd(from: index) : findEndTag(rawTag.endTag, from: index)
            guard let end = bodyEnd else {
                throw TemplateError(.unclosedBlock(name), at: source.location(at: tagStart))
            }
            if rawTag == .doc {
                try checkDoc(arguments: argumentsStart..<innerEnd, body: index..<end.start)
                if index < end.start {
                    tokens.append(MarkupToken(kind: .docBody, contents: index..<end.start, offset: index))
                }
            }
            if rawTag.keepsBody {
                appendText(
                    index..<end.start, trimLeading: trimNextText, trimTrailing: end.trimBefore, kind: .rawText,
                    to: &tokens)
            }
            trimNextText = end.trimAfter
            index = end.after
            textStart = index
        }
        appendText(textStart..<count, trimLeading: trimNextText, trimTrailing: false, to: &tokens)
        return tokens
    }

    /// Checks a `doc` tag as Liquid does: no arguments, and no `doc` inside its body.
    /// - Throws: `TemplateError` at the arguments or at the inner `doc`.
    private func checkDoc(arguments: Range<Int>, body: Range<Int>) throws(TemplateError) {
        if let first = arguments.first(where: { !isWhitespace(bytes[$0]) }) {
            throw TemplateError(
                .syntax("'doc' takes no arguments; write the text between {% doc %} and {% enddoc %}"),
                at: source.location(at: first))
        }
        if let inner = findEndTag(RawTag.doc.rawValue, from: body.lowerBound), inner.start < body.upperBound {
            throw TemplateError(
                .syntax("a 'doc' cannot hold another 'doc'; end the first with {% enddoc %}"),
                at: source.location(at: inner.start))
        }
    }

    /// The offset of the `{%` that opens markup whose inner text starts at `innerStart`.
    private func markupStart(_ innerStart: Int) -> Int {
        bytes[innerStart - 1] == UInt8(ascii: "-") ? innerStart - 3 : innerStart - 2
    }

    private func appendText(
        _ range: Range<Int>, trimLeading: Bool, trimTrailing: Bool, kind: MarkupToken.Kind = .text,
        to tokens: inout [MarkupToken]
    ) {
        var lower = range.lowerBound
        var upper = range.upperBound
        if trimLeading { while lower < upper, isWhitespace(bytes[lower]) { lower += 1 } }
        if trimTrailing { while upper > lower, isWhitespace(bytes[upper - 1]) { upper -= 1 } }
        if lower < upper {
            tokens.append(MarkupToken(kind: kind, contents: lower..<upper, offset: lower))
        }
    }

    /// Finds `}}` or `%}` after `start`, skipping quoted strings so that `"}}"` inside a literal is fine.
    private func findClosing(_ first: UInt8, from start: Int) -> Int? {
        var index = start
        var quote: UInt8?
        while index < source.templateRange.upperBound {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == first, index + 1 < source.templateRange.upperBound, bytes[index + 1] == UInt8(ascii: "}")
            {
                return index
            }
            index += 1
        }
        return nil
    }

    /// True for `{% # … %}`, a comment in a tag.
    func isInlineComment(_ range: Range<Int>) -> Bool {
        var start = range.lowerBound
        while start < range.upperBound, isWhitespace(bytes[start]) { start += 1 }
        return start < range.upperBound && bytes[start] == UInt8(ascii: "#")
    }

    /// Splits a tag's markup into its name and the offset where its arguments begin.
    func tagName(in range: Range<Int>) -> (String, Int) {
        var start = range.lowerBound
        while start < range.upperBound, isWhitespace(bytes[start]) { start += 1 }
        var end = start
        while end < range.upperBound, isNameByte(bytes[end]) { end += 1 }
        return (source.string(start..<end), end)
    }

    /// Finds `{% endraw %}` (with optional dashes and spaces) at or after `start`.
    func findEndTag(_ name: String, from start: Int) -> (
        start: Int, after: Int, trimBefore: Bool, trimAfter: Bool
    )? {
        let nameBytes = Array(name.utf8)
        let limit = source.templateRange.upperBound
        var index = start
        while index + 1 < limit {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "{"), bytes[index + 1] == UInt8(ascii: "%") else { continue }
            var cursor = index + 2
            let trimBefore = cursor < limit && bytes[cursor] == UInt8(ascii: "-")
            if trimBefore { cursor += 1 }
            while cursor < limit, isWhitespace(bytes[cursor]) { cursor += 1 }
            guard limit - cursor >= nameBytes.count, Array(bytes[cursor..<cursor + nameBytes.count]) == nameBytes
            else { continue }
            cursor += nameBytes.count
            while cursor < limit, isWhitespace(bytes[cursor]) { cursor += 1 }
            let trimAfter = cursor < limit && bytes[cursor] == UInt8(ascii: "-")
            if trimAfter { cursor += 1 }
            guard cursor + 1 < limit, bytes[cursor] == UInt8(ascii: "%"), bytes[cursor + 1] == UInt8(ascii: "}")
            else { continue }
            return (index, cursor + 2, trimBefore, trimAfter)
        }
        return nil
    }
}

package func isWhitespace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
}

package func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
}
