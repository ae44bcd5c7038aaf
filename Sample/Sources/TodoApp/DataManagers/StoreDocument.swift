/// The contents of the store file: a format version, the next id to hand out, and the to-dos.
///
/// ```json
/// {"nextID": 3, "todos": [{"completed": false, "due": "2026-11-23", "id": 1, "name": "Buy milk"}], "version": 1}
/// ```
struct StoreDocument: Codable, Equatable {
    /// The format this code writes and reads.
    static let currentVersion = 1

    var version = StoreDocument.currentVersion
    /// Ids are never reused, so that an id a user saw keeps meaning the same to-do or nothing.
    var nextID = 1
    var todos: [TodoItem] = []

    /// Just the version, decoded first so that a newer format is refused rather than misread.
    struct VersionProbe: Decodable {
        let version: Int
    }

    /// Adds a new, open to-do under a fresh id.
    mutating func add(name: String, dueDay: Day) -> TodoItem {
        let item = TodoItem(id: nextID, name: name, dueDay: dueDay)
        nextID += 1
        todos.append(item)
        return item
    }

    /// The position of the to-do with `id`.
    func index(of id: Int) throws(TodoError) -> Int {
        guard let index = todos.firstIndex(where: { $0.id == id }) else { throw .unknownID(String(id)) }
        return index
    }
}
