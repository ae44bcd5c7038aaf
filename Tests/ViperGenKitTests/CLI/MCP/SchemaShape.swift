@testable import ViperGenMCP

/// A structural check of a JSON value against the subset of JSON Schema the `--json` documents' schemas use:
/// `type`, `enum`, `properties`, `required`, `additionalProperties`, `items` and `anyOf`. Not a JSON Schema
/// validator: the SDK test (`Tests/Interop/mcp_client.py`) validates with `jsonschema`; this one runs without Python.
enum SchemaShape {
    /// Every way `value` misses `schema`, as `$.files[0].kind: …`; empty when it fits.
    static func problems(_ value: MCPValue, _ schema: MCPValue, at path: String = "$") -> [String] {
        if let branches = schema["anyOf"]?.array {
            let results = branches.map { problems(value, $0, at: path) }
            if results.contains(where: \.isEmpty) { return [] }
            return [
                "\(path): fits no branch of anyOf ("
                    + results.map { $0.joined(separator: "; ") }.joined(separator: " | ") + ")"
            ]
        }
        if let type = schema["type"], !fits(value, type) {
            return ["\(path): \(value.text()) is not \(type.text())"]
        }
        if let choices = schema["enum"]?.array, !choices.contains(value) {
            return ["\(path): \(value.text()) is not one of \(schema["enum"]!.text())"]
        }
        var found: [String] = []
        if case .object(let members) = value {
            let properties = schema["properties"]?.object ?? [:]
            for key in schema["required"]?.array?.compactMap(\.string) ?? [] where members[key] == nil {
                found.append("\(path): '\(key)' is required")
            }
            for (key, member) in members.sorted(by: { $0.key < $1.key }) {
                if let property = properties[key] {
                    found += problems(member, property, at: "\(path).\(key)")
                } else if schema["additionalProperties"] == .bool(false) {
                    found.append("\(path): '\(key)' is not in the schema")
                } else if let additional = schema["additionalProperties"], additional.object != nil {
                    found += problems(member, additional, at: "\(path).\(key)")
                }
            }
        }
        if case .array(let items) = value, let item = schema["items"] {
            for (index, element) in items.enumerated() { found += problems(element, item, at: "\(path)[\(index)]") }
        }
        return found
    }

    private static func fits(_ value: MCPValue, _ type: MCPValue) -> Bool {
        if let types = type.array { return types.contains { fits(value, $0) } }
        switch (type.string, value) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null),
            ("number", .number):
            return true
        case ("integer", .number(let number)): return number.rounded() == number
        default: return false
        }
    }
}
