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

    /// The string at `index` (its opening quote), read as strict JSON (`JSONString`).
    private mutating func string() throws(SourceProblem) -> String {
        do {
            return try JSONString.read(source, at: &index, .json)
        } catch {
            throw SourceProblem("invalid JSON: " + error.message, at: error.location)
        }
    }
}
