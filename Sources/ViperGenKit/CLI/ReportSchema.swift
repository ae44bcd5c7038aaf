import ViperGenMCP

/// Builders of the JSON Schemas that describe the `--json` documents (each tool's `outputSchema` in `viper-gen mcp`).
///
/// An object lists every key its report encodes, requires the ones always printed (an optional property is left out
/// when it is nil) and allows no others, so that a key added to a report without its schema fails the tests that
/// validate real documents against it.
enum ReportSchema {
    /// An object with `required` keys, `optional` keys and no others.
    /// - Parameters:
    ///   - description: What the object is, when it needs saying.
    ///   - required: The keys always present, with their schemas.
    ///   - optional: The keys present only sometimes.
    static func object(
        _ description: String? = nil, required: [String: MCPValue], optional: [String: MCPValue] = [:]
    ) -> MCPValue {
        var schema: [String: MCPValue] = [
            "type": "object", "properties": .object(required.merging(optional) { first, _ in first }),
            "additionalProperties": false,
        ]
        if !required.isEmpty { schema["required"] = .array(required.keys.sorted().map(MCPValue.string)) }
        return described(schema, description)
    }

    /// A string, one of `values` when given.
    static func string(_ description: String? = nil, values: [String]? = nil) -> MCPValue {
        var schema: [String: MCPValue] = ["type": "string"]
        if let values { schema["enum"] = .array(values.map(MCPValue.string)) }
        return described(schema, description)
    }

    /// A whole number.
    static func integer(_ description: String? = nil) -> MCPValue {
        described(["type": "integer"], description)
    }

    /// `true` or `false`.
    static func boolean(_ description: String? = nil) -> MCPValue {
        described(["type": "boolean"], description)
    }

    /// An array of `items`.
    static func array(of items: MCPValue, _ description: String? = nil) -> MCPValue {
        described(["type": "array", "items": items], description)
    }

    /// An array of strings: paths or names.
    static func strings(_ description: String? = nil) -> MCPValue {
        array(of: string(), description)
    }

    /// An object whose values are all strings, keyed by any name.
    static func stringMap(_ description: String? = nil) -> MCPValue {
        described(["type": "object", "additionalProperties": ["type": "string"]], description)
    }

    private static func described(_ schema: [String: MCPValue], _ description: String?) -> MCPValue {
        var schema = schema
        if let description { schema["description"] = .string(description) }
        return .object(schema)
    }
}
