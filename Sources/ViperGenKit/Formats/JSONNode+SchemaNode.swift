extension JSONNode: SchemaNode {
    var stringValue: String? {
        guard case .string(let text) = value else { return nil }
        return text
    }

    var boolValue: Bool? {
        guard case .bool(let flag) = value else { return nil }
        return flag
    }

    var members: [(key: String, keyOffset: Int, value: JSONNode)]? {
        guard case .object(let members) = value else { return nil }
        return members
    }

    var elements: [JSONNode]? {
        guard case .array(let elements) = value else { return nil }
        return elements
    }
}
