/// The one formatter of positioned problems: templates, JSON, YAML and config files all print through it.
extension SourceLocation {
    /// `file:line:col: label message`, the source line, a caret under the column, then for a problem inside a
    /// snippet one `  included from file:line:col` line a frame of `includeChain`, innermost first. Everything
    /// shown is made safe for a terminal first (`TerminalText.safe`), so a line break or a bidirectional override
    /// in a file or a value can neither add a line nor reorder the one shown. No line break at the end.
    public func diagnostic(label: String, message: String, includeChain: [SourceLocation] = []) -> String {
        let shownLine = TerminalText.safe(lineText, keepingTabs: true)
        let beforeCaret = TerminalText.safe(String(lineText.prefix((caretColumn ?? column) - 1)), keepingTabs: true)
        let caret = String(beforeCaret.map { $0 == "\t" ? "\t" : " " }) + "^"
        return "\(position): \(label) \(TerminalText.safe(message))\n\(shownLine)\n\(caret)"
            + includeChain.reversed().map { "\n  included from \($0.position)" }.joined()
    }

    /// `file:line:col`, the file's name made safe for a terminal.
    public var position: String {
        "\(TerminalText.safe(file)):\(line):\(column)"
    }
}

/// Text from the user (a module name, a value, a file's line) made safe to print on one terminal line.
public enum TerminalText {
    /// `text` with every character that could change how a terminal shows the line spelled out as `<U+XXXX>`:
    /// control characters (line breaks, escape sequences; tabs too unless `keepingTabs`), DEL and the C1 controls,
    /// the line and paragraph separators, and the bidirectional marks, embeddings, overrides and isolates.
    public static func safe(_ text: String, keepingTabs: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { isUnsafe($0, keepingTabs: keepingTabs) }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar, keepingTabs: keepingTabs) {
                result += spelledOut(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `<U+202E>`: the code point in four or more upper-case hex digits.
    public static func spelledOut(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "<U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ">"
    }

    /// Whether `scalar` is one that `safe` spells out.
    public static func isUnsafe(_ scalar: Unicode.Scalar, keepingTabs: Bool = false) -> Bool {
        switch scalar.value {
        case 0x09: !keepingTabs
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
