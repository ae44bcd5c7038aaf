/// The rule for values that generated files place in a `//` comment (author, company, module description, project
/// name): one line of plain text. A line break would end the comment and turn the rest into code; tabs, escape
/// sequences and bidirectional controls change what a reader sees from what the compiler reads.
package enum HeaderText {
    /// The first character of `value` that a header value must not hold, with its 1-based position counted in
    /// Unicode scalars; `nil` when the value is plain text.
    static func forbiddenCharacter(in value: String) -> (description: String, position: Int)? {
        for (index, scalar) in value.unicodeScalars.enumerated() {
            if let name = forbiddenName(scalar) { return ("\(name) (\(codePoint(scalar)))", index + 1) }
        }
        return nil
    }

    /// The problem with `value` as one line: `--author contains a line break (U+000A) at character 2; …`, or `nil`.
    /// - Parameter what: How the user knows where the value came from: `--author`, `"author"`, `git config
    ///   user.name`.
    package static func problem(in value: String, what: String) -> String? {
        guard let (description, position) = forbiddenCharacter(in: value) else { return nil }
        return "\(what) contains \(description) at character \(position); values written into file headers must be "
            + "one line of plain text, remove it"
    }

    /// `U+000A`.
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    private static func forbiddenName(_ scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x0A, 0x0D, 0x0B, 0x0C, 0x85, 0x2028, 0x2029: "a line break"
        case 0x09: "a tab"
        case 0x1B: "an escape character"
        case 0x00...0x1F, 0x7F...0x9F: "a control character"
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: "a bidirectional control"
        default: nil
        }
    }
}
