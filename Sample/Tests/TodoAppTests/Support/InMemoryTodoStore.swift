@testable import TodoApp
@testable import TodoCore

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

    func update(_ item: TodoItem, expecting expected: TodoItem) throws(TodoError) {
        if let failure { throw failure }
        try document.replace(expected, with: item)
    }

    func remove(_ expected: TodoItem) throws(TodoError) -> TodoItem {
        if let failure { throw failure }
        return try document.remove(expected)
    }

    /// Changes a stored to-do behind the modules' back, as another process would.
    func changeElsewhere(_ item: TodoItem) {
        document.todos[document.todos.firstIndex { $0.id == item.id }!] = item
    }
}
