import ViperGenMCP
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `viper-gen modules [--json]`: every recorded module with its set, version and state.
struct ModulesCommand: Command {
    static let name = "modules"
    /// The document `--json` prints: its JSON Schema, for MCP.
    static func reportSchemas(subcommands: [String]) -> [MCPValue] { [UpkeepReport.Modules.schema] }
    static let synopsis = [
        CommandSynopsis(
            usage: "modules [--json]",
            summary: "List the recorded modules with their set and state")
    ]
    static var help: String {
        """
        USAGE: viper-gen modules [--json]

        Lists every module recorded in viper-gen.lock with its template set, the set's version and its state:
          current     nothing to do
          outdated    the set changed since the module was written ('viper-gen update' merges the change in)
          edited      files differ from what viper-gen wrote (your work; update keeps it)
          missing     files viper-gen wrote are gone ('viper-gen update' writes them again)
          conflicted  files hold conflict markers left by 'viper-gen update'; resolve them

        OPTIONS:
        \(HelpText.optionLines(LockfileOptions.declarations))

        """
    }

    let context: CommandContext

    func run(_ options: LockfileOptions) throws(Diagnostics) -> Int32 {
        try UpkeepArguments.checkNone(options.positionals, command: Self.name)
        let project = try context.lockedProject(
            configPath: options.config, templateDirectories: options.templateDirectories)
        let statuses = try project.inspector.statuses(of: project.lockfile, detectingEdits: true)
        if options.json {
            context.console.output(
                try UpkeepReport.json(
                    UpkeepReport.Modules(
                        lockfile: RunReport.displayPath(project.recorder.lockfileURL, from: context.currentDirectory),
                        modules: statuses.map { UpkeepReport.Module($0, show: { context.shown($0, in: project) }) })))
            return 0
        }
        guard !statuses.isEmpty else {
            context.console.output(
                "no modules are recorded in "
                    + RunReport.displayPath(project.recorder.lockfileURL, from: context.currentDirectory) + "\n")
            return 0
        }
        let nameWidth = statuses.map(\.name.count).max()!
        let sets = statuses.map { status in
            status.module.template.name + (status.module.template.version.map { " " + $0 } ?? "")
        }
        let setWidth = sets.map(\.count).max()!
        for (status, set) in zip(statuses, sets) {
            let states = status.states.map(\.rawValue).joined(separator: ", ")
            context.console.output(
                padded(status.name, nameWidth + 2) + padded(set, setWidth + 2) + states + "\n")
            for file in status.missingFiles {
                context.console.output("  missing    \(context.shown(file, in: project))\n")
            }
            for file in status.conflictedFiles {
                context.console.output("  conflicted \(context.shown(file, in: project))\n")
            }
            for file in status.editedFiles {
                context.console.output("  edited     \(context.shown(file, in: project))\n")
            }
        }
        return 0
    }

    private func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
