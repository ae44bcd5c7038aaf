@testable import ViperGenEngine
@testable import ViperGenFormats

/// Reads `text` as YAML named `t.yml`.
func readYAML(_ text: String) throws(YAMLError) -> YAMLNode {
    var reader = YAMLReader(source: SourceText(name: "t.yml", text: text))
    return try reader.read()
}

/// The error reading `text` gives, as `line:col: message`, or a note that it read without one.
func yamlError(_ text: String) -> String {
    do {
        let node = try readYAML(text)
        return "no error; read \(compact(node))"
    } catch {
        return "\(error.location.line):\(error.location.column): \(error.message)"
    }
}

/// A one-line picture of a node: `{key: value}`, `[a, b]`, strings in double quotes, other scalars as resolved
/// (`true`, `12`, `1.5`, `null`).
func compact(_ node: YAMLNode) -> String {
    switch node.value {
    case .mapping(let entries):
        return "{" + entries.map { "\($0.key): \(compact($0.value))" }.joined(separator: ", ") + "}"
    case .sequence(let items):
        return "[" + items.map(compact).joined(separator: ", ") + "]"
    case .scalar:
        switch node.resolved {
        case .string(let text)?: return "\"" + text + "\""
        case .bool(let value)?: return "\(value)"
        case .integer(let value)?: return "\(value)"
        case .float(let value)?: return "\(value)"
        case .null?, nil: return "null"
        }
    }
}

/// Every key and value with its `line:col`, depth first in document order: `key@1:1`, `value@1:6`.
func positions(_ node: YAMLNode, in text: String) -> [String] {
    let source = SourceText(name: "t.yml", text: text)
    func at(_ offset: Int) -> String {
        let location = source.location(at: offset)
        return "\(location.line):\(location.column)"
    }
    var result: [String] = []
    var pending: [(label: String, node: YAMLNode)] = [("", node)]
    while let (label, node) = pending.popLast() {
        switch node.value {
        case .mapping(let entries):
            result.append("\(label){@\(at(node.offset))")
            for entry in entries.reversed() {
                pending.append(("\(entry.key)@\(at(entry.keyOffset))=", entry.value))
            }
        case .sequence(let items):
            result.append("\(label)[@\(at(node.offset))")
            pending += items.reversed().map { ("", $0) }
        case .scalar(let text, _):
            result.append("\(label)\(text)@\(at(node.offset))")
        }
    }
    return result
}
