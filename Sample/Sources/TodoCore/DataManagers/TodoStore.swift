/// Keeps the to-dos. The interactors read and change data only through this protocol.
///
/// `Sendable`, so that a module's dependencies can carry it into work done off the main actor (the iOS app's
/// interactors load and save in detached tasks).
public protocol TodoStore: Sendable {
    /// Every to-do, in no particular order.
    func allTodos() throws(TodoError) -> [TodoItem]

    /// Stores a new, open to-do under a fresh id and returns it.
    func add(name: String, dueDay: Day) throws(TodoError) -> TodoItem

    /// Replaces the to-do with `item.id` by `item`, if it is still `expected` (what the user was shown), so that
    /// a change another process made in between is never overwritten.
    /// - Throws: `TodoError.unknownID` when there is none, `TodoError.changedElsewhere` when it is no longer
    ///   `expected`.
    func update(_ item: TodoItem, expecting expected: TodoItem) throws(TodoError)

    /// Removes the to-do `expected`, if it is still exactly that, and returns it.
    /// - Throws: As `update(_:expecting:)`.
    func remove(_ expected: TodoItem) throws(TodoError) -> TodoItem
}

extension TodoStore {
    /// The to-do with `id`.
    /// - Throws: `TodoError.unknownID` when there is none.
    public func todo(id: Int) throws(TodoError) -> TodoItem {
        guard let item = try allTodos().first(where: { $0.id == id }) else { throw .unknownID(String(id)) }
        return item
    }
}
