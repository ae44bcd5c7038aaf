#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The one rule every path that comes from the repository obeys: resolved with every symbolic link followed, it lies
/// inside the project folder (the config's folder, or the current folder without one) and outside every `.git`, at
/// any depth (a nested repository's, a submodule's or a worktree's `.git` file, `.build/checkouts/<Dep>/.git`).
///
/// The writer checks every file, folder and deletion of a `WriteSet` with it before anything is staged
/// (`ProjectConfinement+WriteSet.swift`), the lockfile commands check every recorded path with it before reading,
/// and crash recovery checks every move of a journal with it. Paths the user typed that are spelled outside the
/// project (`--output ../Other/Sources`, an absolute path) are the user's choice: their roots are exempt.
public struct ProjectConfinement: Sendable, Equatable {
    /// The project folder, absolute and normalized, as spelled.
    public let folder: String
    /// The project folder with every link followed.
    let realFolder: String
    /// Output roots the user typed that lie outside the project folder, normalized: written as before, unconfined.
    public var exemptRoots: Set<String> = []

    /// The confinement to the project folder `folder`.
    public init(folder: URL) {
        self.folder = ProjectPath.normalized(folder.path)
        realFolder = FileSystem.realPath(self.folder) ?? FileSystem.resolvingLinks(self.folder).path
    }

    /// Exempts `root` when the user typed it and it is spelled outside the project folder.
    public mutating func exempt(typed root: URL) {
        let path = ProjectPath.normalized(root.path)
        if Self.relative(path, to: folder) == nil { exemptRoots.insert(path) }
    }

    /// Whether `root` is, or lies under, a root the user typed outside the project.
    package func isExempt(root: URL) -> Bool {
        isExempt(rootPath: root.path)
    }

    /// `isExempt(root:)` for the root's path.
    package func isExempt(rootPath: String) -> Bool {
        guard !exemptRoots.isEmpty else { return false }
        let path = ProjectPath.normalized(rootPath)
        return exemptRoots.contains { ProjectPath.relative(path, to: $0) != nil }
    }

    /// The refusal of `path` (absolute), or `nil` when it resolves inside the project and outside every `.git`.
    /// - Parameter fix: How to fix a path that is spelled outside the project, for the message.
    package func problem(with path: String, fix: String = "paths from the project's files must stay inside it")
        -> Diagnostic?
    {
        var types = FileTypeMemo()
        return problem(with: path, fix: fix, types: &types)
    }

    /// `problem(with:fix:)` for one of a series of paths checked while nothing changes on disk, each folder on the way
    /// looked up once for the whole series in `types`.
    package func problem(
        with path: String, fix: String = "paths from the project's files must stay inside it",
        types: inout FileTypeMemo
    ) -> Diagnostic? {
        let spelled = ProjectPath.normalized(path)
        guard let spelledInside = Self.relative(spelled, to: folder) else {
            return Diagnostic(
                .data, "\(spelled) lies outside the project \(folder); refused, nothing was written; \(fix)")
        }
        if let git = Self.gitEntry(in: spelledInside) { return Self.gitProblem(spelled, git: joinedPath(folder, git)) }
        let (resolved, links) = FileSystem.resolvingLinks(
            spelledInside, under: realFolder, spelledAs: folder, types: &types)
        guard let inside = Self.relative(resolved, to: realFolder) else {
            let out = links.first { Self.relative($0.target, to: realFolder) == nil } ?? links.last
            let through =
                out.map { " through the symbolic link \($0.link) (to \($0.target))" } ?? " (it resolves to \(resolved))"
            return Diagnostic(
                .data,
                "\(spelled) leads outside the project \(folder)\(through); refused, nothing was written; viper-gen "
                    + "works only inside the project: run it from the real folder, or replace the link with a folder")
        }
        if let git = Self.gitEntry(in: inside) { return Self.gitProblem(spelled, git: joinedPath(realFolder, git)) }
        return nil
    }

    /// The refusal of `path` (absolute, wherever it lies) when it is or lies below a `.git` folder or file, as spelled
    /// or with every link followed; `nil` otherwise. For paths no confinement covers (a root the user typed outside
    /// the project, a run confined to no project): git's own files are never written, whoever names them.
    package static func gitProblem(with path: String) -> Diagnostic? {
        let spelled = ProjectPath.normalized(path)
        if let git = gitEntry(in: spelled) { return gitProblem(spelled, git: git) }
        let resolved = FileSystem.resolvingLinks(spelled).path
        if let git = gitEntry(in: resolved) { return gitProblem(spelled, git: git) }
        return nil
    }

    private static func gitProblem(_ path: String, git: String) -> Diagnostic {
        let place = path == git ? "is \(git)" : "lies inside \(git)"
        return Diagnostic(
            .data,
            "\(path) \(place), git's own; refused, nothing was written; viper-gen never touches git's own files "
                + "(any .git folder or file, nested repositories' too): fix the path that names it")
    }

    /// `path` relative to `folder` as the file system compares names (ignoring case on Apple platforms, whose default
    /// file system does); `nil` outside it.
    ///
    /// `canImport(Darwin)`, not `os(macOS)`: the Darwin type-check checks the tool as iOS (Tests/Darwin/typecheck.sh).
    package static func relative(_ path: String, to folder: String) -> String? {
        #if canImport(Darwin)
            guard ProjectPath.relative(path.lowercased(), to: folder.lowercased()) != nil else { return nil }
            return folder == path ? "" : String(path.dropFirst(folder == "/" ? 1 : folder.count + 1))
        #else
            return ProjectPath.relative(path, to: folder)
        #endif
    }

    /// The part of `path` up to its first `.git` component (`a/.git` for `a/.git/config`), at any depth; `nil` when
    /// no component is `.git`. Letter case is ignored on Apple platforms, whose default file system does.
    package static func gitEntry(in path: String) -> String? {
        // Byte by byte, without splitting the path into strings: this runs for every path a run writes.
        let bytes = path.utf8
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "/")) ?? bytes.endIndex
            if isGitName(bytes[start..<end]) { return String(path[..<end]) }
            guard end < bytes.endIndex else { break }
            start = bytes.index(after: end)
        }
        return nil
    }

    /// Whether one path component is `.git`.
    private static func isGitName(_ component: Substring.UTF8View) -> Bool {
        #if canImport(Darwin)
            // Only `.git` in other letter cases folds to `.git`: four ASCII bytes.
            return component.count == 4 && FileSystem.isSameNameIgnoringCase(String(Substring(component)), ".git")
        #else
            return component.elementsEqual(".git".utf8)
        #endif
    }
}
