import Foundation

/// A store in memory, for tests and previews: it can be told to fail, and a to-do can be changed behind the
/// modules' back, as another process would change the file.
///
/// Safe to use from any thread: every access holds a lock, as every change of `FileTodoStore` holds the store's.
public final class InMemoryTodoStore: TodoStore, @unchecked Sendable {
    private let lock = NSLock()
    private var storedDocument: StoreDocument
    private var storedFailure: TodoError?

    /// A store holding `items`; the next id is one above the largest.
    public init(_ items: [TodoItem] = []) {
        storedDocument = StoreDocument(nextID: (items.map(\.id).max() ?? 0) + 1, todos: items)
    }

    /// What is stored now.
    public var document: StoreDocument {
        lock.withLock { storedDocument }
    }

    /// The stored to-dos, in the order they were added.
    public var items: [TodoItem] {
        document.todos
    }

    /// When set, every call throws it.
    public var failure: TodoError? {
        get { lock.withLock { storedFailure } }
        set { lock.withLock { storedFailure = newValue } }
    }

    public func allTodos() throws(TodoError) -> [TodoItem] {
        try withDocument { document in document.todos }
    }

    public func add(name: String, dueDay: Day) throws(TodoError) -> TodoItem {
        try withDocument { document in document.add(name: name, dueDay: dueDay) }
    }

    public func update(_ item: TodoItem, expecting expected: TodoItem) throws(TodoError) {
        try withDocument { document throws(TodoError) in try document.replace(expected, with: item) }
    }

    public func remove(_ expected: TodoItem) throws(TodoError) -> TodoItem {
        try withDocument { document throws(TodoError) in try document.remove(expected) }
    }

    /// Changes a stored to-do behind the modules' back, as another process would.
    public func changeElsewhere(_ item: TodoItem) {
        lock.withLock {
            if let index = storedDocument.todos.firstIndex(where: { $0.id == item.id }) {
                storedDocument.todos[index] = item
            }
        }
    }

    /// Runs `body` on the document while holding the lock, unless the store is told to fail.
    private func withDocument<T>(_ body: (inout StoreDocument) throws(TodoError) -> T) throws(TodoError) -> T {
        lock.lock()
        defer { lock.unlock() }
        if let storedFailure { throw storedFailure }
        return try body(&storedDocument)
    }
}
