import ViperGenEngine
import ViperGenSupport

/// The one reader of a quoted string in JSON and in JSON5: its escapes, `\u` surrogate pairs, and what is wrong
/// with them. `JSONReader` reads strict JSON's strings with it, `XCProjReader` JSON5's.
enum JSONString {
    /// Which grammar a string follows.
    enum Dialect {
        /// RFC 8259: double quotes, no control characters, the escapes `\" \\ \/ \b \f \n \r \t \uXXXX`.
        case json
        /// JSON5: single or double quotes, a line break only escaped, and also `\v`, `\0`, `\xXX`, line
        /// continuations and any other character escaping itself.
        case json5
    }

    /// The escapes of one character that both dialects read, and the byte each stands for.
    private static let sharedEscapes: [UInt8: UInt8] = [
        UInt8(ascii: "n"): 0x0A, UInt8(ascii: "t"): 0x09, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "b"): 0x08,
        UInt8(ascii: "f"): 0x0C, UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "\\"): UInt8(ascii: "\\"),
        UInt8(ascii: "/"): UInt8(ascii: "/"),
    ]

    /// Reads the quoted string whose opening quote is at `index` in `source`, and leaves `index` after its closing
    /// quote.
    /// - Throws: `SourceProblem` (its message without the reader's prefix) at the first byte the dialect does not
    ///   allow: at the string's start for a string never closed, at its backslash for a bad escape.
    static func read(_ source: SourceText, at index: inout Int, _ dialect: Dialect) throws(SourceProblem) -> String {
        let bytes = source.bytes
        let start = index
        let quote = bytes[index]
        index += 1
        // Fast path: most strings have no escapes and decode straight from the bytes.
        var scan = index
        while scan < bytes.count, bytes[scan] != quote, bytes[scan] != UInt8(ascii: "\\"),
            dialect == .json ? bytes[scan] >= 0x20 : bytes[scan] != 0x0A && bytes[scan] != 0x0D
        {
            scan += 1
        }
        if scan < bytes.count, bytes[scan] == quote {
            defer { index = scan + 1 }
            return try text(bytes[index..<scan], dialect, source: source, start: start)
        }
        var decoded = Array(bytes[index..<scan])
        index = scan
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                index += 1
                return try text(decoded[...], dialect, source: source, start: start)
            }
            switch dialect {
            case .json:
                if byte < 0x20 {
                    throw SourceProblem("control character in a string; escape it", in: source, at: index)
                }
            case .json5:
                if byte == 0x0A || byte == 0x0D {
                    throw SourceProblem("string is never closed on its line", in: source, at: start)
                }
            }
            guard byte == UInt8(ascii: "\\") else {
                decoded.append(byte)
                index += 1
                continue
            }
            guard index + 1 < bytes.count else { break }
            let escapeStart = index
            let escaped = bytes[index + 1]
            index += 2
            if let byte = Self.sharedEscapes[escaped] {
                decoded.append(byte)
                continue
            }
            switch escaped {
            case UInt8(ascii: "u"):
                let scalar = try unicodeEscape(source, at: escapeStart, index: &index, dialect)
                decoded.append(contentsOf: Array(String(scalar).utf8))
            default:
                guard dialect == .json5 else {
                    throw SourceProblem(
                        "invalid escape '\\\(Character(Unicode.Scalar(escaped)))'", in: source, at: escapeStart)
                }
                try json5Escape(escaped, source, at: escapeStart, index: &index, into: &decoded)
            }
        }
        let closing = Character(Unicode.Scalar(quote))
        throw SourceProblem("string is never closed; add '\(closing)'", in: source, at: start)
    }

    /// The string of `decoded`: invalid UTF-8 is replaced in JSON (as it was read), and refused in JSON5.
    private static func text(_ decoded: ArraySlice<UInt8>, _ dialect: Dialect, source: SourceText, start: Int)
        throws(SourceProblem) -> String
    {
        guard dialect == .json5 else { return String(decoding: decoded, as: UTF8.self) }
        guard let text = String(strictUTF8: decoded) else {
            throw SourceProblem("the string is not UTF-8 text", in: source, at: start)
        }
        return text
    }

    /// The escapes only JSON5 has (`\v`, `\0`, `\xXX`, a line continuation), and any other character, which
    /// escapes itself; `index` is after `escaped`.
    private static func json5Escape(
        _ escaped: UInt8, _ source: SourceText, at escapeStart: Int, index: inout Int, into decoded: inout [UInt8]
    ) throws(SourceProblem) {
        switch escaped {
        case UInt8(ascii: "v"): decoded.append(0x0B)
        case UInt8(ascii: "0"): decoded.append(0x00)
        case 0x0A: break
        case 0x0D: if index < source.bytes.count, source.bytes[index] == 0x0A { index += 1 }
        case UInt8(ascii: "x"):
            let code = try hexDigits(2, source, at: index, escapeAt: escapeStart, .json5)
            index += 2
            decoded.append(contentsOf: Array(String(Unicode.Scalar(UInt8(code))).utf8))
        default: decoded.append(escaped)
        }
    }

    /// Decodes the `\uXXXX` escape at `start` (its backslash), and the `\uXXXX` after it when the first is the high
    /// half of a surrogate pair, as JSON writes characters above U+FFFF (`\ud83d\ude00` is 😀). Leaves `index`
    /// after the escape.
    private static func unicodeEscape(_ source: SourceText, at start: Int, index: inout Int, _ dialect: Dialect)
        throws(SourceProblem) -> Unicode.Scalar
    {
        let bytes = source.bytes
        let code = try hexDigits(4, source, at: start + 2, escapeAt: start, dialect)
        index = start + 6
        if let scalar = Unicode.Scalar(code) { return scalar }
        // Built only when thrown: a location costs a walk of its line.
        func unpaired(lowHalfFound: Bool) -> SourceProblem {
            switch dialect {
            case .json:
                SourceProblem(
                    "unpaired surrogate '\\u\(source.string(start + 2..<start + 6))'; write a character above "
                        + "U+FFFF as both halves, such as '\\ud83d\\ude00', or as itself",
                    in: source, at: start)
            case .json5:
                SourceProblem(
                    lowHalfFound ? "invalid surrogate pair in a \\u escape" : "\\u escape of a lone surrogate",
                    in: source, at: start)
            }
        }
        guard code < 0xDC00, index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u")
        else { throw unpaired(lowHalfFound: false) }
        let low = try hexDigits(4, source, at: index + 2, escapeAt: index, dialect)
        guard (0xDC00...0xDFFF).contains(low) else { throw unpaired(lowHalfFound: true) }
        index += 6
        return Unicode.Scalar(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00))!
    }

    /// The `count` hex digits at `offset`, exactly that many (no sign, no fewer), of the escape at `escape`.
    private static func hexDigits(
        _ count: Int, _ source: SourceText, at offset: Int, escapeAt escape: Int, _ dialect: Dialect
    ) throws(SourceProblem) -> UInt32 {
        let bytes = source.bytes
        if dialect == .json5, offset + count > bytes.count {
            throw SourceProblem("incomplete escape", in: source, at: escape)
        }
        var code: UInt32 = 0
        for digitOffset in offset..<offset + count {
            let byte = digitOffset < bytes.count ? bytes[digitOffset] : 0
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default:
                let message =
                    dialect == .json
                    ? "invalid \\u escape; it takes four hex digits" : "invalid hexadecimal digit in an escape"
                throw SourceProblem(message, in: source, at: escape)
            }
            code = code << 4 | UInt32(digit)
        }
        return code
    }
}
