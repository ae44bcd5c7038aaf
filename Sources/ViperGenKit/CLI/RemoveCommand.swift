import ViperGenGeneration
import ViperGenMCP
import ViperGenSupport
import ViperGenUpkeep

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `viper-gen remove MODULE`: deletes a recorded module's files and its lockfile entry.
struct RemoveCommand: Command {
    static let name = "remove"
    /// The document `--json` prints: its JSON Schema, for MCP.
    static func reportSchemas(subcommands: [String]) -> [MCPValue] { [Report.schema] }
    static let synopsis = [
        CommandSynopsis(
            usage: "remove MODULE [--force]",
            summary: "Delete a recorded module's files and its lockfile entry")
    ]
    static let positionals = [CommandPositional(word: "MODULE")]
    /// What it does: the help page's first paragraph and the MCP tool's description.
    static let overview = """
        Deletes the files viper-gen wrote for MODULE (as recorded in viper-gen.lock), the folders that leaves
        empty, its base and its lockfile entry, all or nothing. If any of its files was edited since viper-gen
        wrote it, nothing is removed: the run lists those files and exits 73; --force removes them too.
        """
    static var help: String {
        """
        USAGE: viper-gen remove MODULE [options]

        \(overview)

        OPTIONS:
        \(HelpText.optionLines(RemoveOptions.declarations))

        """
    }

    /// `--json`.
    struct Report: Encodable {
        let module: String
        let dryRun: Bool
        let removed: [String]
        let missing: [String]
        /// The insertions taken out, and those not found; left out when the module made none.
        let insertionsRemoved: [String]?
        let insertionsNotFound: [String]?

        static let schema = ReportSchema.object(
            "The files removed (or that a dry run would remove) and those already gone",
            required: [
                "module": ReportSchema.string(), "dryRun": ReportSchema.boolean(), "removed": ReportSchema.strings(),
                "missing": ReportSchema.strings(),
            ],
            optional: ["insertionsRemoved": ReportSchema.strings(), "insertionsNotFound": ReportSchema.strings()])
    }

    let context: CommandContext

    func run(_ options: RemoveOptions) throws(Diagnostics) -> Int32 {
        guard options.positionals.count == 1 else {
            throw Diagnostics([
                Diagnostic(
                    .usage,
                    "'viper-gen remove' takes one module name, got \(options.positionals.count); e.g. "
                        + "'viper-gen remove Search'")
            ])
        }
        let project = try context.lockedProject(configPath: options.config, templateDirectories: [])
        let select = project.selecting(options.positionals)
        var policy = ModuleRemovalPlanner.Policy(
            snapshot: project.snapshot, module: try project.modules(named: options.positionals)[0],
            select: { lockfile throws(Diagnostics) in try select(lockfile)[0] })
        policy.force = options.force
        let (result, module) = try CommitStep.run(policy, dryRun: options.dryRun, in: context.commitSurroundings)
        let show = { (path: String) in context.shown(path, in: project) }
        if options.json {
            context.console.output(
                try UpkeepReport.json(
                    Report(
                        module: module.name, dryRun: options.dryRun, removed: result.removed.map(show),
                        missing: result.missing.map(show),
                        insertionsRemoved: module.insertions.isEmpty ? nil : result.insertionsRemoved,
                        insertionsNotFound: module.insertions.isEmpty ? nil : result.insertionsNotFound)))
        } else if !options.quiet {
            let verb = options.dryRun ? "would remove" : "removed"
            for path in result.removed {
                let note = result.editedRemoved.contains(path) ? " (edited; --force)" : ""
                context.console.output("\(verb) \(show(path))\(note)\n")
            }
            for path in result.missing { context.console.output("\(show(path)) was already gone\n") }
            for insertion in result.insertionsRemoved {
                context.console.output("\(options.dryRun ? "would take out" : "took out") \(insertion)\n")
            }
            for insertion in result.insertionsNotFound {
                context.console.output("left \(insertion): its lines were not found (edited or gone; --force)\n")
            }
            if let xcode = result.xcodeProject {
                let project = RunReport.displayPath(xcode.project, from: context.currentDirectory)
                let groups = xcode.groups == 0 ? "" : " and \(xcode.groups) group\(xcode.groups == 1 ? "" : "s")"
                context.console.output(
                    xcode.files == 0
                        ? "\(project) lists none of its files\n"
                        : "\(options.dryRun ? "would update" : "updated") \(project): \(xcode.files) "
                            + "file\(xcode.files == 1 ? "" : "s")\(groups) removed\n")
            }
            // `Package.swift`, then the version-specific manifests that listed some of the targets.
            let manifests = (result.packageManifest.map { [$0] } ?? []) + result.packageManifestVariants
            for (url, targets) in manifests {
                let manifest = RunReport.displayPath(url, from: context.currentDirectory)
                context.console.output(
                    targets.isEmpty
                        ? "\(manifest) lists none of its targets\n"
                        : "\(options.dryRun ? "would update" : "updated") \(manifest): "
                            + "target\(targets.count == 1 ? "" : "s") \(targets.joined(separator: ", ")) removed\n")
            }
            context.console.output(
                "\(options.dryRun ? "would drop" : "dropped") \(module.name) from "
                    + RunReport.displayPath(project.recorder.lockfileURL, from: context.currentDirectory) + "\n")
        }
        return 0
    }
}
