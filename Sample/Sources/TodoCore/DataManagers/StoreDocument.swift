/// The contents of the store file: a format version, the next id to hand out, and the to-dos.
///
/// ```json
/// {"nextID": 3, "todos": [{"completed": false, "due": "2026-11-23", "id": 1, "name": "Buy milk"}], "version": 1}
/// ```
///
/// Fields it does not know, at the top level and in a to-do, are kept and written back: a newer app may have
/// written them.
public struct StoreDocument: Equatable {
    /// The format this code writes and reads.
    public static let currentVersion = 1

    public var version = StoreDocument.currentVersion
    /// Ids are never reused, so that an id a user saw keeps meaning the same to-do or nothing.
    public var nextID = 1
    public var todos: [TodoItem] = []
    /// Top-level fields this version does not know, by name.
    public var unknownFields: [String: JSONValue] = [:]
    /// Fields of each to-do this version does not know, by to-do id.
    public var unknownTodoFields: [Int: [String: JSONValue]] = [:]

    /// Just the version, decoded first so that a newer format is refused rather than misread.
    public struct VersionProbe: Decodable {
        public let version: Int
    }

    /// Adds a new, open to-do under a fresh id.
    public mutating func add(name: String, dueDay: Day) -> TodoItem {
        let item = TodoItem(id: nextID, name: name, dueDay: dueDay)
        nextID += 1
        todos.append(item)
        return item
    }

    /// The position of the to-do with `id`.
    public func index(of id: Int) throws(TodoError) -> Int {
        guard let index = todos.firstIndex(where: { $0.id == id }) else { throw .unknownID(String(id)) }
        return index
    }

    /// Replaces `expected` with `item`, which has the same id.
    /// - Throws: `TodoError.unknownID` when the to-do is gone, `TodoError.changedElsewhere` when it is no longer
    ///   `expected`.
    public mutating func replace(_ expected: TodoItem, with item: TodoItem) throws(TodoError) {
        todos[try position(of: expected)] = item
    }

    /// Removes `expected` and returns it.
    /// - Throws: As `replace(_:with:)`.
    public mutating func remove(_ expected: TodoItem) throws(TodoError) -> TodoItem {
        let removed = todos.remove(at: try position(of: expected))
        unknownTodoFields[removed.id] = nil
        return removed
    }

    private func position(of expected: TodoItem) throws(TodoError) -> Int {
        let index = try index(of: expected.id)
        guard todos[index] == expected else { throw .changedElsewhere(id: expected.id) }
        return index
    }

    /// What contradicts itself: ids below 1, ids used twice, a next id not above every id; empty when sound.
    public var problems: [String] {
        var counts: [Int: Int] = [:]
        for item in todos {
            counts[item.id, default: 0] += 1
        }
        var problems: [String] = []
        var reported: Set<Int> = []
        for item in todos where reported.insert(item.id).inserted {
            if item.id < 1 {
                problems.append("id \(item.id) is not positive")
            }
            if let count = counts[item.id], count > 1 {
                problems.append("id \(item.id) is used by \(count) to-dos")
            }
        }
        if let highest = todos.map(\.id).max(), nextID <= highest {
            problems.append("nextID \(nextID) is not above id \(highest)")
        }
        return problems
    }
}
