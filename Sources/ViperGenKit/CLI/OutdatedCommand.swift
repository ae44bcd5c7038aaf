import ViperGenEngine
import ViperGenSupport
import ViperGenUpkeep

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `viper-gen outdated [--json]`: the recorded modules whose set changed, and what the change does to their files;
/// exits 1 when there are any, as `check` does.
struct OutdatedCommand: Command {
    static let name = "outdated"
    static let synopsis = [
        CommandSynopsis(
            usage: "outdated [--json]", summary: "List the modules whose set changed, and the files it changes")
    ]
    static var help: String {
        """
        USAGE: viper-gen outdated [--json]

        Lists the modules recorded in viper-gen.lock whose template set changed since they were written, and for
        each the files the set now adds, no longer makes, or renders differently. 'viper-gen update' applies it.
        Exits 1 when any module is outdated (as 'check' does), 0 when none is; other errors exit 64 or 65.

        OPTIONS:
        \(HelpText.optionLines(OutdatedOptions.declarations))

        """
    }

    /// One outdated module in `--json`.
    struct Entry: Encodable {
        let name: String
        let template: String
        let added: [String]
        let removed: [String]
        let changed: [String]
    }

    let context: CommandContext

    func run(_ options: OutdatedOptions) throws(Diagnostics) -> Int32 {
        try UpkeepArguments.checkNone(options.positionals, command: Self.name)
        let project = try context.lockedProject(
            configPath: options.config, templateDirectories: options.templateDirectories)
        let outdated = try project.inspector.statuses(of: project.lockfile, detectingEdits: false).filter(\.outdated)
        var planner = ModuleUpdatePlanner(
            recorder: project.recorder, sets: project.sets, library: project.library)
        // The run's limits (option over environment) stand over each module's recorded limits, as in `update`.
        planner.renderLimits = try context.renderLimits(options.renderLimits)
        var problems = DiagnosticCollector()
        var entries: [Entry] = []
        for status in outdated {
            do {
                let changes = try planner.templateChanges(of: status.module)
                let show = { (paths: [String]) in paths.map { context.shown($0, in: project) } }
                entries.append(
                    Entry(
                        name: status.name, template: status.module.template.name, added: show(changes.added),
                        removed: show(changes.removed), changed: show(changes.changed)))
            } catch {
                problems.add(error)
            }
        }
        try problems.check()
        if options.json {
            context.console.output(try UpkeepReport.json(["modules": entries]))
            return entries.isEmpty ? 0 : 1
        }
        guard !entries.isEmpty else {
            context.console.output("every recorded module is up to date with its template set\n")
            return 0
        }
        for entry in entries {
            context.console.output("\(entry.name) (\(entry.template))\n")
            for path in entry.added { context.console.output("  added    \(path)\n") }
            for path in entry.removed { context.console.output("  removed  \(path)\n") }
            for path in entry.changed { context.console.output("  changed  \(path)\n") }
            if entry.added.isEmpty, entry.removed.isEmpty, entry.changed.isEmpty {
                context.console.output("  no file changes\n")
            }
        }
        context.console.output("run 'viper-gen update' to bring them up to date\n")
        return 1
    }
}
