@testable import TodoApp

/// A store in memory that can be told to fail, for interactor tests.
final class InMemoryTodoStore: TodoStore {
    private(set) var document: StoreDocument
    /// When set, every call throws it.
    var failure: TodoError?

    init(_ items: [TodoItem] = []) {
        document = StoreDocument(nextID: (items.map(\.id).max() ?? 0) + 1, todos: items)
    }

    var items: [TodoItem] {
        document.todos
    }

    func allTodos() throws(TodoError) -> [TodoItem] {
        if let failure { throw failure }
        return document.todos
    }

    func add(name: String, dueDay: Day) throws(TodoError) -> TodoItem {
        if let failure { throw failure }
        return document.add(name: name, dueDay: dueDay)
    }

    func update(_ item: TodoItem) throws(TodoError) {
        if let failure { throw failure }
        document.todos[try document.index(of: item.id)] = item
    }

    func remove(id: Int) throws(TodoError) -> TodoItem {
        if let failure { throw failure }
        return document.todos.remove(at: try document.index(of: id))
    }
}
