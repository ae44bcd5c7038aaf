import ViperGenEngine
import ViperGenSupport

/// Reads a JSON document into `JSONNode`s.
package struct JSONReader {
    static let maximumDepth = 64
    /// Up to how many members an object's keys are checked for duplicates one by one rather than through a set.
    static let keysCheckedOneByOne = 12
    private static let words: [([UInt8], JSONNode.Value)] = [
        (Array("true".utf8), .bool(true)), (Array("false".utf8), .bool(false)), (Array("null".utf8), .null),
    ]

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "e"), UInt8(ascii: "E"):
            true
        default: false
        }
    }

    private let source: SourceText
    private var bytes: [UInt8] { source.bytes }
    private var index = 0

    package init(source: SourceText) {
        self.source = source
    }

    /// Parses the whole document.
    /// - Throws: `SourceProblem` at the first byte that is not valid JSON.
    package mutating func read() throws(SourceProblem) -> JSONNode {
        let node = try value(depth: 0)
        skipWhitespace()
        guard index == bytes.count else { throw error("unexpected text after the JSON value") }
        return node
    }

    private func error(_ message: String, at offset: Int? = nil) -> SourceProblem {
        SourceProblem("invalid JSON: " + message, in: source, at: offset ?? index)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, isWhitespace(bytes[index]) { index += 1 }
    }

    private mutating func value(depth: Int) throws(SourceProblem) -> JSONNode {
        skipWhitespace()
        guard depth < Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) levels deep") }
        guard index < bytes.count else { throw error("unexpected end of file; a value is missing") }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var members: [(key: String, keyOffset: Int, value: JSONNode)] = []
            // Keys are checked for duplicates by comparing them with the earlier ones, and through a set only in a
            // large object: a set for every small object cost more than the rest of reading it.
            var keys: Set<String>?
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return JSONNode(value: .object([]), offset: start)
            }
            while true {
                skipWhitespace()
                let keyOffset = index
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                    throw error("expected a key in double quotes")
                }
                let key = try string()
                let duplicate: Bool
                if members.count < Self.keysCheckedOneByOne {
                    duplicate = members.contains { $0.key == key }
                } else {
                    if keys == nil { keys = Set(members.map(\.key)) }
                    duplicate = !keys!.insert(key).inserted
                }
                guard !duplicate else { throw error("duplicate key \"\(key)\"", at: keyOffset) }
                skipWhitespace()
                try expect(":", "':' after the key")
                members.append((key, keyOffset, try value(depth: depth + 1)))
                skipWhitespace()
                if try endOfList("}") { break }
            }
            return JSONNode(value: .object(members), offset: start)
        case UInt8(ascii: "["):
            index += 1
            var elements: [JSONNode] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return JSONNode(value: .array([]), offset: start)
            }
            while true {
                elements.append(try value(depth: depth + 1))
                skipWhitespace()
                if try endOfList("]") { break }
            }
            return JSONNode(value: .array(elements), offset: start)
        case UInt8(ascii: "\""):
            return JSONNode(value: .string(try string()), offset: start)
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            for (word, value) in Self.words where bytes[index...].starts(with: word) {
                index += word.count
                return JSONNode(value: value, offset: start)
            }
            throw error("unknown word; expected true, false or null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            while index < bytes.count, Self.isNumberByte(bytes[index]) { index += 1 }
            guard let number = Double(source.string(start..<index)) else { throw error("invalid number", at: start) }
            return JSONNode(value: .number(number), offset: start)
        default:
            throw error("unexpected character; expected a value")
        }
    }

    /// After an element: `,` continues (returns false), `closing` ends (returns true).
    private mutating func endOfList(_ closing: Unicode.Scalar) throws(SourceProblem) -> Bool {
        guard index < bytes.count else { throw error("unexpected end of file; expected ',' or '\(closing)'") }
        if bytes[index] == UInt8(ascii: closing) {
            index += 1
            return true
        }
        try expect(",", "',' or '\(closing)'")
        return false
    }

    /// Steps over `character`; `what` is built only for the message (an interpolation on every comma added up).
    private mutating func expect(_ character: Unicode.Scalar, _ what: @autoclosure () -> String) throws(SourceProblem) {
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { throw error("expected \(what())") }
        index += 1
    }

    private mutating func string() throws(SourceProblem) -> String {
        let start = index
        index += 1
        // Fast path: most strings have no escapes and decode straight from the bytes.
        var scan = index
        while scan < bytes.count, bytes[scan] != UInt8(ascii: "\""), bytes[scan] != UInt8(ascii: "\\"),
            bytes[scan] >= 0x20
        {
            scan += 1
        }
        if scan < bytes.count, bytes[scan] == UInt8(ascii: "\"") {
            defer { index = scan + 1 }
            return String(decoding: bytes[index..<scan], as: UTF8.self)
        }
        var decoded: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: decoded, as: UTF8.self)
            }
            if byte < 0x20 { throw error("control character in a string; escape it") }
            index += 1
            guard byte == UInt8(ascii: "\\") else {
                decoded.append(byte)
                continue
            }
            guard index < bytes.count else { break }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escape)
            case UInt8(ascii: "n"): decoded.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "t"): decoded.append(UInt8(ascii: "\t"))
            case UInt8(ascii: "r"): decoded.append(UInt8(ascii: "\r"))
            case UInt8(ascii: "b"): decoded.append(0x08)
            case UInt8(ascii: "f"): decoded.append(0x0C)
            case UInt8(ascii: "u"):
                let scalar = try unicodeEscape(startingAt: index - 2)
                decoded.append(contentsOf: Array(String(scalar).utf8))
            default:
                throw error("invalid escape '\\\(Character(Unicode.Scalar(escape)))'", at: index - 2)
            }
        }
        throw error("string is never closed; add '\"'", at: start)
    }

    /// Decodes the `\uXXXX` escape at `start` (its backslash), and the `\uXXXX` after it when the first is the
    /// high half of a surrogate pair, as JSON writes characters above U+FFFF (`\ud83d\ude00` is 😀). Leaves
    /// `index` after the escape.
    private mutating func unicodeEscape(startingAt start: Int) throws(SourceProblem) -> Unicode.Scalar {
        let code = try hexQuad(at: start + 2, escapeAt: start)
        index = start + 6
        if let scalar = Unicode.Scalar(code) { return scalar }
        // Built only when thrown: a location costs a walk of its line.
        func unpaired() -> SourceProblem {
            error(
                "unpaired surrogate '\\u\(source.string(start + 2..<start + 6))'; write a character above U+FFFF as "
                    + "both halves, such as '\\ud83d\\ude00', or as itself",
                at: start)
        }
        guard code < 0xDC00, index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u")
        else { throw unpaired() }
        let low = try hexQuad(at: index + 2, escapeAt: index)
        guard (0xDC00...0xDFFF).contains(low) else { throw unpaired() }
        index += 6
        return Unicode.Scalar(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00))!
    }

    /// The four hex digits at `offset`, exactly four as JSON requires (no sign, no fewer).
    private func hexQuad(at offset: Int, escapeAt escape: Int) throws(SourceProblem) -> UInt32 {
        var code: UInt32 = 0
        for digitOffset in offset..<offset + 4 {
            let byte = digitOffset < bytes.count ? bytes[digitOffset] : 0
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("invalid \\u escape; it takes four hex digits", at: escape)
            }
            code = code << 4 | UInt32(digit)
        }
        return code
    }
}
