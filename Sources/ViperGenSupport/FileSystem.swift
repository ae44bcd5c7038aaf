#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What is at a path on disk, asked with `lstat(2)` and `stat(2)` directly, since it runs for every path of a run.
package enum FileSystem {
    /// The kinds of file the generator tells apart.
    package enum FileType {
        case regular, directory, symbolicLink, other
    }

    /// The type of what is at `path`, without following a final symbolic link; `nil` if nothing is there.
    package static func fileType(_ path: String) -> FileType? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return fileType(of: info)
    }

    /// The type of what `path` leads to once every symbolic link is followed; `nil` if nothing is there.
    package static func fileType(followingLinks path: String) -> FileType? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return fileType(of: info)
    }

    /// The nearest regular file named one of `names` in the folder `directory` (absolute, normalized) or a folder
    /// above it, as git finds `.git` and SwiftPM its `Package.swift`; in one folder, the first of `names` wins. A
    /// link of that name does not count. Plain path strings: this runs on every command.
    /// - Parameter top: The last folder searched (absolute, normalized), when the search must not leave it (the
    ///   folder the MCP server serves); `nil` searches up to `/`.
    package static func nearestFile(named names: [String], atOrAbove directory: String, upTo top: String? = nil)
        -> String?
    {
        var current = directory
        while true {
            for name in names {
                let candidate = (current == "/" ? "" : current) + "/" + name
                if fileType(candidate) == .regular { return candidate }
            }
            guard current != "/", current != top else { return nil }
            current = ProjectPath.parent(current)
        }
    }

    /// The absolute path of what `path` leads to, every symbolic link followed (`realpath(3)`); `nil` if nothing is
    /// there.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `path` (absolute, normalized) with its last component's symbolic links followed, chain and all, and the
    /// folders above left as they are spelled: `/w/App.xcodeproj` linking to `ios/App.xcodeproj` gives
    /// `/w/ios/App.xcodeproj`, also where `/w` itself lies behind a link (`/tmp` on macOS), so that paths compared
    /// with it keep their spelling. `path` itself when it is no link, or a chain longer than 32 links.
    package static func followingFinalLinks(_ path: String) -> String {
        var current = path
        for _ in 0..<32 {
            guard fileType(current) == .symbolicLink else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length > 0 else { return current }
            let target = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = ProjectPath.join(ProjectPath.parent(current), target)
        }
        return path
    }

    private static func fileType(of info: stat) -> FileType {
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }
}
