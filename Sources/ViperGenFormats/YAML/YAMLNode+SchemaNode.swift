/// A YAML document walks like a JSON one: `SchemaReader<YAMLNode>` reads Rambafiles and rambaspecs with the same
/// closed problem cases and positions as the JSON config and manifests.
///
/// Scalars are seen as Ruby's YAML (Psych) resolves them: `yes` is a boolean, `1.2` a number, and a quoted scalar is
/// always a string.
extension YAMLNode: SchemaNode {
    package var stringValue: String? {
        guard case .string(let text)? = resolved else { return nil }
        return text
    }

    package var boolValue: Bool? {
        guard case .bool(let flag)? = resolved else { return nil }
        return flag
    }

    package var members: [(key: String, keyOffset: Int, value: YAMLNode)]? {
        guard case .mapping(let members) = value else { return nil }
        return members
    }

    package var elements: [YAMLNode]? {
        guard case .sequence(let elements) = value else { return nil }
        return elements
    }

    /// True for a null scalar (`~`, `null`, or a key with no value), which Generamba treats as an absent key.
    package var isNull: Bool {
        resolved == .null
    }
}
