/// Which characters a terminal shows as they are, and how the others are spelled out.
///
/// Control characters (C0, C1 and DEL, so escape sequences, tabs and line breaks), line and paragraph separators
/// and the bidirectional embeddings, overrides and isolates move the cursor, clear the screen or reorder the text
/// around them: printed as they are, a name holding them could disguise other rows. Names may not contain them, and
/// text that reaches the screen from elsewhere (a store written by hand, a mistyped key) shows them as `<U+001B>`.
///
/// The three bidirectional *marks* are allowed: U+200E LEFT-TO-RIGHT MARK, U+200F RIGHT-TO-LEFT MARK and U+061C
/// ARABIC LETTER MARK. Each is an invisible letter with a direction, no more: it opens no scope, so it cannot reorder
/// the text after it the way an override does (U+202E turns `Buy\u{202E}klim` into what looks like `Buymilk`), and
/// Hebrew and Arabic text pasted from other apps holds them. The embeddings and overrides (U+202A–U+202E) and the
/// isolates (U+2066–U+2069) open a scope that reaches to the end of the line when left open: past the name, into
/// the rest of a row, so they stay refused.
extension Unicode.Scalar {
    /// Whether printing this scalar could change what the surrounding text looks like.
    public var isDisguising: Bool {
        switch properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        default: properties.isBidiControl && !isBidiMark
        }
    }

    /// Whether this is one of the bidirectional marks (U+200E, U+200F, U+061C), which set a direction without
    /// opening a scope.
    public var isBidiMark: Bool {
        value == 0x200E || value == 0x200F || value == 0x061C
    }

    /// Whether this scalar shows nothing by itself: white space, format characters such as zero-width spaces and
    /// joiners, other default-ignorable code points, and disguising ones.
    public var isInvisible: Bool {
        isDisguising || properties.isWhitespace || properties.isDefaultIgnorableCodePoint
            || properties.generalCategory == .format
    }

    /// `U+001B`: the code point in hexadecimal, at least four digits.
    public var codePointText: String {
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

extension String {
    /// The text with every disguising scalar spelled out as `<U+001B>`, safe to print on a terminal.
    public var spelledOut: String {
        guard unicodeScalars.contains(where: \.isDisguising) else { return self }
        var result = ""
        for scalar in unicodeScalars {
            if scalar.isDisguising {
                result += "<\(scalar.codePointText)>"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
