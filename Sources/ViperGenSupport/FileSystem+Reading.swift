#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileSystem {
    /// What `readRegularFile(atPath:limit:)` found at a path.
    package enum BoundedRead: Equatable, Sendable {
        /// The file's bytes.
        case bytes([UInt8])
        /// It is no regular file and no folder (a device such as `/dev/zero`, a pipe, a socket): nothing was read.
        case notRegular
        /// It holds more than the limit: `size` bytes (or more, for a file that grew while it was read).
        case tooLarge(size: Int)
        /// It cannot be opened or read (missing, no permission, a folder).
        case unreadable

        /// Why the file at `path` was not read, for a message, when it is no regular file or larger than `limit`;
        /// `nil` for bytes, and for a file that cannot be read (its caller says how to fix that).
        /// - Parameter what: What the file is, for the remedy: `the project file`.
        package func refusal(of path: String, limit: Int, what: String) -> String? {
            switch self {
            case .notRegular:
                "\(path) is not a regular file (a device or a pipe); refused, nothing was read: restore \(what) from "
                    + "version control"
            case .tooLarge(let size):
                "\(path) holds \(size) bytes, more than \(what) may hold (\(limit) bytes); refused, nothing was "
                    + "read: restore \(what) from version control"
            case .bytes, .unreadable: nil
            }
        }
    }

    /// The most a project file (`project.pbxproj`, `project.xcproj`, `Package.swift`) may hold, in bytes: 64 MiB,
    /// five times the largest real project measured (12 MB). One from a repository may be a sparse file of a
    /// gigabyte (a few bytes in git) or a link to `/dev/zero`; nothing larger than this is read.
    package static let projectFileSizeLimit = 64 << 20

    /// The bytes of the regular file at `path`, at most `limit` of them, read with `read(2)` straight into the array.
    ///
    /// A file from a repository may be a link to `/dev/zero` or a pipe: it is opened without waiting for a writer
    /// (`O_NONBLOCK`), and anything but a regular file is refused before a byte is read; a regular file larger than
    /// `limit` is refused by its size, and one that grows past it while it is read stops there.
    ///
    /// Reading a `Data` and copying it into an array made two copies of every byte: for a 12 MB `project.pbxproj`,
    /// 12 MB more memory touched (3,000 page faults) and a 12 MB copy, twice a run.
    package static func readRegularFile(atPath path: String, limit: Int) -> BoundedRead {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return .unreadable }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .unreadable }
        // A folder cannot be read as a file, as before: its callers say so (`cannot read …`).
        guard info.st_mode & S_IFMT != S_IFDIR else { return .unreadable }
        guard info.st_mode & S_IFMT == S_IFREG else { return .notRegular }
        let size = max(Int(info.st_size), 0)
        guard size <= limit else { return .tooLarge(size: size) }
        // One byte more than the size, so that a file of the size it had is read to its end in one go, and one more
        // than the limit, so that a file grown past it is seen to be.
        let capacity = min(size, limit) + 1
        var failed = false
        var bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            count = 0
            while count < buffer.count {
                let result = read(descriptor, buffer.baseAddress! + count, buffer.count - count)
                if result > 0 {
                    count += result
                } else if result == 0 {
                    return
                } else if errno != EINTR {
                    failed = true
                    return
                }
            }
        }
        guard !failed else { return .unreadable }
        guard bytes.count == capacity else { return .bytes(bytes) }
        // The file grew since `fstat`: the rest, a block at a time, up to the limit.
        var block = [UInt8](repeating: 0, count: 65_536)
        while bytes.count <= limit {
            let result = block.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if result > 0 {
                bytes += block[..<result]
            } else if result == 0 {
                return .bytes(bytes)
            } else if errno != EINTR {
                return .unreadable
            }
        }
        return .tooLarge(size: bytes.count)
    }

    /// The bytes of the regular file at `path`, however large (`readRegularFile(atPath:limit:)` without a limit);
    /// `nil` when it cannot be read or is no regular file.
    package static func readBytes(atPath path: String) -> [UInt8]? {
        guard case .bytes(let bytes) = readRegularFile(atPath: path, limit: .max - 1) else { return nil }
        return bytes
    }

    /// Whether the file at `path` can be read and holds exactly `bytes`: read a block at a time and compared with
    /// `memcmp`, so that checking a 12 MB file touches 64 KB of new memory instead of 12 MB.
    /// Anything but a regular file holds nothing: a pipe is not waited on, a device not read.
    package static func holds(_ bytes: [UInt8], atPath path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
        var block = [UInt8](repeating: 0, count: 65_536)
        var compared = 0
        while true {
            let result = block.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if result == 0 { return compared == bytes.count }
            if result < 0 {
                if errno == EINTR { continue }
                return false
            }
            guard result <= bytes.count - compared else { return false }
            let same = block.withUnsafeBytes { block in
                bytes.withUnsafeBytes { bytes in
                    memcmp(block.baseAddress!, bytes.baseAddress! + compared, result) == 0
                }
            }
            guard same else { return false }
            compared += result
        }
    }

    /// Whether `a` and `b` hold the same bytes, with `memcmp`: comparing a 12 MB file element by element costs
    /// tens of millions of instructions.
    package static func sameBytes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { a in
            b.withUnsafeBytes { b in a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        }
    }
}
