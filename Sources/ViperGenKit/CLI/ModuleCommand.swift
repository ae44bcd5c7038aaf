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

        OPTIONS:
        \(HelpText.optionLines(ModuleOptions.declarations))

        DEFAULTS:
          --target        <Target> when --output lies in a package's Sources/<Target>, else the project name
          --tests-output  Tests/<Target>Tests of that package when the folder exists, else the --output directory
          --author        git config user.name; SOURCE_DATE_EPOCH fixes the date written into headers

        """
    }

    let context: CommandContext
    private var console: Console { context.console }
    private var currentDirectory: URL { context.currentDirectory }

    /// Runs with parsed options; `viper-gen gen` comes here too.
    func run(_ options: ModuleOptions) throws(Diagnostics) -> Int32 {
        let config = try context.projectConfig(path: options.config)
        config?.warnings.forEach(console.report)
        let request = try makeRequest(options, config: config)
        let library = context.templateLibrary(templateDirectories: options.templateDirectories, config: config)
        // A run killed mid-commit is finished first, so that its files count as existing when planning.
        if !options.dryRun {
            PlanWriter.recoverInterruptedRuns(
                in: [request.codeDirectory, request.testsDirectory] + (request.xcode.project.map { [$0] } ?? [])
                    + (request.lockDirectory.map { [$0] } ?? []))
        }
        let plan = try GenerationPlanner(library: library).plan(request)
        plan.warnings.forEach(console.report)
        let dryRun = options.dryRun
        if !dryRun { try PlanWriter().write(plan) }
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
            if let update = plan.xcodeProject {
                console.output(xcodeLines(update, dryRun: dryRun).joined(separator: "\n") + "\n")
            }
        }
        return 0
    }

    /// Builds the request; each value comes from its flag, else the project config, else its default.
    func makeRequest(_ options: ModuleOptions, config: ProjectConfig?) throws(Diagnostics) -> GenerationRequest {
        var problems = DiagnosticCollector()
        var assignments: [(key: String, value: String)] = []
        do {
            assignments = try ParameterAssignments.parse(options.parameters)
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
        do {
            xcode = try xcodeSettings(options, config: config)
        } catch {
            problems.add(error)
        }
        try problems.check()

        let codeDirectory = context.directory(options.output) ?? config?.output ?? currentDirectory
        let testsDirectory =
            context.directory(options.testsOutput) ?? config?.testsOutput
            ?? ProjectDefaults.packageTestsDirectory(for: codeDirectory) ?? codeDirectory
        let projectName =
            options.project ?? config?.project
            ?? (config?.directory ?? currentDirectory).standardizedFileURL.lastPathComponent
        let target =
            options.target ?? config?.target
            ?? ProjectDefaults.packageTarget(containing: codeDirectory) ?? ProjectDefaults.identifier(from: projectName)
        var request = GenerationRequest(
            moduleNames: options.positionals,
            templateName: options.template ?? config?.template ?? "viper",
            parameterAssignments: assignments,
            configuredParameters: config?.parameters ?? [],
            configName: config?.file.path ?? "",
            author: options.author ?? config?.author
                ?? GitUserName.find(from: currentDirectory, environment: context.environment),
            company: options.company ?? config?.company ?? "",
            projectName: projectName,
            prefix: options.prefix ?? config?.prefix ?? "",
            target: target,
            moduleDescription: options.moduleDescription ?? "",
            codeDirectory: codeDirectory,
            testsDirectory: testsDirectory,
            date: date,
            now: now,
            overwritesExistingFiles: options.force,
            xcode: xcode,
            productModuleName: config?.productModuleName ?? options.target ?? config?.target)
        request.hasChosenTestsDirectory = options.testsOutput != nil || config?.testsOutput != nil
        request.lockDirectory = context.lockDirectory(config: config)
        return request
    }
}
