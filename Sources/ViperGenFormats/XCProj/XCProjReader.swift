import ViperGenEngine
import ViperGenSupport

/// Reads `project.xcproj`, Xcode 27's JSON5 project file, into an `XCProjDocument`.
///
/// The grammar is JSON5's: objects with quoted or bare keys, arrays, strings in double or single quotes with JSON5's
/// escapes, numbers (decimal, hexadecimal, `Infinity`, `NaN`, a sign, a leading or trailing point), `true`,
/// `false`, `null`, `//` and `/* */` comments and trailing commas. A key may appear once in an object. Nesting is
/// limited to `maximumDepth`, so that hostile input cannot exhaust the stack; every error has a line and column.
/// The root must be an object, and its `required-capabilities` must all be known (`XCProjCapabilities`).
package struct XCProjReader {
    /// The deepest nesting read; Xcode's own files nest about 10 levels.
    static let maximumDepth = 64

    private let source: SourceText
    private var bytes: [UInt8] { source.bytes }
    private var index = 0
    /// The comments met by the last `skipTrivia`.
    private var comments: [Range<Int>] = []

    private init(source: SourceText) {
        self.source = source
    }

    /// Reads a whole project file.
    /// - Throws: `XcodeFormatError.malformed` at the first problem, `.unknownCapabilities` for a project that needs
    ///   what this reader does not know.
    package static func read(_ source: SourceText) throws(XcodeFormatError) -> XCProjDocument {
        var reader = XCProjReader(source: source)
        let document: XCProjDocument
        do {
            document = try reader.document()
        } catch {
            throw .malformed(problem: error.message, at: error.location)
        }
        try checkCapabilities(document)
        return document
    }

    /// The whole file as a document, its root an object.
    private mutating func document() throws(SourceProblem) -> XCProjDocument {
        try skipTrivia()
        let start = index
        guard start < bytes.count else { throw error("the file is empty; expected '{'") }
        guard bytes[start] == UInt8(ascii: "{") else { throw error("expected '{' at the start") }
        let root = try value(depth: 0)
        let end = index
        try skipTrivia()
        guard index == bytes.count else { throw error("unexpected text after the closing '}'") }
        return XCProjDocument(source: source, root: root, prefix: 0..<start, suffix: end..<bytes.count)
    }

    private static func checkCapabilities(_ document: XCProjDocument) throws(XcodeFormatError) {
        guard let capabilities = document.root[.requiredCapabilities] else { return }
        guard let elements = capabilities.elements else {
            throw .malformed(
                problem: "'required-capabilities' must be a list of strings",
                at: document.location(at: capabilities.offset))
        }
        var unknown: [String] = []
        for element in elements {
            guard let name = element.string else {
                throw .malformed(
                    problem: "'required-capabilities' must be a list of strings",
                    at: document.location(at: element.offset))
            }
            if !XCProjCapabilities.known.contains(name) { unknown.append(name) }
        }
        if !unknown.isEmpty {
            throw .unknownCapabilities(unknown, at: document.location(at: capabilities.offset))
        }
    }

    /// A problem at `offset` (at `index` when `nil`); `read(_:)` reports it as `XcodeFormatError.malformed`.
    private func error(_ problem: String, at offset: Int? = nil) -> SourceProblem {
        SourceProblem(problem, in: source, at: offset ?? index)
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    /// Skips whitespace (with U+00A0, U+FEFF, U+2028 and U+2029) and comments, recording the comments.
    private mutating func skipTrivia() throws(SourceProblem) {
        comments = []
        while index < bytes.count {
            let byte = bytes[index]
            if Self.isWhitespace(byte) {
                index += 1
            } else if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0xA0 {
                index += 2
            } else if byte == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBB, bytes[index + 2] == 0xBF {
                index += 3
            } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
                bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
            {
                index += 3
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                let start = index
                while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
                comments.append(start..<index)
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                let start = index
                var scan = index + 2
                while scan + 1 < bytes.count,
                    !(bytes[scan] == UInt8(ascii: "*") && bytes[scan + 1] == UInt8(ascii: "/"))
                {
                    scan += 1
                }
                guard scan + 1 < bytes.count else { throw error("comment is never closed; add '*/'", at: start) }
                index = scan + 2
                comments.append(start..<index)
            } else {
                return
            }
        }
    }

    /// Reads the value at `index` (trivia already skipped); `depth` counts the containers around it.
    private mutating func value(depth: Int) throws(SourceProblem) -> XCProjNode {
        guard index < bytes.count else { throw error("unexpected end of file; a value is missing") }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"):
            guard depth < Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) levels deep") }
            return try object(depth: depth + 1)
        case UInt8(ascii: "["):
            guard depth < Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) levels deep") }
            return try array(depth: depth + 1)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            let text = try string()
            return XCProjNode(.scalar(.string(text)), original: start..<index, offset: start)
        default:
            let word = bareWord()
            let scalar: XCProjNode.Scalar
            switch word {
            case "true": scalar = .bool(true)
            case "false": scalar = .bool(false)
            case "null": scalar = .null
            case "": throw error("unexpected character; expected a value")
            default:
                guard Self.isNumber(word) else { throw error("'\(word)' is not a value; quote strings", at: start) }
                scalar = .number(word)
            }
            return XCProjNode(.scalar(scalar), original: start..<index, offset: start)
        }
    }

    /// The run of bytes that can make up a bare word or a number at `index`.
    private mutating func bareWord() -> String {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            let isWordByte =
                (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
                || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: ".") || byte >= 0x80
            guard isWordByte else { break }
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Whether `word` is a JSON5 number.
    static func isNumber(_ word: String) -> Bool {
        var rest = Substring(word)
        if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
        if rest == "Infinity" || rest == "NaN" { return true }
        if rest.hasPrefix("0x") || rest.hasPrefix("0X") {
            let digits = rest.dropFirst(2)
            return !digits.isEmpty && digits.allSatisfy(\.isHexDigit)
        }
        var mantissa = rest
        if let e = rest.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = rest[..<e]
            var exponent = rest[rest.index(after: e)...]
            if exponent.first == "+" || exponent.first == "-" { exponent = exponent.dropFirst() }
            guard !exponent.isEmpty, exponent.allSatisfy({ $0.isASCII && $0.isNumber }) else { return false }
        }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, parts.contains(where: { !$0.isEmpty }) else { return false }
        return parts.allSatisfy { $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }

    private mutating func object(depth: Int) throws(SourceProblem) -> XCProjNode {
        let start = index
        index += 1
        var members: [XCProjMember] = []
        var keys: Set<String> = []
        while true {
            try skipTrivia()
            let leading = comments
            guard index < bytes.count else { throw error("unexpected end of file; expected '}'") }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                var node = XCProjNode(.object(members), original: start..<index, offset: start)
                node.trailingComments = leading
                node.isCompact = !bytes[start..<index].contains(0x0A)
                return node
            }
            let keyOffset = index
            let key: String
            if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
                key = try string()
            } else {
                key = bareWord()
                guard !key.isEmpty, !Self.isNumber(key) || key.first?.isLetter == true else {
                    throw error("expected a key or '}'")
                }
            }
            guard keys.insert(key).inserted else { throw error("key '\(key)' appears twice", at: keyOffset) }
            try skipTrivia()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after the key")
            }
            index += 1
            try skipTrivia()
            var node = try value(depth: depth)
            node.leadingComments = leading
            members.append(XCProjMember(key: key, keyOffset: keyOffset, node: node))
            try skipTrivia()
            guard index < bytes.count else { throw error("unexpected end of file; expected ',' or '}'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] != UInt8(ascii: "}") {
                throw error("expected ',' or '}' after the value")
            }
        }
    }

    private mutating func array(depth: Int) throws(SourceProblem) -> XCProjNode {
        let start = index
        index += 1
        var elements: [XCProjNode] = []
        while true {
            try skipTrivia()
            let leading = comments
            guard index < bytes.count else { throw error("unexpected end of file; expected ']'") }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                var node = XCProjNode(.array(elements), original: start..<index, offset: start)
                node.trailingComments = leading
                node.isCompact = !bytes[start..<index].contains(0x0A)
                return node
            }
            var node = try value(depth: depth)
            node.leadingComments = leading
            elements.append(node)
            try skipTrivia()
            guard index < bytes.count else { throw error("unexpected end of file; expected ',' or ']'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] != UInt8(ascii: "]") {
                throw error("expected ',' or ']' after the element")
            }
        }
    }

    /// Reads the quoted string at `index` and returns its value (`JSONString`, as JSON5).
    private mutating func string() throws(SourceProblem) -> String {
        try JSONString.read(source, at: &index, .json5)
    }
}
