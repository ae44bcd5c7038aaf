import ViperGenEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `viper-gen adopt MODULE [TEMPLATE]`: records a module that exists without a lockfile entry (written by hand, by an
/// older viper-gen, by Generamba), so that `update` works on it.
struct AdoptCommand: Command {
    static let name = "adopt"
    static let synopsis = [
        CommandSynopsis(
            usage: "adopt MODULE [TEMPLATE] [options]",
            summary: "Record a module made without viper-gen, so that update works on it")
    ]
    static var help: String {
        """
        USAGE: viper-gen adopt MODULE [TEMPLATE] [options]

        Brings a module that exists without a lockfile entry under management: renders TEMPLATE (default: the
        config's template, else viper) for MODULE with the given inputs (the same options as 'viper-gen module'),
        records that render in viper-gen.lock as the module's base, and says which files already equal it. Only the
        lockfile and the base are written; your files are left as they are. After that, 'viper-gen update' merges
        template changes into them.

        With --force, a module that is recorded already is recorded again: with its recorded inputs and its set as
        it is now (or with TEMPLATE and the options given), for instance when its base in viper-gen.bases/ is lost.
        Nothing is deleted and no file of the module is written.

        OPTIONS:
        \(HelpText.optionLines(ModuleOptions.declarations))

        """
    }

    let context: CommandContext

    func run(_ options: ModuleOptions) throws(Diagnostics) -> Int32 {
        guard (1...2).contains(options.positionals.count) else {
            throw Diagnostics([
                Diagnostic(
                    .usage,
                    "'viper-gen adopt' takes a module name and optionally a template, got "
                        + "\(options.positionals.count) arguments; e.g. 'viper-gen adopt Search viper'")
            ])
        }
        var moduleOptions = options
        moduleOptions.positionals = [options.positionals[0]]
        if options.positionals.count == 2 { moduleOptions.template = options.positionals[1] }
        let config = try context.projectConfig(path: options.config)
        config?.warnings.forEach(context.console.report)
        let command = ModuleCommand(context: context)
        var request = try command.makeRequest(moduleOptions, config: config)
        // Adopt reads the module's files to compare them: only inside the project, as module writes them.
        try command.checkConfinement(
            command.confinement(of: request, options: moduleOptions, config: config), of: request)
        let recorder = ModuleRecorder(lockDirectory: context.lockDirectory(config: config))
        request.lockDirectory = nil
        let (lockfile, bytes) = try recorder.load()
        let name = ModuleName.composed(moduleOptions.positionals[0])
        if let problem = recorder.caseClash(name, in: lockfile) { throw Diagnostics([problem]) }
        let recorded = lockfile.modules[name]
        if recorded != nil, !options.force {
            throw Diagnostics([
                Diagnostic(
                    .usage,
                    "\(recorder.lockfileURL.path): module \(name) is recorded already; run 'viper-gen update \(name)' "
                        + "to bring it up to date, or 'viper-gen adopt \(name) --force' to record it again (its files "
                        + "stay as they are)")
            ])
        }
        let library = context.templateLibrary(templateDirectories: options.templateDirectories, config: config)
        let set: TemplateSet
        if let recorded, options.positionals.count == 1 {
            // Recorded again with its recorded inputs and its set as it is now: nothing is deleted.
            let project = try context.lockedProject(
                configPath: options.config, templateDirectories: options.templateDirectories)
            set = try project.sets.load(recorded.template, module: name)
            let limits: [String: Int]
            do {
                limits = try RenderLimits.given(environment: context.environment, options: options.renderLimits)
            } catch {
                throw Diagnostics([error])
            }
            request = GenerationRequest(
                recorded: recorded, set: set, recorder: recorder, overrides: [], newDate: nil, limits: limits)
            request.lockDirectory = nil
        } else {
            set = try library.load(request.templateName)
        }
        let render = try GenerationPlanner(library: library).plan(request, using: set, checkingDisk: false)
        guard var entry = recorder.lockedModule(name, files: render.files, plan: render, request: request) else {
            throw Diagnostics([
                Diagnostic(
                    .usage,
                    "\(name) cannot be recorded: its files lie outside \(recorder.lockDirectory.path), the folder of "
                        + "\(Lockfile.fileName); run viper-gen from the project's folder")
            ])
        }
        entry.folders = recorded?.folders ?? []
        entry.inputs.package = recorded?.inputs.package
        var claims = PathClaims(lockfile: lockfile, lockfileURL: recorder.lockfileURL)
        let clashes = entry.files.compactMap { claims.claim($0.path, by: name) }
        if !clashes.isEmpty { throw Diagnostics(clashes) }
        var updated = lockfile
        updated.modules[name] = entry
        var plan = GenerationPlan(templateName: set.name, parameters: render.parameters, files: [])
        plan.confinement = recorder.confinement
        plan.recordFiles = recorder.recordFiles(
            updated, bases: [name: ModuleBase.encoded(render.files.map { ($0.relativePath, $0.bytes) })],
            previousBytes: bytes)
        if !options.dryRun {
            // Every run that records modules locks the lockfile's folder (see RunLock).
            try RunLock.holding([recorder.lockDirectory], waiting: context.reportWaiting) { () throws(Diagnostics) in
                PlanWriter.recoverInterruptedRuns(in: [recorder.lockDirectory])
                try PlanWriter().write(plan)
            }
        }
        var same = 0
        var lines: [String] = []
        for file in render.files {
            let shown = RunReport.displayPath(file.url, from: context.currentDirectory)
            guard let data = FileManager.default.contents(atPath: file.url.path) else {
                lines.append("missing  \(shown) (the template makes it; 'viper-gen update \(name)' writes it)")
                continue
            }
            if data.elementsEqual(file.bytes) {
                same += 1
                lines.append("same     \(shown)")
            } else {
                lines.append("differs  \(shown) (your version; 'viper-gen update' keeps your changes)")
            }
        }
        if !options.quiet {
            let verb = options.dryRun ? "would record" : "recorded"
            context.console.output(
                "\(verb) \(name) (\(set.name)) in "
                    + RunReport.displayPath(recorder.lockfileURL, from: context.currentDirectory)
                    + ": \(same) of \(render.files.count) files equal the template's render\n"
                    + lines.map { "  " + $0 + "\n" }.joined())
        }
        return 0
    }
}
