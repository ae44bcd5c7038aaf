import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps the to-dos in a versioned JSON file, which stays the user's file.
///
/// - Data is never lost: a change is written to a temporary file next to the store, synced to disk, renamed over
///   the store, and the folder is synced before the change counts as done. Temporary files a crash left behind
///   are removed by the next change.
/// - A store that cannot be read, contradicts itself or is not a regular file is reported and never overwritten;
///   a read-only store is read but never changed.
/// - A change keeps the store's permissions and owner, follows a symbolic link to the real file, and keeps the
///   fields this version does not know.
/// - Every read-modify-write holds a lock on `<store>.lock`, waiting at most `lockTimeout` for another process.
public struct FileTodoStore: TodoStore {
    /// The JSON file, as the user named it.
    public let url: URL
    /// How long a change waits for another process's lock.
    public var lockTimeout = LockTimeout.standard
    /// Told when a change has to wait for another process.
    public var reportWaiting: @Sendable (String) -> Void = { _ in }

    /// The store in the JSON file at `url`.
    /// - Parameters:
    ///   - url: The JSON file, as the user named it.
    ///   - lockTimeout: How long a change waits for another process's lock.
    ///   - reportWaiting: Told when a change has to wait for another process.
    public init(
        url: URL, lockTimeout: LockTimeout = .standard, reportWaiting: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.url = url
        self.lockTimeout = lockTimeout
        self.reportWaiting = reportWaiting
    }

    public func allTodos() throws(TodoError) -> [TodoItem] {
        try read().todos
    }

    public func add(name: String, dueDay: Day) throws(TodoError) -> TodoItem {
        try modify { document in document.add(name: name, dueDay: dueDay) }
    }

    public func update(_ item: TodoItem, expecting expected: TodoItem) throws(TodoError) {
        try modify { document throws(TodoError) in try document.replace(expected, with: item) }
    }

    public func remove(_ expected: TodoItem) throws(TodoError) -> TodoItem {
        try modify { document throws(TodoError) in try document.remove(expected) }
    }

    /// Reads the file; a missing file is an empty store.
    public func read() throws(TodoError) -> StoreDocument {
        try read(at: try realPath())
    }

    /// Reads, changes and writes the store while holding its lock; nothing is written if `change` throws.
    public func modify<T>(_ change: (inout StoreDocument) throws(TodoError) -> T) throws(TodoError) -> T {
        let path = try realPath()
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .unwritableStore(path: url.path, reason: (error as NSError).localizedDescription)
        }
        let lock = FileLock(
            path: path + ".lock", storePath: url.path, timeout: lockTimeout, reportWaiting: reportWaiting)
        return try lock.withLock { () throws(TodoError) -> T in
            removeLeftoverTemporaryFiles(of: path)
            var document = try read(at: path)
            let owner = try writableFileStatus(at: path)
            let result = try change(&document)
            try write(document, to: path, keeping: owner)
            return result
        }
    }

    /// The store file itself: `url` with symbolic links followed, so that a change replaces the real file and
    /// not the link.
    private func realPath() throws(TodoError) -> String {
        var path = url.path
        for _ in 0..<32 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else {
                return path
            }
            path =
                destination.hasPrefix("/")
                ? destination : (path as NSString).deletingLastPathComponent + "/" + destination
        }
        throw .unreadableStore(path: url.path, reason: "too many levels of symbolic links")
    }

    private func read(at path: String) throws(TodoError) -> StoreDocument {
        var status = stat()
        guard stat(path, &status) == 0 else {
            guard errno == ENOENT else { throw .unreadableStore(path: url.path, reason: FileLock.lastError()) }
            return StoreDocument()
        }
        if let kind = Self.kindOfNonRegularFile(status.st_mode) {
            throw .notAFile(path: url.path, kind: kind)
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadableStore(path: url.path, reason: (error as NSError).localizedDescription)
        }
        guard data.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            throw .corruptStore(path: url.path, reason: "the file is empty")
        }
        let decoder = JSONDecoder()
        let document: StoreDocument
        do {
            let version = try decoder.decode(StoreDocument.VersionProbe.self, from: data).version
            guard version == StoreDocument.currentVersion else {
                throw TodoError.unsupportedStoreVersion(path: url.path, version: version)
            }
            document = try decoder.decode(StoreDocument.self, from: data)
        } catch let error as TodoError {
            throw error
        } catch {
            throw .corruptStore(path: url.path, reason: Self.describe(error))
        }
        let problems = document.problems
        guard problems.isEmpty else { throw .inconsistentStore(path: url.path, problems: problems) }
        return document
    }

    /// The store's status when it exists and may be changed; `nil` when it does not exist yet.
    /// - Throws: `TodoError.readOnlyStore` when no one may write it, or this process may not.
    private func writableFileStatus(at path: String) throws(TodoError) -> stat? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        guard status.st_mode & 0o222 != 0, access(path, W_OK) == 0 else { throw .readOnlyStore(path: url.path) }
        return status
    }

    /// Writes `document` to a temporary file next to the store with the store's permissions and owner, syncs it,
    /// renames it over the store, and syncs the folder.
    private func write(_ document: StoreDocument, to path: String, keeping existing: stat?) throws(TodoError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        var data: Data
        do {
            data = try encoder.encode(document)
        } catch {
            throw .unwritableStore(path: url.path, reason: (error as NSError).localizedDescription)
        }
        data.append(0x0A)
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = "\(folder)/.\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        do throws(TodoError) {
            try Self.writeSynced(data, to: temporary, keeping: existing)
            guard rename(temporary, path) == 0 else {
                throw .unwritableStore(path: url.path, reason: FileLock.lastError())
            }
        } catch {
            unlink(temporary)
            throw .unwritableStore(path: url.path, reason: Self.reason(of: error))
        }
        try syncFolder(folder)
    }

    private static func writeSynced(_ data: Data, to temporary: String, keeping existing: stat?) throws(TodoError) {
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw .reported(FileLock.lastError()) }
        var failure: String?
        if let existing {
            _ = fchown(descriptor, existing.st_uid, existing.st_gid)
            if fchmod(descriptor, existing.st_mode & 0o7777) != 0 { failure = FileLock.lastError() }
        }
        data.withUnsafeBytes { buffer in
            var offset = 0
            while failure == nil, offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written >= 0 {
                    offset += written
                } else if errno != EINTR {
                    failure = FileLock.lastError()
                }
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = FileLock.lastError() }
        if close(descriptor) != 0, failure == nil { failure = FileLock.lastError() }
        if let failure { throw .reported(failure) }
    }

    /// Syncs the folder, so that the rename itself survives a power loss.
    private func syncFolder(_ folder: String) throws(TodoError) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unwritableStore(path: url.path, reason: FileLock.lastError()) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 || errno == EINVAL else {
            throw .unwritableStore(path: url.path, reason: "cannot sync its folder: \(FileLock.lastError())")
        }
    }

    /// Removes the temporary files (`.<store>.<pid>.<number>.tmp`) that a crashed change left; called with the
    /// lock held, when no other change can be writing one.
    private func removeLeftoverTemporaryFiles(of path: String) {
        let folder = (path as NSString).deletingLastPathComponent
        let prefix = "." + (path as NSString).lastPathComponent + "."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let middle = name.dropFirst(prefix.count).dropLast(".tmp".count).split(separator: ".")
            guard middle.count == 2,
                middle.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
            else { continue }
            unlink(folder + "/" + name)
        }
    }

    private static func kindOfNonRegularFile(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }

    private static func reason(of error: TodoError) -> String {
        switch error {
        case .reported(let reason), .unwritableStore(_, let reason): reason
        default: error.message
        }
    }

    private static func describe(_ error: any Error) -> String {
        guard let decoding = error as? DecodingError else { return (error as NSError).localizedDescription }
        let notAStore = "valid JSON, but not a to-do store"
        switch decoding {
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty
                ? "not valid JSON" : "\(notAStore): \(path(context.codingPath)) is invalid"
        case .keyNotFound(let key, let context):
            return "\(notAStore): \(path(context.codingPath + [key])) is missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            guard !context.codingPath.isEmpty else { return "\(notAStore) (an object with version, nextID and todos)" }
            return "\(notAStore): \(path(context.codingPath)) has the wrong type"
        @unknown default:
            return notAStore
        }
    }

    /// `todos[0].id`.
    private static func path(_ keys: [any CodingKey]) -> String {
        keys.reduce(into: "") { text, key in
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
    }
}

/// The C library's `write`, named by module because `FileTodoStore.write` hides the bare name.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
    #elseif canImport(Musl)
        Musl.write(descriptor, buffer, count)
    #else
        Darwin.write(descriptor, buffer, count)
    #endif
}
