import Foundation
import PackagePlugin

/// Writes the commit viper-gen is built from into ViperGenKit (`BuildInfo.commit`), for `viper-gen --version`.
///
/// The commit is read from the checkout's `.git` files (a worktree's `.git` file and packed refs included, no `git`
/// process), else from `.release/commit`, which `git archive` fills in for a source tarball; else it is `unknown`.
/// The commit is the command's argument and the files read (`HEAD`, the ref it names, `packed-refs` when the ref is
/// packed, a worktree's `.git` and `commondir`) its inputs, so a new commit re-runs it; nothing git rewrites without
/// a new commit (the index, logs, `FETCH_HEAD`) is an input, so `git status` and the like leave the build alone. The
/// tool rewrites its output only when the bytes change, so a re-run for the same commit recompiles nothing.
@main
struct BuildInfoPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let package = context.package.directoryURL
        let output = context.pluginWorkDirectoryURL.appending(path: "BuildInfo.swift")
        var reader = GitCommitReader(package: package)
        let commit = reader.commit() ?? ArchiveCommit.read(package.appending(path: ".release/commit")) ?? "unknown"
        return [
            .buildCommand(
                displayName: "Recording commit \(commit.prefix(12)) in \(target.name)",
                executable: try context.tool(named: "BuildInfoTool").url,
                arguments: [commit, output.path(percentEncoded: false)],
                inputFiles: reader.filesRead + [package.appending(path: ".release/commit")],
                outputFiles: [output]
            )
        ]
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
