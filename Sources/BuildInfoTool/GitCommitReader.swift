import Foundation

// BuildInfoTool reads the commit with this when its build command runs; BuildInfoPlugin (a symbolic link there)
// reads it when the build is planned, for the command's inputs; ViperGenKitTests (a symbolic link there) runs it
// against real clones and worktrees.

/// Reads `HEAD` the way git does, from files only: `.git` as a folder or as a `gitdir:` file (a worktree), the ref
/// as a loose file in the git folder or its common folder, else in `packed-refs`.
struct GitCommitReader {
    let package: URL
    /// Every file looked at, for the build command's inputs.
    private(set) var filesRead: [URL] = []
    /// The folders holding the branch refs (`refs/heads`, and the ref's own folder for `feature/x`): git replaces a
    /// ref by renaming a lock file over it, which changes its folder, so a commit on a branch that was not checked
    /// out when the build was planned still re-runs the command.
    private(set) var refFolders: [URL] = []

    init(package: URL) { self.package = package }

    /// The commit `HEAD` names, or `nil` without a readable checkout.
    mutating func commit() -> String? {
        let dotGit = package.appending(path: ".git")
        guard let gitDirectory = gitDirectory(dotGit) else { return nil }
        guard let head = read(gitDirectory.appending(path: "HEAD")) else { return nil }
        guard head.hasPrefix("ref: ") else { return Self.isHash(head) ? head : nil }
        let ref = String(head.dropFirst(5))
        let common =
            read(gitDirectory.appending(path: "commondir")).map {
                $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : gitDirectory.appending(path: $0)
            } ?? gitDirectory
        let heads = common.appending(path: "refs/heads").standardizedFileURL.path
        let refFolder = common.appending(path: ref).deletingLastPathComponent().standardizedFileURL.path
        for folder in heads == refFolder ? [heads] : [heads, refFolder]
        where FileManager.default.fileExists(atPath: folder) {
            refFolders.append(URL(fileURLWithPath: folder, isDirectory: true))
        }
        for folder in [gitDirectory, common] {
            if let hash = read(folder.appending(path: ref)), Self.isHash(hash) { return hash }
        }
        let packed = read(common.appending(path: "packed-refs")) ?? ""
        for line in packed.split(separator: "\n") where line.hasSuffix(" " + ref) {
            let hash = String(line.prefix { $0 != " " })
            if Self.isHash(hash) { return hash }
        }
        return nil
    }

    private mutating func gitDirectory(_ dotGit: URL) -> URL? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dotGit.path(percentEncoded: false), isDirectory: &isFolder)
        else { return nil }
        if isFolder.boolValue { return dotGit }
        guard let text = read(dotGit), text.hasPrefix("gitdir: ") else { return nil }
        let path = String(text.dropFirst(8))
        return path.hasPrefix("/") ? URL(fileURLWithPath: path) : package.appending(path: path)
    }

    private mutating func read(_ file: URL) -> String? {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
        filesRead.append(file)
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func isHash(_ text: String) -> Bool {
        text.count == 40 && text.allSatisfy { $0.isHexDigit }
    }
}

/// The commit a `git archive` tarball wrote into `.release/commit` (`$Format:%H$` in a checkout).
enum ArchiveCommit {
    static func read(_ file: URL) -> String? {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
        let hash = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return GitCommitReader.isHash(hash) ? hash : nil
    }
}
