import ViperGenEngine
import ViperGenMCP
import ViperGenSupport
import ViperGenUpkeep

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `viper-gen outdated [--json]`: the recorded modules whose set changed, and what the change does to their files,
/// and those whose files still have conflict markers; exits 1 when there are any, as `check` does.
struct OutdatedCommand: Command {
    static let name = "outdated"
    /// The document `--json` prints: its JSON Schema, for MCP.
    static func reportSchemas(subcommands: [String]) -> [MCPValue] { [Report.schema] }
    static let synopsis = [
        CommandSynopsis(
            usage: "outdated [--json]", summary: "List the modules whose set changed, and the files it changes")
    ]
    /// What it does: the help page's first paragraph and the MCP tool's description.
    static let overview = """
        Lists the modules recorded in viper-gen.lock whose template set changed since they were written, and for
        each the files the set now adds, no longer makes, or renders differently, and the files that still have
        conflict markers (which 'update' leaves until they are resolved). 'viper-gen update' applies it. Exits 1
        when any module is outdated or has conflict markers (as 'check' does), 0 when none is; other errors exit 64
        or 65.
        """
    static var help: String {
        """
        USAGE: viper-gen outdated [--json]

        \(overview)

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
        /// Files that still hold conflict markers: `update` leaves the module until they are resolved. Omitted
        /// when there are none.
        var conflicted: [String]? = nil

        static let schema = ReportSchema.object(
            required: [
                "name": ReportSchema.string(), "template": ReportSchema.string(), "added": ReportSchema.strings(),
                "removed": ReportSchema.strings(), "changed": ReportSchema.strings(),
            ],
            optional: ["conflicted": ReportSchema.strings("Files that still hold conflict markers")])
    }

    /// `outdated --json`.
    struct Report: Encodable {
        let modules: [Entry]

        static let schema = ReportSchema.object(
            "The modules whose set changed, and the files it changes (exit 1 when any)",
            required: ["modules": ReportSchema.array(of: Entry.schema)])
    }

    let context: CommandContext

    func run(_ options: OutdatedOptions) throws(Diagnostics) -> Int32 {
        try UpkeepArguments.checkNone(options.positionals, command: Self.name)
        let project = try context.lockedProject(
            configPath: options.config, templateDirectories: options.templateDirectories)
        // Modules whose set changed, and those with unresolved conflict markers, which 'update' would leave.
        let outdated = try project.inspector.statuses(of: project.lockfile, detectingEdits: false).filter {
            $0.outdated || !$0.conflictedFiles.isEmpty
        }
        var planner = ModuleUpdatePlanner(
            recorder: project.recorder, sets: project.sets, library: project.library)
        // The run's limits (option over environment) stand over each module's recorded limits, as in `update`.
        planner.renderLimits = try context.renderLimits(options.renderLimits)
        var problems = DiagnosticCollector()
        var entries: [Entry] = []
        for status in outdated {
            do {
                let changes =
                    status.outdated ? try planner.templateChanges(of: status.module, in: project.lockfile) : nil
                let show = { (paths: [String]) in paths.map { context.shown($0, in: project) } }
                var entry = Entry(
                    name: status.name, template: status.module.template.name, added: show(changes?.added ?? []),
                    removed: show(changes?.removed ?? []), changed: show(changes?.changed ?? []))
                if !status.conflictedFiles.isEmpty { entry.conflicted = show(status.conflictedFiles) }
                entries.append(entry)
            } catch {
                problems.add(error)
            }
        }
        try problems.check()
        if options.json {
            context.console.output(try UpkeepReport.json(Report(modules: entries)))
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
            for path in entry.conflicted ?? [] {
                context.console.output("  conflict \(path): it still has conflict markers; resolve them first\n")
            }
            if entry.added.isEmpty, entry.removed.isEmpty, entry.changed.isEmpty, entry.conflicted == nil {
                context.console.output("  no file changes\n")
            }
        }
        context.console.output(
            entries.contains { $0.conflicted != nil }
                ? "resolve the conflict markers, then run 'viper-gen update' to bring them up to date\n"
                : "run 'viper-gen update' to bring them up to date\n")
        return 1
    }
}
