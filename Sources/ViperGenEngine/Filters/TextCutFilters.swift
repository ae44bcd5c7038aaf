/// Liquid's filters that cut text or lists: `slice`, `truncate`, `truncatewords`.
///
/// Lengths count characters as Swift does (a letter with its accents is one), where Ruby counts code points; the
/// two agree except for combining marks and emoji sequences, which are never cut in half here.
package enum TextCutFilters {
    static let all: [Filter] = [
        Filter("slice", arity: 1...2, slice),
        Filter("truncate", arity: 0...2, truncate),
        Filter("truncatewords", arity: 0...2, truncateWords),
    ]

    /// `length` items or characters (default 1) from `offset`; a negative offset counts from the end. Nothing when
    /// the offset is outside the input or the length is negative.
    private static func slice(_ input: TemplateValue, _ arguments: FilterArguments) throws(FilterFailure)
        -> TemplateValue
    {
        let offset = try arguments.positional[0].filterInteger(argument: 1)
        let length = try arguments[1]?.filterInteger(argument: 2) ?? 1
        if case .list(let items) = input {
            return .list(Array(items[slicedRange(count: items.count, offset: offset, length: length)]))
        }
        let characters = Array(try input.filterText())
        return .string(String(characters[slicedRange(count: characters.count, offset: offset, length: length)]))
    }

    private static func slicedRange(count: Int, offset: Int, length: Int) -> Range<Int> {
        let start = offset < 0 ? count + offset : offset
        guard start >= 0, start <= count, length >= 0 else { return 0..<0 }
        return start..<start + min(length, count - start)
    }

    /// The text cut to `length` characters (default 50) including the ellipsis (default `...`).
    private static func truncate(_ input: TemplateValue, _ arguments: FilterArguments) throws(FilterFailure)
        -> TemplateValue
    {
        if input == .nil { return .nil }
        let text = try input.filterText()
        let length = try arguments[0]?.filterInteger(argument: 1) ?? 50
        let ellipsis = try arguments[1]?.filterText() ?? "..."
        guard text.count > length else { return .string(text) }
        return .string(text.prefix(length > ellipsis.count ? length - ellipsis.count : 0) + ellipsis)
    }

    /// The first `count` words (default 15, at least 1) joined by single spaces, with the ellipsis (default
    /// `...`) when words were dropped; the text unchanged when it has no more words than that.
    private static func truncateWords(_ input: TemplateValue, _ arguments: FilterArguments) throws(FilterFailure)
        -> TemplateValue
    {
        if input == .nil { return .nil }
        let text = try input.filterText()
        let count = try max(1, arguments[0]?.filterInteger(argument: 1) ?? 15)
        let ellipsis = try arguments[1]?.filterText() ?? "..."
        let isSpace: (Unicode.Scalar) -> Bool = { String.asciiWhitespace.contains($0) }
        let words = text.unicodeScalars.split(whereSeparator: isSpace)
        // Ruby's `split(" ", count + 1)` also makes a last, empty piece of whitespace after the last word kept.
        let endsInSpace = text.unicodeScalars.last.map(isSpace) ?? false
        guard words.count > count || (words.count == count && endsInSpace) else { return .string(text) }
        return .string(words.prefix(count).map(String.init).joined(separator: " ") + ellipsis)
    }
}
