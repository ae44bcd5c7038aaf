import ViperGenFormats
import ViperGenGeneration
import ViperGenMCP
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `viper-gen check [--json]`: for CI; fails when a recorded module is outdated, conflicted or missing files.
struct CheckCommand: Command {
    static let name = "check"
    /// The document `--json` prints: its JSON Schema, for MCP.
    static func reportSchemas(subcommands: [String]) -> [MCPValue] { [UpkeepReport.Check.schema] }
    static let synopsis = [
        CommandSynopsis(
            usage: "check [--json]", summary: "Exit 1 when a recorded module is outdated, conflicted or missing files")
    ]
    /// What it does: the help page's first paragraph and the MCP tool's description.
    static let overview = """
        For CI: checks every module recorded in viper-gen.lock and exits 1 when any is outdated (its template set
        changed), has conflict markers left by 'viper-gen update', misses files, or misses its base in
        viper-gen.bases/ (or the base does not match), naming each with the command that fixes it; exits 0
        otherwise. Edited files and edited inserted lines are fine: they are your work. Nothing is rendered or
        written.
        """
    static var help: String {
        """
        USAGE: viper-gen check [--json]

        \(overview)

        OPTIONS:
        \(HelpText.optionLines(LockfileOptions.declarations))

        """
    }

    let context: CommandContext

    func run(_ options: LockfileOptions) throws(Diagnostics) -> Int32 {
        try UpkeepArguments.checkNone(options.positionals, command: Self.name)
        let project = try context.lockedProject(
            configPath: options.config, templateDirectories: options.templateDirectories)
        let statuses = try project.inspector.statuses(of: project.lockfile, detectingEdits: false)
        let failing = statuses.filter(\.needsAttention)
        if options.json {
            context.console.output(
                try UpkeepReport.json(
                    UpkeepReport.Check(
                        passed: failing.isEmpty, modules: statuses.count,
                        problems: failing.flatMap { problems(of: $0, in: project) })))
            return failing.isEmpty ? 0 : 1
        }
        guard !failing.isEmpty else {
            context.console.output(
                statuses.count == 1
                    ? "1 recorded module is up to date\n" : "\(statuses.count) recorded modules are up to date\n")
            return 0
        }
        for problem in failing.flatMap({ problems(of: $0, in: project) }) {
            context.console.output("\(problem.module): \(problem.message); \(problem.fix)\n")
        }
        context.console.output(
            "\(failing.count) of \(statuses.count) recorded modules need attention\n")
        return 1
    }

    /// What is wrong with `status`, one problem a state, each with its fix.
    private func problems(of status: ModuleStatus, in project: LockedProject) -> [UpkeepReport.Problem] {
        var problems: [UpkeepReport.Problem] = []
        let name = status.name
        if !status.conflictedFiles.isEmpty {
            let files = status.conflictedFiles.map { context.shown($0, in: project) }.joined(separator: ", ")
            problems.append(
                UpkeepReport.Problem(
                    module: name, state: "conflicted", message: "conflict markers in \(files)",
                    fix: "resolve them and remove the markers"))
        }
        if !status.missingFiles.isEmpty {
            let files = status.missingFiles.map { context.shown($0, in: project) }.joined(separator: ", ")
            problems.append(
                UpkeepReport.Problem(
                    module: name, state: "missing", message: "missing \(files)",
                    fix: "run 'viper-gen update \(name)' to write them again"))
        }
        if let problem = status.baseProblem {
            let base = context.shown(Lockfile.basePath(of: name), in: project)
            problems.append(
                UpkeepReport.Problem(
                    module: name, state: ModuleStatus.State.missingBase.rawValue,
                    message: problem == .missing
                        ? "its base \(base) is missing" : "its base \(base) does not match \(Lockfile.fileName)",
                    fix: "restore \(Lockfile.basesFolder)/ from git (commit it with \(Lockfile.fileName)), or run "
                        + "'viper-gen adopt \(name) --force' to record the module again"))
        }
        for broken in status.brokenInsertions {
            problems.append(
                UpkeepReport.Problem(
                    module: name, state: "missing", message: broken,
                    fix: "restore the lines from git, or run 'viper-gen adopt \(name) --force' to record the module as "
                        + "it is"))
        }
        if status.outdated {
            problems.append(
                UpkeepReport.Problem(
                    module: name, state: "outdated",
                    message: "template set '\(status.module.template.name)' changed since it was written",
                    fix: "run 'viper-gen update \(name)'"))
        }
        return problems
    }
}
