import ViperGenEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `viper-gen update [MODULE...]`: brings recorded modules up to date with their sets, merging template changes
/// into files you edited.
struct UpdateCommand: Command {
    static let name = "update"
    static let synopsis = [
        CommandSynopsis(
            usage: "update [MODULE...] [options]",
            summary: "Merge template changes into recorded modules (default: all)")
    ]
    static var help: String {
        """
        USAGE: viper-gen update [MODULE...] [options]

        Renders each module again with the inputs recorded in viper-gen.lock (and any --param changed) and the
        template set as it is now, then for each file: unchanged by you → replaced by the new render; unchanged by
        the template → left as it is; changed by both → a three-way line merge. Where both changed the same lines
        the file gets conflict markers (<<<<<<< yours, ||||||| base, =======, >>>>>>> template); the run names those
        files and exits 1 after writing everything else. Files new in the set are created (and added to the
        module's Xcode project); files the set no longer makes are reported, never deleted. All files are written,
        or none. Without MODULE, every recorded module is updated. Templates see the date (and the time 'now'
        stands for) recorded when the module was written; --new-date renders with today's and records them. The
        render limits a module was made with are recorded too; --render-limit and VIPER_GEN_MAX_* stand over them.

        OPTIONS:
        \(HelpText.optionLines(UpdateOptions.declarations))

        """
    }

    let context: CommandContext

    func run(_ options: UpdateOptions) throws(Diagnostics) -> Int32 {
        let overrides = try ParameterAssignments.parse(options.parameters)
        if !options.parameters.isEmpty, options.positionals.isEmpty {
            throw Diagnostics([
                Diagnostic(
                    .usage,
                    "--param changes the modules named; name them, e.g. 'viper-gen update Search --param "
                        + "\(options.parameters[0])'")
            ])
        }
        // The limits of this run (option over environment) stand over those each module recorded.
        let limits: [String: Int]
        do {
            limits = try RenderLimits.given(environment: context.environment, options: options.renderLimits)
        } catch {
            throw Diagnostics([error])
        }
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
        var project = try context.lockedProject(
            configPath: options.config, templateDirectories: options.templateDirectories)
        let modules = try project.modules(named: options.positionals)
        // Every run that records modules locks the lockfile's folder; each Xcode project is locked as module runs
        // lock it.
        let places = [project.recorder.lockDirectory] + xcodeProjects(of: modules, in: project)
        let result = try RunLock.holding(options.dryRun ? [] : places, waiting: context.reportWaiting) {
            () throws(Diagnostics) -> ModuleUpdatePlanner.Result in
            if !options.dryRun {
                PlanWriter.recoverInterruptedRuns(in: roots(of: modules, in: project))
                // Recovery may finish a killed run that rewrote the lockfile; another run may have written meanwhile.
                project = try context.lockedProject(
                    configPath: options.config, templateDirectories: options.templateDirectories)
            }
            var planner = ModuleUpdatePlanner(
                recorder: project.recorder, sets: project.sets, library: project.library, merge: Self.merge)
            planner.renderLimits = limits
            var result = try planner.plan(
                try project.modules(named: options.positionals), in: project.lockfile,
                lockfileBytes: project.lockfileBytes, overrides: overrides, newDate: newDate)
            result.plan.confinement = project.recorder.confinement
            if !options.dryRun, !result.plan.filesToWrite.isEmpty { try PlanWriter().write(result.plan) }
            return result
        }
        let conflicted = result.files.filter { $0.action == .conflicted || $0.action == .unresolved }
        if options.json {
            context.console.output(
                try UpkeepReport.json(
                    UpkeepReport.Update(result, dryRun: options.dryRun, show: { context.shown($0, in: project) })))
        } else if !options.quiet || !conflicted.isEmpty {
            report(result, dryRun: options.dryRun, project: project)
        }
        return conflicted.isEmpty ? 0 : 1
    }

    /// The merge of a file both sides changed: a three-way line merge of its bytes, git's diff3 conflict layout
    /// where the changes overlap (`<<<<<<< yours`, `||||||| base`, `=======`, `>>>>>>> template`).
    static func merge(base: [UInt8], yours: [UInt8], theirs: [UInt8]) -> MergeResult {
        ThreeWayMerge.merge(base: base, yours: yours, theirs: theirs)
    }

    private func report(_ result: ModuleUpdatePlanner.Result, dryRun: Bool, project: LockedProject) {
        let console = context.console
        let prefix = dryRun ? "would " : ""
        var changed = false
        for file in result.files {
            let shown = context.shown(file.path, in: project)
            let line: String
            switch file.action {
            case .unchanged, .kept: continue
            case .updated: line = "\(prefix)update \(shown)"
            case .merged: line = "\(prefix)merge \(shown) (your changes and the template's)"
            case .conflicted:
                line = "\(prefix)merge \(shown) with \(file.conflicts) conflict\(file.conflicts == 1 ? "" : "s")"
            case .created: line = "\(prefix)create \(shown) (new in the set)"
            case .restored: line = "\(prefix)restore \(shown) (it was missing)"
            case .orphaned:
                line = "left \(shown): the set no longer makes it; delete it if you no longer need it"
            case .unresolved:
                line =
                    "left \(shown): it still has conflict markers; \(file.module) is not updated until they are resolved"
            }
            changed = true
            console.output(line + "\n")
        }
        for update in result.plan.xcodeProjects {
            console.output(
                ModuleCommand(context: context).xcodeLines(update, dryRun: dryRun).joined(separator: "\n") + "\n")
        }
        if !changed {
            console.output(
                result.plan.recordFiles.isEmpty
                    ? "every module is up to date\n"
                    : "no file changes; \(prefix)record the sets' new versions in \(Lockfile.fileName)\n")
        }
        let conflicted = result.files.filter { $0.action == .conflicted || $0.action == .unresolved }
        if !conflicted.isEmpty {
            let names = conflicted.map { TerminalText.safe(context.shown($0.path, in: project)) }.joined(
                separator: ", ")
            console.error(
                "viper-gen: \(conflicted.count) file\(conflicted.count == 1 ? " has" : "s have") conflicts: \(names); "
                    + "resolve the <<<<<<< ||||||| ======= >>>>>>> blocks, then run 'viper-gen check'\n")
        }
    }

    /// The Xcode projects `modules` joined, each once.
    private func xcodeProjects(of modules: [LockedModule], in project: LockedProject) -> [URL] {
        var seen: Set<String> = []
        return modules.compactMap { $0.inputs.xcode.map { project.recorder.url($0.project) } }.filter {
            seen.insert($0.standardizedFileURL.path).inserted
        }
    }

    /// The folders whose killed runs are finished before planning: the lockfile's, every output root, the projects.
    private func roots(of modules: [LockedModule], in project: LockedProject) -> [URL] {
        var roots = [project.recorder.lockDirectory]
        for module in modules {
            roots.append(project.recorder.url(module.inputs.output))
            roots.append(project.recorder.url(module.inputs.testsOutput))
            if let xcode = module.inputs.xcode { roots.append(project.recorder.url(xcode.project)) }
        }
        var seen: Set<String> = []
        return roots.filter { seen.insert($0.standardizedFileURL.path).inserted }
    }
}
