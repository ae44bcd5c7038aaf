import ViperGenFormats
import ViperGenGeneration
import ViperGenMCP
import ViperGenMerge
import ViperGenSupport
import ViperGenUpkeep

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `viper-gen resolve MODULE --ours|--theirs [FILE...]`: takes one side of every conflict block `update` left in a
/// recorded module's files.
struct ResolveCommand: Command {
    static let name = "resolve"
    /// The document `--json` prints: its JSON Schema, for MCP.
    static func reportSchemas(subcommands: [String]) -> [MCPValue] { [Report.schema] }
    static let synopsis = [
        CommandSynopsis(
            usage: "resolve MODULE --ours|--theirs",
            summary: "Take one side of every conflict block update left in a module's files")
    ]
    /// MODULE. Its FILE... words are not declared yet, so that the MCP tool keeps its schema: a call resolves every
    /// file of the module that has conflict markers.
    static let positionals = [CommandPositional(word: "MODULE")]
    /// What it does: the help page's first paragraph and the MCP tool's description.
    static let overview = """
        Replaces every <<<<<<< ||||||| ======= >>>>>>> block that 'viper-gen update' left in the named files of
        MODULE (default: each of its files that has one, each file its insertions went into and each support file
        it uses) by one side of it: --ours keeps your lines, --theirs takes the template's (your lines in those
        blocks are dropped; git still has them). The lines outside the blocks are left byte for byte, and nothing
        else is written; the module's base stays, so the next 'update' merges from where it stands. Resolve by
        hand where neither side alone is right.
        """
    static var help: String {
        """
        USAGE: viper-gen resolve MODULE --ours|--theirs [FILE...] [options]

        \(overview)

        OPTIONS:
        \(HelpText.optionLines(ResolveOptions.declarations))

        """
    }

    /// `--json`.
    struct Report: Encodable {
        struct File: Encodable {
            let path: String
            let conflicts: Int

            static let schema = ReportSchema.object(
                required: ["path": ReportSchema.string(), "conflicts": ReportSchema.integer()])
        }

        static let schema = ReportSchema.object(
            "The conflict blocks resolved in each file",
            required: [
                "module": ReportSchema.string(), "side": ReportSchema.string(values: ["yours", "theirs"]),
                "dryRun": ReportSchema.boolean(), "files": ReportSchema.array(of: File.schema),
            ])

        let module: String
        let side: String
        let dryRun: Bool
        let files: [File]
    }

    let context: CommandContext

    func run(_ options: ResolveOptions) throws(Diagnostics) -> Int32 {
        guard let name = options.positionals.first, options.ours != options.theirs else {
            throw Diagnostics([
                Diagnostic(
                    .usage,
                    options.positionals.isEmpty
                        ? "'viper-gen resolve' takes a module name; e.g. 'viper-gen resolve Search --ours'"
                        : "'viper-gen resolve' takes one of --ours (your lines) and --theirs (the template's); e.g. "
                            + "'viper-gen resolve \(options.positionals[0]) --ours'")
            ])
        }
        let side: ConflictBlocks.Side = options.ours ? .yours : .theirs
        let project = try context.lockedProject(configPath: options.config, templateDirectories: [])
        let module = try project.modules(named: [name])[0]
        let paths = try files(Array(options.positionals.dropFirst()), of: module, in: project)
        let resolution = try CommitStep.run(
            ConflictResolutionPlanner.Policy(
                planner: ConflictResolutionPlanner(recorder: project.recorder), paths: paths, module: module, side: side
            ),
            dryRun: options.dryRun, in: context.commitSurroundings)
        let report = Report(
            module: module.name, side: side.rawValue, dryRun: options.dryRun,
            files: resolution.files.map {
                Report.File(path: context.shown($0.path, in: project), conflicts: $0.conflicts)
            })
        if options.json {
            context.console.output(try UpkeepReport.json(report))
        } else if !options.quiet {
            if report.files.isEmpty { context.console.output("no conflict blocks in \(module.name)'s files\n") }
            let verb = options.dryRun ? "would take" : "took"
            let what = side == .yours ? "your side" : "the template's side"
            for (file, resolved) in zip(report.files, resolution.files) {
                context.console.output(
                    "\(verb) \(what) of \(file.conflicts) conflict block\(file.conflicts == 1 ? "" : "s") in "
                        + "\(file.path)\n")
                // A dry run shows, per block, the lines it would keep and the lines it would delete.
                if options.dryRun { context.console.output(Self.preview(resolved.outcomes, side: side)) }
            }
        }
        return 0
    }

    /// Each block's lines that taking `side` keeps (`+`) and deletes (`-`), under a line naming where the block
    /// starts and how many lines of each side stay and go.
    static func preview(_ outcomes: [ConflictBlocks.Outcome], side: ConflictBlocks.Side) -> String {
        let (taken, other) = side == .yours ? ("yours", "the template's") : ("the template's", "yours")
        func count(_ lines: [String]) -> String { lines.count == 1 ? "1 line" : "\(lines.count) lines" }
        var text = ""
        for outcome in outcomes {
            text +=
                "  line \(outcome.line): keeps \(count(outcome.kept)) of \(taken), deletes \(count(outcome.dropped)) "
                + "of \(other)\n"
            for line in outcome.dropped { text += "    - \(line)\n" }
            for line in outcome.kept { text += "    + \(line)\n" }
        }
        return text
    }

    /// The files to resolve, relative to the lockfile's folder: those named (each must be a file of `module`, one
    /// its insertions went into, or a support file it uses), else every such file on disk.
    /// - Throws: `Diagnostics` (usage, 64) for every named file that is not one of the module's.
    private func files(_ given: [String], of module: LockedModule, in project: LockedProject) throws(Diagnostics)
        -> [String]
    {
        // The module's files, then the files its insertions went into and the support files it uses (`update` merges
        // each once), which an update can leave conflicted.
        var candidates = module.files.map(\.path)
        let support = project.lockfile.support.filter { $0.modules.contains(module.name) }.map(\.path)
        for path in module.insertions.map(\.file) + support where !candidates.contains(path) {
            candidates.append(path)
        }
        guard !given.isEmpty else {
            // Every file of the module that is there; those without blocks are left alone.
            return candidates.filter { FileSystem.fileType(project.recorder.url($0).path) != nil }
        }
        var problems = DiagnosticCollector()
        var paths: [String] = []
        let own = Set(candidates)
        for file in given {
            guard let path = project.recorder.recordedPath(file, from: context.currentDirectory, among: own) else {
                problems.add(
                    Diagnostic(
                        .usage,
                        "\(file) is not a file of module \(module.name); its files: "
                            + candidates.map { context.shown($0, in: project) }.joined(separator: ", ")))
                continue
            }
            if !paths.contains(path) { paths.append(path) }
        }
        try problems.check()
        return paths
    }
}
