import ViperGenEngine
import ViperGenFormats
import ViperGenSupport

/// A JSON value as the MCP server reads and writes it: JSON-RPC messages, tool arguments, schemas and results.
///
/// Objects are dictionaries (a repeated key keeps its last value, as JSON parsers commonly do); `text` writes keys
/// sorted, so that every message and schema the server prints is the same bytes for the same value.
package indirect enum MCPValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([MCPValue])
    case object([String: MCPValue])

    /// Parses one JSON document.
    /// - Throws: `SourceProblem` at the first byte that is not JSON (`invalid JSON: …`, line and column).
    package static func parse(_ text: String, name: String = "message") throws(SourceProblem) -> MCPValue {
        var reader = JSONReader(source: SourceText(name: name, text: text))
        return MCPValue(try reader.read())
    }

    /// Parses one JSON-RPC message, and how its `id` member is spelled when that is a number: an answer carries the
    /// id as it was sent, and a double holds few numbers exactly (9007199254740993 reads as 9007199254740992).
    /// - Throws: `SourceProblem` at the first byte that is not JSON (`invalid JSON: …`, line and column).
    package static func parseMessage(_ text: String) throws(SourceProblem)
        -> (message: MCPValue, idSpelling: String?)
    {
        let source = SourceText(name: "message", text: text)
        var reader = JSONReader(source: source)
        let node = try reader.read()
        var spelling: String?
        // The last `id`, as the value keeps a repeated key's last value.
        if case .object(let members) = node.value, let id = members.last(where: { $0.key == "id" })?.value,
            case .number = id.value
        {
            let numberBytes = Set("+-.0123456789eE".utf8)
            spelling = String(decoding: source.bytes[id.offset...].prefix { numberBytes.contains($0) }, as: UTF8.self)
        }
        return (MCPValue(node), spelling)
    }

    /// The value of a parsed JSON node.
    init(_ node: JSONNode) {
        switch node.value {
        case .null: self = .null
        case .bool(let value): self = .bool(value)
        case .number(let value): self = .number(value)
        case .string(let value): self = .string(value)
        case .array(let items): self = .array(items.map(MCPValue.init))
        case .object(let members):
            var object: [String: MCPValue] = [:]
            for member in members { object[member.key] = MCPValue(member.value) }
            self = .object(object)
        }
    }

    /// The member `key` of an object; `nil` for a missing key or a value that is not an object.
    package subscript(key: String) -> MCPValue? {
        if case .object(let object) = self { object[key] } else { nil }
    }

    /// The string, if the value is one.
    package var string: String? {
        if case .string(let value) = self { value } else { nil }
    }

    /// The members, if the value is an object.
    package var object: [String: MCPValue]? {
        if case .object(let value) = self { value } else { nil }
    }

    /// The items, if the value is an array.
    package var array: [MCPValue]? {
        if case .array(let value) = self { value } else { nil }
    }

    /// What the value is, for messages: `a string`, `an object`.
    package var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The value as JSON text with sorted keys: on one line (a protocol message), or indented by two spaces.
    package func text(pretty: Bool = false) -> String {
        var output = ""
        write(to: &output, indent: pretty ? "" : nil)
        return output
    }

    private func write(to output: inout String, indent: String?) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let value): output += Self.numberText(value)
        case .string(let value): output += JSONText.quoted(value)
        case .array(let items):
            writeList(items.map { (nil, $0) }, open: "[", close: "]", to: &output, indent: indent)
        case .object(let members):
            writeList(
                members.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, open: "{", close: "}", to: &output,
                indent: indent)
        }
    }

    private func writeList(
        _ items: [(key: String?, value: MCPValue)], open: String, close: String, to output: inout String,
        indent: String?
    ) {
        output += open
        guard !items.isEmpty else { return output += close }
        let inner = indent.map { $0 + "  " }
        for (index, item) in items.enumerated() {
            if index > 0 { output += "," }
            if let inner { output += "\n" + inner }
            if let key = item.key { output += JSONText.quoted(key) + (indent == nil ? ":" : ": ") }
            item.value.write(to: &output, indent: inner)
        }
        if let indent { output += "\n" + indent }
        output += close
    }

    /// A whole number without a fraction (`3`, not `3.0`); others as Swift writes them, which is valid JSON.
    private static func numberText(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992 { return String(Int64(value)) }
        return "\(value)"
    }
}

extension MCPValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    package init(stringLiteral value: String) { self = .string(value) }
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    package init(integerLiteral value: Int) { self = .number(Double(value)) }
    package init(arrayLiteral elements: MCPValue...) { self = .array(elements) }
    package init(dictionaryLiteral elements: (String, MCPValue)...) {
        self = .object(Dictionary(elements) { $1 })
    }
}
