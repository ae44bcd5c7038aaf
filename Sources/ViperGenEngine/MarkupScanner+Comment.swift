/// The bodies of `comment` blocks and `{%# … %}` tags, read as Liquid reads them.
extension MarkupScanner {
    /// Finds the `endcomment` that closes a `comment` whose body starts at `start`, reading the body as Liquid's
    /// tokenizer does: a `{%` runs to the next `%}` (quotes mean nothing there), a `{{` to the next `}` or `%}`,
    /// `comment` … `endcomment` nest, and a `raw` hides everything up to its `endraw`. So a broken tag in the body
    /// (`{% assign x = 1{% endcomment %}`) swallows the `endcomment` after it, and the comment is never closed.
    /// - Returns: The `endcomment` tag's start and end and its whitespace control; nil when the comment is never
    ///   closed.
    /// - Throws: `TemplateError` at a `raw` in the body that is never closed.
    func findCommentEnd(from start: Int) throws(TemplateError) -> (
        start: Int, after: Int, trimBefore: Bool, trimAfter: Bool
    )? {
        let limit = source.templateRange.upperBound
        var depth = 1
        var index = start
        while index + 1 < limit {
            guard bytes[index] == UInt8(ascii: "{") else {
                index += 1
                continue
            }
            if bytes[index + 1] == UInt8(ascii: "{") {
                index = endOfOutputToken(from: index + 2)
                continue
            }
            guard bytes[index + 1] == UInt8(ascii: "%") else {
                index += 1
                continue
            }
            guard let close = firstTagEnd(from: index + 2) else { return nil }
            var nameStart = index + 2
            let trimBefore = bytes[nameStart] == UInt8(ascii: "-")
            if trimBefore { nameStart += 1 }
            let (name, _) = tagName(in: nameStart..<close)
            let tagStart = index
            index = close + 2
            switch name {
            case RawTag.raw.rawValue:
                guard let end = findEndTag(RawTag.raw.endTag, from: index) else {
                    throw TemplateError(.unclosedBlock(name), at: source.location(at: tagStart))
                }
                index = end.after
            case RawTag.comment.rawValue:
                depth += 1
            case RawTag.comment.endTag:
                depth -= 1
                if depth == 0 {
                    return (tagStart, index, trimBefore, close > tagStart + 2 && bytes[close - 1] == UInt8(ascii: "-"))
                }
            default:
                break
            }
        }
        return nil
    }

    /// Where a `{{ …` token inside a comment ends, as Liquid's tokenizer ends it: after the first `}}`, `}` or `%}`;
    /// just after the `{{` when none follows.
    private func endOfOutputToken(from start: Int) -> Int {
        let limit = source.templateRange.upperBound
        var index = start
        while index < limit {
            if bytes[index] == UInt8(ascii: "}") {
                return index + 1 < limit && bytes[index + 1] == UInt8(ascii: "}") ? index + 2 : index + 1
            }
            if bytes[index] == UInt8(ascii: "%"), index + 1 < limit, bytes[index + 1] == UInt8(ascii: "}") {
                return index + 2
            }
            index += 1
        }
        return start
    }

    /// The first `%}` at or after `start`, quotes or not.
    func firstTagEnd(from start: Int) -> Int? {
        let limit = source.templateRange.upperBound
        var index = start
        while index + 1 < limit {
            if bytes[index] == UInt8(ascii: "%"), bytes[index + 1] == UInt8(ascii: "}") { return index }
            index += 1
        }
        return nil
    }

    /// True when the tag whose markup starts at `start` (after `{%` and any `-`) is an inline comment, `{%# … %}`.
    func startsInlineComment(at start: Int) -> Bool {
        var index = start
        let limit = source.templateRange.upperBound
        while index < limit, isWhitespace(bytes[index]) { index += 1 }
        return index < limit && bytes[index] == UInt8(ascii: "#")
    }

    /// Checks an inline comment's markup as Liquid does: each line after the first must start with `#`, so that a
    /// comment spread over lines cannot hide a tag.
    /// - Throws: `TemplateError` at the first character of a line that does not.
    func checkInlineComment(_ range: Range<Int>) throws(TemplateError) {
        var index = range.lowerBound
        while index < range.upperBound {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "\n") else { continue }
            var next = index + 1
            while next < range.upperBound, isWhitespace(bytes[next]) { next += 1 }
            if next < range.upperBound, bytes[next] != UInt8(ascii: "#") {
                throw TemplateError(
                    .syntax("each line of a '{%#' comment must start with '#'; add '#' or use {% comment %}"),
                    at: source.location(at: next))
            }
        }
    }
}
