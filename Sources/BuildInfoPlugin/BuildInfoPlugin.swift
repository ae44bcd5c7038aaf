import Foundation
import PackagePlugin

/// Writes the commit viper-gen is built from into ViperGenKit (`BuildInfo.commit`), for `viper-gen --version`.
///
/// BuildInfoTool reads the commit when the command runs, from the checkout's `.git` files (a worktree's `.git` file
/// and packed refs included, no `git` process), else from `.release/commit`, which `git archive` fills in for a
/// source tarball; else it is `unknown`. Reading it here, when the build is planned, would be stale: SwiftPM plans
/// again only when the package changes, not after a commit. Here the same reader finds the command's inputs: the
/// files that name the commit (`HEAD`, the ref it names or `packed-refs`, a worktree's `.git` and `commondir`) and the
/// folders git replaces refs in, so a new commit re-runs the command; nothing git rewrites without a commit (the
/// index, logs, `FETCH_HEAD`) is an input, so `git status` and the like leave the build alone. The tool rewrites its
/// output only when the bytes change, so a re-run for the same commit recompiles nothing.
@main
struct BuildInfoPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let package = context.package.directoryURL
        let output = context.pluginWorkDirectoryURL.appending(path: "BuildInfo.swift")
        var reader = GitCommitReader(package: package)
        _ = reader.commit()
        return [
            .buildCommand(
                displayName: "Recording the commit in \(target.name)",
                executable: try context.tool(named: "BuildInfoTool").url,
                arguments: [package.path(percentEncoded: false), output.path(percentEncoded: false)],
                inputFiles: reader.filesRead + reader.refFolders + [package.appending(path: ".release/commit")],
                outputFiles: [output]
            )
        ]
    }
}
