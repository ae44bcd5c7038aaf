import Foundation

/// A `FileTodoStore` for an app whose user cannot reach the file, such as the iOS app: a store it cannot read
/// (corrupt, contradicting itself, or of a version it does not know) is set aside next to it, untouched, and the app
/// starts again with an empty store. The call that found it throws `TodoError.storeSetAside`, so that the app can
/// tell the user once; every later call works on the new, empty store.
///
/// The terminal app does not use it: its user can reach the file, and is told to repair it instead.
public final class RecoveringTodoStore: TodoStore, @unchecked Sendable {
    /// The store it reads and writes.
    public let store: FileTodoStore
    /// Held while a call runs, so that two calls that find the damage do not both set the file aside.
    private let lock = NSLock()

    public init(_ store: FileTodoStore) {
        self.store = store
    }

    public func allTodos() throws(TodoError) -> [TodoItem] {
        try recovering { () throws(TodoError) in try store.allTodos() }
    }

    public func add(name: String, dueDay: Day) throws(TodoError) -> TodoItem {
        try recovering { () throws(TodoError) in try store.add(name: name, dueDay: dueDay) }
    }

    public func update(_ item: TodoItem, expecting expected: TodoItem) throws(TodoError) {
        try recovering { () throws(TodoError) in try store.update(item, expecting: expected) }
    }

    public func remove(_ expected: TodoItem) throws(TodoError) -> TodoItem {
        try recovering { () throws(TodoError) in try store.remove(expected) }
    }

    /// Runs `body`; when the file cannot be read, sets it aside and throws `TodoError.storeSetAside`.
    private func recovering<T>(_ body: () throws(TodoError) -> T) throws(TodoError) -> T {
        lock.lock()
        defer { lock.unlock() }
        do {
            return try body()
        } catch {
            switch error {
            case .corruptStore, .inconsistentStore, .unsupportedStoreVersion: throw try setAsideFile()
            default: throw error
            }
        }
    }

    /// Moves the unreadable file to the first free `<name>.damaged-<n>.<extension>` beside it, and returns the error
    /// that says where it is now.
    private func setAsideFile() throws(TodoError) -> TodoError {
        let url = store.url
        let name = url.deletingPathExtension().lastPathComponent
        let pathExtension = url.pathExtension.isEmpty ? "" : "." + url.pathExtension
        var number = 1
        var destination: URL
        repeat {
            destination = url.deletingLastPathComponent().appending(path: "\(name).damaged-\(number)\(pathExtension)")
            number += 1
        } while FileManager.default.fileExists(atPath: destination.path)
        do {
            try FileManager.default.moveItem(at: url, to: destination)
        } catch {
            throw .unwritableStore(path: url.path, reason: (error as NSError).localizedDescription)
        }
        return .storeSetAside(keptAs: destination.lastPathComponent)
    }
}
