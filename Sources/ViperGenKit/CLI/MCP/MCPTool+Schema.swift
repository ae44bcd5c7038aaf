import ViperGenMCP

/// The tool as `tools/list` describes it: name, description, JSON Schema of its input (and of its output), hints.
extension MCPTool {
    /// The tool's entry in `tools/list`.
    /// - Parameter templateSets: The sets found in the server's root, whose parameters `params` lists.
    func definition(templateSets: [TemplateSetReference]) -> MCPValue {
        var definition: [String: MCPValue] = [
            "name": .string(name),
            "title": .string("viper-gen \(name == command ? name : "\(command) \(name)")"),
            "description": .string(description),
            "inputSchema": inputSchema(templateSets: templateSets),
            "annotations": [
                "readOnlyHint": .bool(!writes), "destructiveHint": .bool(command == "remove"),
                "idempotentHint": .bool(!writes), "openWorldHint": false,
            ],
        ]
        if printsJSON { definition["outputSchema"] = MCPToolResult.outputSchema(documents: reportSchemas) }
        return .object(definition)
    }

    /// The JSON Schema of the tool's arguments: one property per argument, no others.
    func inputSchema(templateSets: [TemplateSetReference]) -> MCPValue {
        var properties: [String: MCPValue] = [:]
        for argument in arguments {
            properties[argument.name] = Self.schema(of: argument, templateSets: templateSets)
        }
        var schema: [String: MCPValue] = [
            "type": "object", "properties": .object(properties), "additionalProperties": false,
        ]
        let required = arguments.filter(\.required).map { MCPValue.string($0.name) }
        if !required.isEmpty { schema["required"] = .array(required) }
        return .object(schema)
    }

    private static func schema(of argument: MCPArgument, templateSets: [TemplateSetReference]) -> MCPValue {
        let description = MCPValue.string(
            argument.description + (argument.isPath ? " (relative to the server's root, and inside it)" : ""))
        let strings: MCPValue = ["type": "array", "items": ["type": "string"], "description": description]
        switch argument.kind {
        case .flag: return ["type": "boolean", "default": false, "description": description]
        case .value:
            var schema: [String: MCPValue] = ["type": "string", "description": description]
            if let value = argument.defaultValue { schema["default"] = .string(value) }
            // The sets found in the served folder (its config's folders, templates/, the built-in ones).
            if argument.name == "template", !templateSets.isEmpty {
                schema["enum"] = .array(templateSets.map { .string($0.name) })
            }
            return .object(schema)
        case .values: return strings
        case .positional(array: false): return ["type": "string", "description": description]
        case .positional(array: true):
            guard argument.required else { return strings }
            return ["type": "array", "items": ["type": "string"], "minItems": 1, "description": description]
        case .subcommand(let choices):
            return [
                "type": "string", "enum": .array(choices.map(MCPValue.string)),
                "default": .string(choices.first ?? ""), "description": description,
            ]
        case .assignments(option: _, separator: ":"):
            return ["type": "object", "additionalProperties": ["type": "string"], "description": description]
        case .assignments:
            return [
                "type": "object", "properties": parameterProperties(templateSets),
                "additionalProperties": ["type": ["string", "boolean", "number"]],
                "description": .string(
                    argument.description + ": an object of parameter names and values, e.g. {\"ui\": \"swiftui\"}"),
            ]
        }
    }

    /// One property per template parameter of the sets found, with its type, choices, default and description; a
    /// parameter several sets declare is described by the first and names every set.
    private static func parameterProperties(_ sets: [TemplateSetReference]) -> MCPValue {
        var properties: [String: MCPValue] = [:]
        var owners: [String: [String]] = [:]
        for set in sets {
            for parameter in set.parameters {
                owners[parameter.name, default: []].append(set.name)
                guard properties[parameter.name] == nil else { continue }
                var property: [String: MCPValue] = ["description": .string(parameter.description)]
                switch parameter.type {
                case "bool":
                    property["type"] = "boolean"
                    property["default"] = .bool(parameter.defaultValue == "true")
                case "choice":
                    property["type"] = "string"
                    property["enum"] = .array(parameter.values.map(MCPValue.string))
                    property["default"] = .string(parameter.defaultValue)
                default:
                    property["type"] = "string"
                    property["default"] = .string(parameter.defaultValue)
                }
                properties[parameter.name] = .object(property)
            }
        }
        for (name, sets) in owners {
            guard case .object(var property) = properties[name] else { continue }
            let text = property["description"]?.string ?? ""
            let listed = sets.map { "'\($0)'" }.joined(separator: ", ")
            property["description"] = .string(
                text + (text.isEmpty ? "" : " ") + "(template set\(sets.count == 1 ? "" : "s") \(listed))")
            properties[name] = .object(property)
        }
        return .object(properties)
    }
}
