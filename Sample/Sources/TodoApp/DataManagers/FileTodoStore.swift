import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps the to-dos in a versioned JSON file.
///
/// Data is never lost: changes are written to a temporary file that then replaces the store by `rename`, a store
/// that cannot be read is reported and never overwritten, and every read-modify-write holds a lock on
/// `<store>.lock`.
struct FileTodoStore: TodoStore {
    /// The JSON file.
    let url: URL

    func allTodos() throws(TodoError) -> [TodoItem] {
        try read().todos
    }

    func add(name: String, dueDay: Day) throws(TodoError) -> TodoItem {
        try modify { document in document.add(name: name, dueDay: dueDay) }
    }

    func update(_ item: TodoItem) throws(TodoError) {
        try modify { document throws(TodoError) in document.todos[try document.index(of: item.id)] = item }
    }

    func remove(id: Int) throws(TodoError) -> TodoItem {
        try modify { document throws(TodoError) in document.todos.remove(at: try document.index(of: id)) }
    }

    /// Reads the file; a missing file is an empty store.
    func read() throws(TodoError) -> StoreDocument {
        guard FileManager.default.fileExists(atPath: url.path) else { return StoreDocument() }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadableStore(path: url.path, reason: Self.describe(error))
        }
        let decoder = JSONDecoder()
        let version: Int
        do {
            version = try decoder.decode(StoreDocument.VersionProbe.self, from: data).version
        } catch {
            throw .corruptStore(path: url.path, reason: Self.describe(error))
        }
        guard version == StoreDocument.currentVersion else {
            throw .unsupportedStoreVersion(path: url.path, version: version)
        }
        do {
            return try decoder.decode(StoreDocument.self, from: data)
        } catch {
            throw .corruptStore(path: url.path, reason: Self.describe(error))
        }
    }

    /// Reads, changes and writes the store while holding its lock; nothing is written if `change` throws.
    func modify<T>(_ change: (inout StoreDocument) throws(TodoError) -> T) throws(TodoError) -> T {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .unwritableStore(path: url.path, reason: Self.describe(error))
        }
        return try FileLock(path: url.path + ".lock").withLock { () throws(TodoError) -> T in
            var document = try read()
            let result = try change(&document)
            try write(document)
            return result
        }
    }

    /// Writes `document` to a temporary file next to the store, then renames it over the store.
    private func write(_ document: StoreDocument) throws(TodoError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let temporary = url.deletingLastPathComponent()
            .appending(path: ".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        do {
            var data = try encoder.encode(document)
            data.append(0x0A)
            try data.write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw .unwritableStore(path: url.path, reason: Self.describe(error))
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = FileLock.lastError()
            try? FileManager.default.removeItem(at: temporary)
            throw .unwritableStore(path: url.path, reason: reason)
        }
    }

    private static func describe(_ error: any Error) -> String {
        if let decoding = error as? DecodingError {
            switch decoding {
            case .dataCorrupted(let context), .keyNotFound(_, let context), .typeMismatch(_, let context),
                .valueNotFound(_, let context):
                let path = context.codingPath.map(\.stringValue).joined(separator: ".")
                return path.isEmpty ? "not valid JSON" : "bad value at \(path)"
            @unknown default:
                return "not a to-do store"
            }
        }
        return (error as NSError).localizedDescription
    }
}
