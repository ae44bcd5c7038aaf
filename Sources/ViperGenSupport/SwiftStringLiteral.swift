/// Swift source for a string: the one escaper of text that viper-gen writes into Swift files (`Package.swift`'s
/// target names, the built-in templates compiled into the library).
package enum SwiftStringLiteral {
    /// The characters written as a backslash and a letter.
    private static let escapes: [Unicode.Scalar: String] = [
        "\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t",
    ]

    /// A Swift string literal that evaluates to exactly `text`: `"`, `\`, line breaks and tabs escaped as `\"`,
    /// `\\`, `\n`, `\r` and `\t`; every other character that cannot be seen (control and format characters, spaces
    /// other than U+0020, line and paragraph separators, private-use and unassigned code points) as `\u{…}`, so
    /// that the literal compiles and a reader sees each of them; everything else, letters outside ASCII included,
    /// as itself (`"Café"`, not `"Caf\u{e9}"`).
    package static func quoted(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            if let escape = escapes[scalar] {
                literal += escape
            } else if scalar.isASCII ? scalar.value < 0x20 || scalar.value == 0x7F : isInvisible(scalar) {
                literal += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    /// Whether `scalar`, outside ASCII, cannot be seen: a control or format character, a space, a line or paragraph
    /// separator, a private-use or unassigned code point.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned: true
        default: false
        }
    }
}
