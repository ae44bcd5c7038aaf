#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which `.gitignore` line ignores a path, read as git reads it for plain patterns: from the path's folder up to the
/// folder holding `.git`, later lines and deeper files winning, `!` re-including, `/` anchoring to the file's folder.
/// Enough to warn; git itself is not run.
package enum GitIgnore {
    /// A line that ignores a path.
    package struct Match: Equatable {
        /// The `.gitignore` file.
        package let file: String
        /// Its 1-based line.
        package let line: Int
        /// The pattern as written.
        package let pattern: String
    }

    /// The line that ignores `path` (absolute), or `nil` when none does (or a later `!` line re-includes it, or the
    /// path is in no repository).
    package static func match(for path: String) -> Match? {
        var folders: [String] = []
        var folder = ProjectPath.parent(ProjectPath.normalized(path))
        while true {
            folders.append(folder)
            if FileSystem.fileType(joinedPath(folder, ".git")) != nil { break }
            // Outside a repository nothing is ignored.
            if folder == "/" { return nil }
            folder = ProjectPath.parent(folder)
        }
        var result: Match?
        // Outermost first, so that deeper files win.
        for folder in folders.reversed() {
            let file = joinedPath(folder, ".gitignore")
            guard let data = FileManager.default.contents(atPath: file),
                let relative = ProjectPath.relative(ProjectPath.normalized(path), to: folder)
            else { continue }
            let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            for (index, raw) in lines.enumerated() {
                var pattern = String(raw)
                while let last = pattern.last, last == " " || last == "\t" || last == "\r" { pattern.removeLast() }
                guard !pattern.isEmpty, !pattern.hasPrefix("#") else { continue }
                let negated = pattern.hasPrefix("!")
                if negated { pattern.removeFirst() }
                guard matches(pattern, relative) else { continue }
                result = negated ? nil : Match(file: file, line: index + 1, pattern: (negated ? "!" : "") + pattern)
            }
        }
        return result
    }

    /// Whether `pattern` matches `relative` or one of the folders on its way (an ignored folder ignores its files).
    private static func matches(_ pattern: String, _ relative: String) -> Bool {
        var pattern = pattern
        while pattern.hasSuffix("/") { pattern.removeLast() }
        let anchored = pattern.dropFirst().contains("/") || pattern.hasPrefix("/")
        if pattern.hasPrefix("/") { pattern.removeFirst() }
        let parts = relative.split(separator: "/").map(String.init)
        for depth in 1...max(parts.count, 1) where depth <= parts.count {
            let candidate = anchored ? parts[..<depth].joined(separator: "/") : parts[depth - 1]
            if fnmatch(pattern, candidate, anchored ? FNM_PATHNAME : 0) == 0 { return true }
        }
        return false
    }
}
