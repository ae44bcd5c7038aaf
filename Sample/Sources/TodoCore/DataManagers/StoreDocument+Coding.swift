/// Reads and writes the store format, keeping the fields this version does not know.
extension StoreDocument: Codable {
    private enum Field: String, CaseIterable {
        case version, nextID, todos
    }

    /// A to-do as stored: the entity and the fields this version does not know.
    private struct StoredTodo: Codable {
        public var item: TodoItem
        public var unknownFields: [String: JSONValue]

        public init(item: TodoItem, unknownFields: [String: JSONValue]) {
            self.item = item
            self.unknownFields = unknownFields
        }

        public init(from decoder: any Decoder) throws {
            item = try TodoItem(from: decoder)
            unknownFields = try Self.unknownFields(
                of: decoder, known: Set(TodoItem.CodingKeys.allCases.map(\.stringValue)))
        }

        public func encode(to encoder: any Encoder) throws {
            try item.encode(to: encoder)
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            for (name, value) in unknownFields {
                try container.encode(value, forKey: AnyCodingKey(name))
            }
        }

        public static func unknownFields(of decoder: any Decoder, known: Set<String>) throws -> [String: JSONValue] {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            var fields: [String: JSONValue] = [:]
            for key in container.allKeys where !known.contains(key.stringValue) {
                fields[key.stringValue] = try container.decode(JSONValue.self, forKey: key)
            }
            return fields
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        let version = try container.decode(Int.self, forKey: AnyCodingKey(Field.version.rawValue))
        let nextID = try container.decode(Int.self, forKey: AnyCodingKey(Field.nextID.rawValue))
        let stored = try container.decode([StoredTodo].self, forKey: AnyCodingKey(Field.todos.rawValue))
        self.init(version: version, nextID: nextID, todos: stored.map(\.item))
        unknownFields = try StoredTodo.unknownFields(
            of: decoder, known: Set(Field.allCases.map(\.rawValue)))
        for todo in stored where !todo.unknownFields.isEmpty {
            unknownTodoFields[todo.item.id] = todo.unknownFields
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(version, forKey: AnyCodingKey(Field.version.rawValue))
        try container.encode(nextID, forKey: AnyCodingKey(Field.nextID.rawValue))
        let stored = todos.map { StoredTodo(item: $0, unknownFields: unknownTodoFields[$0.id] ?? [:]) }
        try container.encode(stored, forKey: AnyCodingKey(Field.todos.rawValue))
        for (name, value) in unknownFields {
            try container.encode(value, forKey: AnyCodingKey(name))
        }
    }
}
