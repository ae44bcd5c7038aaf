import ViperGenSupport
import ViperGenWriting

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

/// Checks that a rendered output path is a plain relative path that stays inside its output root, on paper
/// and on disk (no `..`, no absolute path, no symbolic link leading out).
package enum OutputPathCheck {
    /// The reason `path` is not a valid relative output path, or `nil` when it is.
    static func problem(with path: String) -> String? {
        // Byte by byte: this runs for every file of a run. Every byte of a multi-byte UTF-8 sequence is >= 0x80, so
        // the bytes below 0x20 are exactly the ASCII control characters.
        let bytes = path.utf8
        guard let first = bytes.first else { return "the output path is empty" }
        if first == UInt8(ascii: "/") || first == UInt8(ascii: "~") {
            return "it is absolute; output paths are relative to the output directory"
        }
        if bytes.last == UInt8(ascii: "/") { return "it ends with '/', so it names a directory" }
        if bytes.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: ":") }) {
            return "it contains a control character, '\\' or ':'"
        }
        for component in bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
            if component.elementsEqual("..".utf8) { return "it contains '..' and would leave the output directory" }
            if component.isEmpty || component.elementsEqual(".".utf8) {
                return "it contains an empty or '.' path component"
            }
            if component.count > 255 { return "a path component is longer than 255 bytes" }
        }
        return nil
    }

    /// What stands in the way of writing `relativePath` under the root at `rootPath` on disk, if anything.
    /// Call `rootProblem(_:)` once per root first; this checks only the path below it. Paths are joined as strings:
    /// `relativePath` has passed `problem(with:)`, and this runs for every file of a run.
    ///
    /// With `isFolder`, `relativePath` names a folder to create: an existing folder there is fine, like the folders on
    /// the way to a file. `listings` keeps the folders listed for the letter-case check, and the paths looked up,
    /// across the checks of one planning step: the files of a new module folder look at the disk once for the folder,
    /// not once each, and `listings.type(of:)` answers for a path checked here without looking again.
    static func diskProblem(
        rootPath: String, relativePath: String, overwrite: Bool, isFolder: Bool = false,
        listings: inout FolderListings
    ) -> Diagnostic? {
        let components = ProjectPath.components(relativePath)
        var currentPath = rootPath
        for index in components.indices {
            let component = components[index]
            let folderPath = currentPath
            currentPath = joinedPath(currentPath, component)
            let isLast = !isFolder && index == components.count - 1
            if let variant = FileSystem.caseVariant(of: String(component), inFolder: folderPath, listings: &listings) {
                return caseClash(currentPath, existing: joinedPath(folderPath, variant), isFile: isLast)
            }
            guard let type = listings.type(of: currentPath) else { return nil }  // missing: the rest will be created
            switch type {
            case .symbolicLink:
                if isLast { return WriteTarget.linkProblem(currentPath) }
                let realRoot = URL(fileURLWithPath: rootPath).resolvingSymlinksInPath().path
                let target = URL(fileURLWithPath: currentPath).resolvingSymlinksInPath().path
                guard realRoot == "/" || target == realRoot || target.hasPrefix(realRoot + "/") else {
                    return Diagnostic(
                        .data,
                        "\(currentPath) is a symbolic link to \(target), outside the output directory \(rootPath); refusing to write through it"
                    )
                }
                guard FileSystem.fileType(target) == .directory else {
                    return Diagnostic(
                        .cannotCreate,
                        "\(currentPath) is not a directory; remove it or choose another output directory")
                }
            case .directory:
                if isLast {
                    return Diagnostic(
                        .cannotCreate, "\(currentPath) is a directory; remove it or change the template's output path")
                }
            case .regular, .other:
                if !isLast {
                    return Diagnostic(
                        .cannotCreate,
                        "\(currentPath) is a file, not a directory; move it away or choose another output directory")
                }
                if type == .other {
                    return Diagnostic(
                        .cannotCreate, "\(currentPath) exists and is not a regular file; remove it first")
                }
                if !overwrite {
                    return Diagnostic(
                        .cannotCreate, "\(currentPath) already exists; use \(Remedy.option(.force)) to replace it")
                }
                // A read-only file is one someone protects (by hand, or a version control lock): never replaced.
                if let problem = WriteTarget.problem(atPath: currentPath) { return problem }
            }
        }
        return nil
    }

    /// What stands in the way of writing `relativePath` under the root at `rootPath`, for a single check (see
    /// `diskProblem(rootPath:relativePath:overwrite:isFolder:listings:)`).
    package static func diskProblem(rootPath: String, relativePath: String, overwrite: Bool, isFolder: Bool = false)
        -> Diagnostic?
    {
        var listings = FolderListings()
        return diskProblem(
            rootPath: rootPath, relativePath: relativePath, overwrite: overwrite, isFolder: isFolder,
            listings: &listings)
    }

    /// The refusal of `path` where `existing`, spelled differently only in letter case (or Unicode normalisation), is
    /// on disk: a Mac would write into `existing`, Linux would make a second entry a Mac cannot check out.
    static func caseClash(_ path: String, existing: String, isFile: Bool) -> Diagnostic {
        Diagnostic(
            .cannotCreate,
            "\(path) differs only in letter case from \(existing), which is on disk; a case-insensitive file system "
                + "(macOS's default) takes them for one \(isFile ? "file" : "folder"): rename \(existing) or choose a "
                + "name that differs in more than letter case")
    }

    /// The problem with an output root that exists, or whose nearest existing ancestor exists, as a file.
    static func rootProblem(_ root: URL) -> Diagnostic? {
        // On the path's text: a standardized URL a step costs about 20,000 instructions.
        let rootPath = root.normalizedPath
        var current = rootPath
        var info = stat()
        while stat(current, &info) != 0, current != "/" { current = ProjectPath.parent(current) }
        guard info.st_mode & S_IFMT != S_IFDIR else { return nil }
        let blocked = current == rootPath ? "" : ", so it cannot contain \(root.path)"
        return Diagnostic(
            .cannotCreate,
            "\(current) is a file, not a directory\(blocked); "
                + "choose another output directory or move the file away")
    }
}
