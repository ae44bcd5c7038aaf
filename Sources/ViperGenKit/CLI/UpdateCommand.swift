import ViperGenEngine
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

/// `viper-gen update [MODULE...]`: brings recorded modules up to date with their sets, merging template changes
/// into files you edited.
struct UpdateCommand: Command {
    static let name = "update"
    /// The document `--json` prints: its JSON Schema, for MCP.
    static func reportSchemas(subcommands: [String]) -> [MCPValue] { [UpkeepReport.Update.schema] }
    static let synopsis = [
        CommandSynopsis(
            usage: "update [MODULE...] [options]",
            summary: "Merge template changes into recorded modules (default: all)")
    ]
    static let positionals = [CommandPositional(word: "MODULE", required: false, repeated: true)]
    /// What it does: the help page's first paragraph and the MCP tool's description.
    static let overview = """
        Renders each module again with the inputs recorded in viper-gen.lock (and any --param changed) and the
        template set as it is now, then for each file: unchanged by you → replaced by the new render; unchanged by
        the template → left as it is; changed by both → a three-way line merge. Where both changed the same lines
        the file gets conflict markers (<<<<<<< yours, ||||||| base, =======, >>>>>>> template); the run names those
        files and exits 1 after writing everything else. Files new in the set are created (and added to the
        module's Xcode project); files the set no longer makes are reported, never deleted. All files are written,
        or none. Without MODULE, every recorded module is updated. Templates see the date (and the time 'now'
        stands for) recorded when the module was written; --new-date renders with today's and records them. The
        render limits a module was made with are recorded too; --render-limit and VIPER_GEN_MAX_* stand over them.
        A file the run creates carries the run's date and author (git's user.name), recorded for that file.
        """
    static var help: String {
        """
        USAGE: viper-gen update [MODULE...] [options]

        \(overview)

        --template NAME moves the modules named to another set (the pre-2026 'viper-classic' to 'viper', say): each
        is rendered with NAME and merged as above; files only the old set made are deleted when you did not edit
        them, and left (reported) when you did. The module's support files, if its set has any, are written or
        joined as 'module' does.

        Files left out of a module when it was adopted (the module did not have them) are not written: the run
        names them once. --restore FILE writes one on purpose (and records it from then on); without MODULE, the
        modules of the files named are updated.

        OPTIONS:
        \(HelpText.optionLines(UpdateOptions.declarations))

        """
    }

    let context: CommandContext

    func run(_ options: UpdateOptions) throws(Diagnostics) -> Int32 {
        let overrides = try ParameterAssignments.parse(options.parameters)
        if let template = options.template, options.positionals.isEmpty {
            throw Diagnostics([
                Diagnostic(
                    .usage,
                    "--template moves the modules named to another set; name them, e.g. 'viper-gen update Search "
                        + "--template \(template)'")
            ])
        }
        if !options.parameters.isEmpty, options.positionals.isEmpty {
            throw Diagnostics([
                Diagnostic(
                    .usage,
                    "--param changes the modules named; name them, e.g. 'viper-gen update Search --param "
                        + "\(options.parameters[0])'")
            ])
        }
        // The limits of this run (option over environment) stand over those each module recorded.
        let limits = try context.renderLimits(options.renderLimits)
        // The recorded date and time, so that a set that prints them renders as it did, unless --new-date asks.
        var newDate: (date: GenerationDate, now: Int?)?
        if options.newDate {
            do {
                newDate = (
                    try GenerationDate.current(environment: context.environment),
                    try GenerationDate.runTime(environment: context.environment)
                )
            } catch {
                throw Diagnostics([error])
            }
        }
        // The date and author that files this run creates carry.
        let creation: ModuleUpdatePlanner.Creation
        do {
            creation = ModuleUpdatePlanner.Creation(
                date: try GenerationDate.current(environment: context.environment),
                author: GitUserName.find(from: context.currentDirectory, environment: context.environment))
        } catch {
            throw Diagnostics([error])
        }
        let project = try context.lockedProject(
            configPath: options.config, templateDirectories: options.templateDirectories)
        let restoring = try restoredFiles(options.restore, in: project)
        // `--restore` alone updates the modules whose files it names.
        let names =
            options.positionals.isEmpty && !restoring.isEmpty
            ? project.lockfile.modules.keys.sorted().filter {
                !Set(project.lockfile.modules[$0]!.absent).isDisjoint(with: restoring.keys)
            } : options.positionals
        let modules = try project.modules(named: names)
        if let problem = restoring.first(where: { file in !modules.contains { $0.name == file.value } }) {
            throw Diagnostics([
                Diagnostic(
                    .usage,
                    "--restore \(context.shown(problem.key, in: project)) is a file of module \(problem.value), which "
                        + "this run does not update; name \(problem.value) too")
            ])
        }
        var planner = ModuleUpdatePlanner(recorder: project.recorder, sets: project.sets, library: project.library)
        planner.renderLimits = limits
        planner.restoring = Set(restoring.keys)
        planner.creation = creation
        planner.progress = context.moduleProgress
        planner.movingTo = options.template
        var policy = ModuleUpdatePlanner.Policy(
            planner: planner, snapshot: project.snapshot, modules: modules, select: project.selecting(names))
        policy.overrides = overrides
        policy.newDate = newDate
        let result = try CommitStep.run(policy, dryRun: options.dryRun, in: context.commitSurroundings)
        let conflicted = result.files.filter { $0.action == .conflicted || $0.action == .unresolved }
        result.warnings.forEach(context.console.report)
        // A .gitignore that ignores what this run records is named, as 'module' names it.
        if !result.changes.recordFiles.isEmpty, let first = modules.first {
            project.recorder.ignoredRecordWarnings(base: first.name).forEach(context.console.report)
        }
        if options.json {
            context.console.output(
                try UpkeepReport.json(
                    UpkeepReport.Update(result, dryRun: options.dryRun, show: { context.shown($0, in: project) })))
        } else if !options.quiet || !conflicted.isEmpty {
            report(result, dryRun: options.dryRun, project: project, restoring: Set(restoring.keys))
        }
        return conflicted.isEmpty ? 0 : 1
    }

    private func report(
        _ result: ModuleUpdatePlanner.Result, dryRun: Bool, project: LockedProject, restoring: Set<String>
    ) {
        let console = context.console
        let prefix = dryRun ? "would " : ""
        var changed = false
        for file in result.files {
            let shown = context.shown(file.path, in: project)
            let line: String
            switch file.action {
            case .unchanged, .kept, .absent: continue
            case .updated: line = "\(prefix)update \(shown)"
            case .merged: line = "\(prefix)merge \(shown) (your changes and the template's)"
            case .conflicted:
                line =
                    "\(prefix)merge \(shown) with \(file.conflicts) conflict\(file.conflicts == 1 ? "" : "s")"
                    + Self.templateAdditionsNote(file)
            case .created: line = "\(prefix)create \(shown) (new in the set)"
            case .restored:
                line =
                    restoring.contains(file.path)
                    ? "\(prefix)restore \(shown) (left out when adopted; --restore)"
                    : "\(prefix)restore \(shown) (it was missing)"
            case .removed: line = "\(prefix)remove \(shown) (the new set does not make it)"
            case .orphaned:
                line = "left \(shown): the set no longer makes it; delete it if you no longer need it"
            case .unresolved:
                line =
                    "left \(shown): it still has conflict markers; \(file.module) is not updated until they are resolved"
            }
            changed = true
            console.output(line + "\n")
        }
        for update in result.changes.xcodeProjects {
            console.output(
                RunReport.xcodeLines(update, dryRun: dryRun, from: context.currentDirectory).joined(separator: "\n")
                    + "\n")
        }
        if !changed {
            console.output(
                result.changes.recordFiles.isEmpty
                    ? "every module is up to date\n"
                    : "no file changes; \(prefix)record the sets' new versions in \(Lockfile.fileName)\n")
        }
        // Files left out by choice when their modules were adopted: named once, with the way to bring one back.
        let absent = result.files.filter { $0.action == .absent }
        if !absent.isEmpty {
            let names = absent.map { TerminalText.safe(context.shown($0.path, in: project)) }.joined(separator: ", ")
            console.output(
                "left out \(names) (absent when adopted, by your choice); 'viper-gen update --restore FILE' writes "
                    + "one\n")
        }
        let conflicted = result.files.filter { $0.action == .conflicted || $0.action == .unresolved }
        if !conflicted.isEmpty {
            let names = conflicted.map { TerminalText.safe(context.shown($0.path, in: project)) }.joined(
                separator: ", ")
            let modules = Set(conflicted.map(\.module))
            let module = modules.count == 1 ? modules.first! : "MODULE"
            console.error(
                "viper-gen: \(conflicted.count) file\(conflicted.count == 1 ? " has" : "s have") conflicts: \(names); "
                    + "resolve the <<<<<<< ||||||| ======= >>>>>>> blocks, or take one side of every block with "
                    + "'viper-gen resolve \(module) --ours' (yours) or '--theirs' (the template's), then run "
                    + "'viper-gen check'\n")
        }
    }

    /// What the report says of a conflicted file's blocks that only add template lines next to your edit.
    static func templateAdditionsNote(_ file: FileUpdate) -> String {
        guard file.templateAdditions > 0 else { return "" }
        let all = file.templateAdditions == file.conflicts
        let count = all ? (file.conflicts == 1 ? "it" : "all") : "\(file.templateAdditions)"
        return " (\(count) only add\(count == "it" ? "s" : "") template lines next to your edits)"
    }

    /// The files `--restore` names, relative to the lockfile's folder, each with the module that records it as absent.
    /// - Throws: `Diagnostics` (usage, 64) for every path that is no module's absent file, listing those there are.
    private func restoredFiles(_ paths: [String], in project: LockedProject) throws(Diagnostics) -> [String: String] {
        var owners: [String: String] = [:]
        for (name, module) in project.lockfile.modules {
            for path in module.absent { owners[path] = name }
        }
        var restoring: [String: String] = [:]
        var problems = DiagnosticCollector()
        let absent = Set(owners.keys)
        for given in paths {
            if let path = project.recorder.recordedPath(given, from: context.currentDirectory, among: absent) {
                restoring[path] = owners[path]
                continue
            }
            let known = owners.keys.sorted().map { context.shown($0, in: project) }
            problems.add(
                Diagnostic(
                    .usage,
                    "--restore \(given): no recorded module left this file out when it was adopted; files left out: "
                        + (known.isEmpty ? "none" : known.joined(separator: ", "))))
        }
        try problems.check()
        return restoring
    }
}
