#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Slash-separated absolute paths, as the project editor compares them (no file-system access).
package enum ProjectPath {
    /// `path` without `.`, `..` (past the root stays at the root), repeated or trailing slashes.
    package static func normalized(_ path: String) -> String {
        if isNormalized(path) { return path }
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Whether `path` is already what `normalized` makes of it: absolute, and no component empty, `.` or `..`.
    /// One pass over the bytes; splitting and joining the components costs about 15,000 instructions a path.
    private static func isNormalized(_ path: String) -> Bool {
        let slash = UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
        let bytes = path.utf8
        guard bytes.first == slash else { return false }
        guard bytes.count > 1 else { return true }
        var length = 0
        var dots = 0
        for byte in bytes.dropFirst() {
            if byte == slash {
                if length == 0 || (length == dots && dots <= 2) { return false }
                length = 0
                dots = 0
            } else {
                length += 1
                if byte == dot { dots += 1 }
            }
        }
        return length > 0 && !(length == dots && dots <= 2)
    }

    /// `relative` appended to the folder `base`, normalized; an absolute `relative` stands alone.
    package static func join(_ base: String, _ relative: String) -> String {
        relative.hasPrefix("/") ? normalized(relative) : normalized(base + "/" + relative)
    }

    /// The longest path, in bytes, that project files resolve: Linux's `PATH_MAX` (macOS's is 1,024). No file can be
    /// opened at a longer path, and a project file's deep chain of groups, each a folder below the one above, would
    /// otherwise make folder paths whose total length grows with the square of the depth.
    package static let maximumLength = 4_096

    /// `join(base, relative)`, or `nil` when `base` and `relative` together are longer than `maximumLength` bytes.
    package static func joinWithinLimit(_ base: String, _ relative: String) -> String? {
        let length = relative.hasPrefix("/") ? relative.utf8.count : base.utf8.count + 1 + relative.utf8.count
        return length > maximumLength ? nil : join(base, relative)
    }

    /// `path` relative to `folder` when it lies inside it (`""` when they are the same), otherwise `nil`.
    package static func relative(_ path: String, to folder: String) -> String? {
        if path == folder { return "" }
        let prefix = folder == "/" ? "/" : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    /// `path` relative to `folder`, going up with `..` when it lies outside it.
    package static func relativeGoingUp(_ path: String, from folder: String) -> String {
        let target = path.split(separator: "/")
        let base = folder.split(separator: "/")
        var common = 0
        while common < target.count, common < base.count, target[common] == base[common] { common += 1 }
        let ups = Array(repeating: "..", count: base.count - common)
        return (ups + target[common...].map(String.init)).joined(separator: "/")
    }

    /// The folder holding the absolute `path` (`/a` for `/a/b`, `/` for `/a` and for `/`). On the bytes: runs climb
    /// paths with it for every file they write, and a character search costs several times as much.
    package static func parent(_ path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash != path.utf8.startIndex else { return "/" }
        return String(path[..<slash])
    }

    /// The components of `path`, empty ones (from repeated, leading or trailing slashes) left out. Split on the byte:
    /// splitting the string on the character "/" costs about 14,000 instructions a path, and runs check every path
    /// they write component by component.
    package static func components(_ path: String) -> [Substring] {
        path.utf8.split(separator: UInt8(ascii: "/")).map(Substring.init)
    }

    /// The last component of `path`.
    package static func lastComponent(_ path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// The extension of the last component, without the dot, or `""`.
    package static func pathExtension(of path: String) -> String {
        let name = lastComponent(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }
}

extension URL {
    /// The path of `standardizedFileURL`, worked out on the text of `path` by `ProjectPath.normalized`: the same
    /// path for the absolute file URLs viper-gen builds, without FoundationEssentials' cost (about 20,000
    /// instructions a call, a tenth of a module run over the fifty calls one makes).
    package var normalizedPath: String { ProjectPath.normalized(path) }

    /// `path` (absolute, or relative to the folder `base`) as an absolute, normalized file URL: what
    /// `URL(fileURLWithPath: path, isDirectory: isDirectory, relativeTo: base).standardizedFileURL` gives, worked
    /// out on the text. That way goes through FoundationEssentials' `absoluteString`, whose unspecialized code made
    /// the runtime scan every conformance of the program for `Substring: Collection` (about 150,000 instructions)
    /// on every run that reads a config. A path ending in `.` or `..` names a folder, as there.
    package static func resolving(_ path: String, against base: URL, isDirectory: Bool) -> URL {
        let last = ProjectPath.lastComponent(path)
        return URL(
            fileURLWithPath: ProjectPath.join(base.normalizedPath, path),
            isDirectory: isDirectory || last == "." || last == "..")
    }
}
