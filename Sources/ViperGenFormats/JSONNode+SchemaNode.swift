extension JSONNode: SchemaNode {
    package var stringValue: String? {
        guard case .string(let text) = value else { return nil }
        return text
    }

    package var boolValue: Bool? {
        guard case .bool(let flag) = value else { return nil }
        return flag
    }

    package var members: [(key: String, keyOffset: Int, value: JSONNode)]? {
        guard case .object(let members) = value else { return nil }
        return members
    }

    package var elements: [JSONNode]? {
        guard case .array(let elements) = value else { return nil }
        return elements
    }
}
