#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What is at a path on disk, asked with `lstat(2)` and `stat(2)` directly, since it runs for every path of a run.
enum FileSystem {
    /// The kinds of file the generator tells apart.
    enum FileType {
        case regular, directory, symbolicLink, other
    }

    /// The type of what is at `path`, without following a final symbolic link; `nil` if nothing is there.
    static func fileType(_ path: String) -> FileType? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return fileType(of: info)
    }

    /// The type of what `path` leads to once every symbolic link is followed; `nil` if nothing is there.
    static func fileType(followingLinks path: String) -> FileType? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return fileType(of: info)
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
