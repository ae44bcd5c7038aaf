import ViperGenConfig
import ViperGenEngine
import ViperGenGeneration
import ViperGenSupport
import ViperGenWriting

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `viper-gen module NAME [NAME...]`: plans every file, then writes them all or none.
struct ModuleCommand: Command {
    static let name = "module"
    static let synopsis = [
        CommandSynopsis(usage: "module NAME [NAME...] [options]", summary: "Generate one module per NAME")
    ]
    static var help: String {
        """
        USAGE: viper-gen module NAME [NAME...] [options]

        Generates a VIPER module for each NAME: Contract, View, Presenter, Interactor and Router, plus tests.
        Everything is rendered and checked first; then all files are written, or none. Existing files are never
        replaced without --force.

        Each module is recorded in viper-gen.lock and its base (what viper-gen wrote) in viper-gen.bases/, next to
        viper-gen.json (or in the current folder): commit both with the code, since 'update', 'check' and 'remove'
        work from them. A .gitignore that ignores them gets a warning.

        OPTIONS:
        \(HelpText.optionLines(ModuleOptions.declarations))

        DEFAULTS:
          --target        <Target> when --output lies in a package's Sources/<Target>, else the project name
                          made a Swift identifier as SwiftPM names modules (my-app -> my_app, 2048 -> _2048)
          --tests-output  Tests/<Target>Tests of that package when the folder exists, else the --output directory
          --author        git config user.name; SOURCE_DATE_EPOCH fixes the date written into headers
          --add-target    Sources/<Module> and Tests/<Module>Tests of --package, else of the nearest Package.swift
                          at or above the current directory; the targets are appended to its target list

        """
    }

    let context: CommandContext
    private var console: Console { context.console }
    private var currentDirectory: URL { context.currentDirectory }

    /// Runs with parsed options; `viper-gen gen` comes here too.
    func run(_ options: ModuleOptions) throws(Diagnostics) -> Int32 {
        let options = askForMissingNames(options)
        let config = try context.projectConfig(path: options.config)
        config?.warnings.forEach(console.report)
        var request = try makeRequest(options, config: config)
        let confinement = confinement(of: request, options: options, config: config)
        try checkConfinement(confinement, of: request)
        request.confinement = confinement
        let library = context.templateLibrary(templateDirectories: options.templateDirectories, config: config)
        let dryRun = options.dryRun
        let places =
            [request.codeDirectory, request.testsDirectory] + (request.xcode.project.map { [$0] } ?? [])
            + (request.packageTargets?.package.map { [$0] } ?? []) + (request.lockDirectory.map { [$0] } ?? [])
        // Another run writing into the same places plans only after this one has written, and a run killed
        // mid-commit there is finished first, so that its files count as existing when planning (see CommitStep).
        let plan = try CommitStep.run(places: places, dryRun: dryRun, waiting: context.reportWaiting) {
            () throws(Diagnostics) -> (plan: GenerationPlan?, result: GenerationPlan) in
            var plan = try GenerationPlanner(library: library).plan(request)
            plan.confinement = confinement
            plan.warnings.forEach(console.report)
            return (plan, plan)
        }
        if !dryRun {
            let projects = [
                plan.xcodeProject.flatMap { $0.file == nil ? nil : $0.project }, plan.packageManifest?.file?.url,
            ].compactMap { $0 }
            if let clause = WrittenFilesNote.clause(
                files: plan.files.map(\.url), updated: projects + plan.insertionEdits.map(\.url),
                from: currentDirectory)
            {
                console.written.record(clause)
            }
        }
        if options.json {
            console.output(try RunReport(plan: plan, dryRun: dryRun, currentDirectory: currentDirectory).json())
        } else if !options.quiet {
            for file in plan.files {
                let verb = file.replacesExistingFile ? "replace" : "create"
                let action = dryRun ? "would \(verb)" : (verb == "create" ? "created" : "replaced")
                console.output("\(action) \(RunReport.displayPath(file.url, from: currentDirectory))\n")
            }
            for folder in plan.folders where !folder.exists {
                let action = dryRun ? "would create" : "created"
                console.output("\(action) \(RunReport.displayPath(folder.url, from: currentDirectory))/\n")
            }
            console.output(RunReport.insertionLines(plan.insertions, dryRun: dryRun, from: currentDirectory))
            // The lockfile and the bases, which are committed with the code.
            for file in plan.recordFiles {
                let verb = file.replacesExistingFile ? "update" : "create"
                let action = dryRun ? "would \(verb)" : verb + "d"
                console.output("\(action) \(RunReport.displayPath(file.url, from: currentDirectory))\n")
            }
            if let update = plan.xcodeProject {
                console.output(xcodeLines(update, dryRun: dryRun).joined(separator: "\n") + "\n")
            }
            if let update = plan.packageManifest {
                console.output(packageLines(update, dryRun: dryRun).joined(separator: "\n") + "\n")
            }
        }
        return 0
    }

    /// Builds the request; each value comes from its flag, else the project config, else its default.
    func makeRequest(_ options: ModuleOptions, config: ProjectConfig?) throws(Diagnostics) -> GenerationRequest {
        var problems = DiagnosticCollector()
        var assignments = options.typedParameters
        do {
            assignments = try ParameterAssignments.parse(options.parameters) + assignments
        } catch {
            problems.add(error)
        }
        var date = GenerationDate(year: 1970, month: 1, day: 1)
        var now = 0
        do {
            date = try GenerationDate.current(environment: context.environment)
            now = try GenerationDate.runTime(environment: context.environment)
        } catch {
            problems.add(error)
        }
        var xcode = XcodeProjectSettings()
        var packageTargets: PackageTargetSettings?
        do {
            packageTargets = try packageTargetSettings(options, config: config)
            // A module that is its own target joins no Xcode project: Xcode picks the package's targets up itself.
            if packageTargets == nil { xcode = try xcodeSettings(options, config: config) }
        } catch {
            problems.add(error)
        }
        let xcodeModule = chooseXcodeTargets(&xcode, problems: &problems, quiet: options.quiet)
        var limits = (file: RenderLimits(), runBytes: 0)
        do {
            limits = try RenderLimits.viperGen(environment: context.environment, options: options.renderLimits)
        } catch {
            problems.add(error)
        }
        let author =
            options[.author] ?? config?.author
            ?? GitUserName.find(from: currentDirectory, environment: context.environment)
        let folderName = (config?.directory ?? currentDirectory).standardizedFileURL.lastPathComponent
        // Values from a config were checked where they were read, with their positions.
        var headerValues: [(value: String?, what: String, category: Diagnostic.Category)] = []
        for input in RenderInput.all where input.isHeaderText {
            if let option = input.option { headerValues.append((options[input], "--" + option.name, .usage)) }
            if input.lockfileKey == RenderInput.author.lockfileKey {
                headerValues.append(
                    (options[.author] ?? config?.author == nil ? author : nil, "git config user.name", .data))
            } else if input.lockfileKey == RenderInput.project.lockfileKey {
                headerValues.append(
                    (
                        options[.project] ?? config?.project == nil ? folderName : nil,
                        "the project name taken from the folder name (pass --project)", .usage
                    ))
            }
        }
        for (value, what, category) in headerValues {
            if let value, let problem = HeaderText.problem(in: value, what: what) {
                problems.add(Diagnostic(category, problem))
            }
        }
        try problems.check()

        var codeDirectory = context.directory(options.output) ?? config?.output ?? currentDirectory
        var testsDirectory =
            context.directory(options.testsOutput) ?? config?.testsOutput
            ?? ProjectDefaults.packageTestsDirectory(for: codeDirectory) ?? codeDirectory
        if let package = packageTargets?.package {
            codeDirectory = package.appending(path: "Sources", directoryHint: .isDirectory)
            testsDirectory = package.appending(path: "Tests", directoryHint: .isDirectory)
        }
        let projectName = options[.project] ?? config?.project ?? folderName
        let chosenTarget =
            options[.target] ?? config?.target ?? xcodeModule
            ?? ProjectDefaults.packageTarget(containing: codeDirectory)
        let target = chosenTarget ?? SwiftIdentifier.moduleName(from: projectName)
        if chosenTarget == nil, !options.quiet, target.hasPrefix("_"), !projectName.hasPrefix("_") {
            // SwiftPM names the module of a folder `2048` `_2048`; say so, since the tests import it.
            console.note(
                "the target '\(target)' comes from the project name '\(projectName)' (made a Swift identifier, as "
                    + "SwiftPM names modules); pass --target NAME, or set \"target\" in viper-gen.json, if your tests "
                    + "import another module")
        }
        var request = GenerationRequest(
            moduleNames: options.positionals,
            templateName: options.template ?? config?.template ?? "viper",
            configName: config?.file.path ?? "",
            author: author,
            projectName: projectName,
            target: target,
            codeDirectory: codeDirectory,
            testsDirectory: testsDirectory,
            date: date,
            now: now,
            overwritesExistingFiles: options.force,
            xcode: xcode,
            productModuleName: config?.productModuleName ?? options[.target] ?? config?.target)
        // Each input from its option, else the config, else its default; those without one were worked out above.
        for input in RenderInput.all {
            if let value = options[input] ?? config?[input] ?? input.defaultValue {
                request[keyPath: input.request] = value
            }
        }
        request.parameterAssignments = assignments
        request.configuredParameters = config?.parameters ?? []
        // A value that came from the config is reported at its place there.
        if options[.prefix] == nil { request.prefixSpot = config?.spot(of: .prefix) }
        if options.template == nil { request.templateSpot = config?.templateSpot }
        if options[.target] == nil, config?.target != nil { request.targetSpot = config?.spot(of: .target) }
        request.hasChosenTestsDirectory =
            options.testsOutput != nil || config?.testsOutput != nil || packageTargets != nil
        request.packageTargets = packageTargets
        (request.renderLimits, request.runOutputLimit) = limits
        // Without a config, modules made targets of a package are recorded at the package's root, wherever the run is.
        request.lockDirectory =
            config == nil
            ? packageTargets?.package ?? context.lockDirectory(config: nil)
            : context.lockDirectory(config: config)
        return request
    }
}
