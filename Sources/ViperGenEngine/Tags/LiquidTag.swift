/// `{% liquid … %}`: several tags in one, one a line, without delimiters (`echo` prints). The scanner turns each
/// line into a tag token, so the parser sees ordinary tags; `comment` … `endcomment` lines are dropped, and
/// `# …` lines are comments. A line may itself start with `liquid` (`liquid echo 'a'`): the rest of the line is
/// that inner tag's one line. As in Liquid, the blocks a `liquid` tag opens close inside it, and it cannot close
/// or continue (`else`) a block opened outside it.
package enum LiquidTag {
    static let name = "liquid"
}

extension MarkupScanner {
    /// Appends one tag token a non-empty line of a `liquid` tag's markup `range`.
    /// - Throws: `TemplateError` for `raw` inside `liquid`, a line without a tag name, a `comment` line never
    ///   ended, a block not closed inside the tag, or an end or inner tag of a block opened outside it.
    func appendLiquidTagLines(_ range: Range<Int>, to tokens: inout [MarkupToken]) throws(TemplateError) {
        var lineStart = range.lowerBound
        var commentStart: Int?
        var blocks = LiquidTagBlocks()
        while lineStart < range.upperBound {
            var lineEnd = lineStart
            while lineEnd < range.upperBound, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            defer { lineStart = lineEnd + 1 }
            var (name, argumentsStart) = tagName(in: lineStart..<lineEnd)
            var nameStart = argumentsStart - name.utf8.count
            // `liquid liquid echo 'a'`: each inner `liquid` holds the rest of the line as its only line.
            var innerLiquid = false
            while commentStart == nil, name == LiquidTag.name {
                innerLiquid = true
                (name, argumentsStart) = tagName(in: argumentsStart..<lineEnd)
                nameStart = argumentsStart - name.utf8.count
            }
            if innerLiquid, name.isEmpty || isInlineComment(nameStart..<lineEnd) { continue }
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
            case RawTag.raw.rawValue:
                throw TemplateError(
                    .syntax("'\(name)' cannot stand inside 'liquid'; close the 'liquid' tag first"),
                    at: source.location(at: nameStart))
            default:
                if innerLiquid {
                    var inner = LiquidTagBlocks()
                    try inner.record(name, at: nameStart, in: source)
                    try inner.checkClosed(in: source)
                } else {
                    try blocks.record(name, at: nameStart, in: source)
                }
                tokens.append(
                    MarkupToken(kind: .tag(name: name), contents: argumentsStart..<lineEnd, offset: nameStart))
            }
        }
        if let commentStart {
            throw TemplateError(.unclosedBlock(RawTag.comment.rawValue), at: source.location(at: commentStart))
        }
        try blocks.checkClosed(in: source)
    }

    private func isBlank(_ range: Range<Int>) -> Bool {
        bytes[range].allSatisfy(isWhitespace)
    }
}

/// The blocks a `liquid` tag has opened and not yet closed, to keep its blocks inside it.
private struct LiquidTagBlocks {
    /// Each open block's end tag and the offset of its name, innermost last.
    private var open: [(endTag: String, offset: Int)] = []

    /// Records the tag `name` at `offset`: a block tag opens, its end tag closes.
    /// - Throws: `TemplateError` for an end or inner tag (`endif`, `else`) while no block of this tag is open.
    mutating func record(_ name: String, at offset: Int, in source: SourceText) throws(TemplateError) {
        if let endTag = TagRegistry.tags[name]?.endTag {
            open.append((endTag, offset))
            return
        }
        guard TagRegistry.innerAndEndTags.contains(name), open.isEmpty else {
            if open.last?.endTag == name { open.removeLast() }
            return
        }
        throw TemplateError(
            .syntax("'\(name)' inside 'liquid' cannot end or continue a block opened outside it; move it out"),
            at: source.location(at: offset))
    }

    /// - Throws: `TemplateError` at the innermost block still open.
    func checkClosed(in source: SourceText) throws(TemplateError) {
        guard let last = open.last else { return }
        throw TemplateError(.unclosedBlock(String(last.endTag.dropFirst(3))), at: source.location(at: last.offset))
    }
}
