/// Splits Swift source into `SwiftToken`s, skipping whitespace and comments (nested `/* */` included) and reading
/// string literals whole: single-line, multi-line (`"""`), raw (`#"…"#`) and with interpolations (`\(…)`, which may
/// hold strings and comments of their own). Regex literals are not recognised; `/` is an operator.
struct SwiftTokenScanner {
    /// Why the source cannot be split, and at which byte.
    struct Failure: Error, Equatable {
        /// What is wrong, for a message.
        let problem: String
        /// The byte offset where the problem starts.
        let offset: Int
    }

    private let bytes: [UInt8]
    private var index = 0
    private var sawLineBreak = true

    /// A scanner over the UTF-8 bytes of a source file.
    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Every token of the source.
    /// - Throws: `Failure` for an unterminated string literal, comment or `` `identifier` ``.
    mutating func tokens() throws(Failure) -> [SwiftToken] {
        var tokens: [SwiftToken] = []
        while let token = try next() { tokens.append(token) }
        return tokens
    }

    /// The next token, or `nil` at the end.
    private mutating func next() throws(Failure) -> SwiftToken? {
        try skipTrivia()
        guard index < bytes.count else { return nil }
        let start = index
        let startsLine = sawLineBreak
        sawLineBreak = false
        let byte = bytes[index]
        let kind: SwiftToken.Kind
        switch byte {
        case UInt8(ascii: "\""):
            kind = .string(value: try scanString(hashes: 0))
        case UInt8(ascii: "#"):
            var hashes = 0
            while index + hashes < bytes.count, bytes[index + hashes] == UInt8(ascii: "#") { hashes += 1 }
            if index + hashes < bytes.count, bytes[index + hashes] == UInt8(ascii: "\"") {
                index += hashes
                kind = .string(value: try scanString(hashes: hashes))
            } else {
                index += 1
                let nameStart = index
                while index < bytes.count, Self.isIdentifierByte(bytes[index]) { index += 1 }
                kind = .directive(String(decoding: bytes[nameStart..<index], as: UTF8.self))
            }
        case UInt8(ascii: "`"):
            index += 1
            let nameStart = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n") {
                index += 1
            }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "`") else {
                throw Failure(problem: "this `name is not closed on its line; add the closing backquote", offset: start)
            }
            kind = .identifier(String(decoding: bytes[nameStart..<index], as: UTF8.self))
            index += 1
        case _ where Self.isIdentifierStart(byte):
            while index < bytes.count, Self.isIdentifierByte(bytes[index]) { index += 1 }
            kind = .identifier(String(decoding: bytes[start..<index], as: UTF8.self))
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            while index < bytes.count,
                Self.isIdentifierByte(bytes[index])
                    || (bytes[index] == UInt8(ascii: ".") && index + 1 < bytes.count
                        && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index + 1]))
            {
                index += 1
            }
            kind = .other
        case _ where Self.singlePunctuation.contains(byte):
            index += 1
            kind = .punctuation(String(UnicodeScalar(byte)))
        case _ where Self.operatorBytes.contains(byte):
            while index < bytes.count, Self.operatorBytes.contains(bytes[index]), !startsComment(at: index) {
                index += 1
            }
            kind = .punctuation(String(decoding: bytes[start..<index], as: UTF8.self))
        default:
            index += 1
            kind = .other
        }
        return SwiftToken(kind: kind, range: start..<index, startsLine: startsLine)
    }

    /// Skips whitespace and comments, noting line breaks.
    private mutating func skipTrivia() throws(Failure) {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                sawLineBreak = true
                index += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                index += 1
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                try skipBlockComment()
            default:
                return
            }
        }
    }

    private mutating func skipBlockComment() throws(Failure) {
        let start = index
        var depth = 0
        while index < bytes.count {
            if startsComment(at: index) && bytes[index + 1] == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count
                && bytes[index + 1] == UInt8(ascii: "/")
            {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                if bytes[index] == UInt8(ascii: "\n") { sawLineBreak = true }
                index += 1
            }
        }
        throw Failure(problem: "this /* comment is never closed; add */", offset: start)
    }

    private func startsComment(at offset: Int) -> Bool {
        bytes[offset] == UInt8(ascii: "/") && offset + 1 < bytes.count
            && (bytes[offset + 1] == UInt8(ascii: "/") || bytes[offset + 1] == UInt8(ascii: "*"))
    }

    /// Reads a string literal from its opening quote, `hashes` `#` after the opening ones. Returns the literal's text
    /// when it is a single-line literal with no escape or interpolation, else `nil`.
    private mutating func scanString(hashes: Int) throws(Failure) -> String? {
        let start = index - hashes
        let multiline = matches("\"\"\"", at: index)
        index += multiline ? 3 : 1
        let contentStart = index
        var plain = !multiline
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\""), !multiline || matches("\"\"\"", at: index) {
                let quoteLength = multiline ? 3 : 1
                if closesWithHashes(hashes, at: index + quoteLength) {
                    let contentEnd = index
                    index += quoteLength + hashes
                    return plain ? String(decoding: bytes[contentStart..<contentEnd], as: UTF8.self) : nil
                }
                index += 1
                continue
            }
            if byte == UInt8(ascii: "\n"), !multiline {
                throw Failure(
                    problem: "this string literal is not closed on its line; add the closing quote", offset: start)
            }
            if byte == UInt8(ascii: "\\"), closesWithHashes(hashes, at: index + 1) {
                plain = false
                index += 1 + hashes
                if index < bytes.count, bytes[index] == UInt8(ascii: "(") {
                    try skipInterpolation()
                    continue
                }
            }
            index += 1
        }
        throw Failure(problem: "this string literal is never closed; add the closing quote", offset: start)
    }

    /// Skips `(…)` of an interpolation, from its opening parenthesis, reading the tokens inside.
    private mutating func skipInterpolation() throws(Failure) {
        let start = index
        index += 1
        var depth = 1
        let lineBreak = sawLineBreak
        while let token = try next() {
            if token.isPunctuation("(") { depth += 1 }
            if token.isPunctuation(")") {
                depth -= 1
                if depth == 0 {
                    sawLineBreak = lineBreak
                    return
                }
            }
        }
        throw Failure(problem: "this interpolation \\( is never closed; add )", offset: start)
    }

    private func closesWithHashes(_ hashes: Int, at offset: Int) -> Bool {
        guard offset + hashes <= bytes.count else { return false }
        return bytes[offset..<offset + hashes].allSatisfy { $0 == UInt8(ascii: "#") }
    }

    private func matches(_ text: String, at offset: Int) -> Bool {
        let count = text.utf8.count
        guard offset + count <= bytes.count else { return false }
        return bytes[offset..<offset + count].elementsEqual(text.utf8)
    }

    private static let singlePunctuation: Set<UInt8> = Set("()[]{},:;.".utf8)
    private static let operatorBytes: Set<UInt8> = Set("=+-*/%<>!&|^~?".utf8)

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
