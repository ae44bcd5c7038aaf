#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `viper-gen module NAME [NAME...]`: plans every file, then writes them all or none.
struct ModuleCommand {
    static let options: [OptionSpec] = [
        OptionSpec("template", short: "t", value: "NAME", help: "Template set to use (default: viper)"),
        OptionSpec(
            "template-dir", value: "DIR", repeatable: true,
            help: "Folder of template sets, searched before the built-in ones (repeatable)"),
        OptionSpec("output", short: "o", value: "DIR", help: "Directory for code files (default: current directory)"),
        OptionSpec("tests-output", value: "DIR", help: "Directory for test files (default: see DEFAULTS)"),
        OptionSpec(
            "target", value: "NAME", help: "Swift module of the code, which tests @testable import (see DEFAULTS)"),
        OptionSpec(
            "param", short: "p", value: "KEY=VALUE", repeatable: true, help: "Set a template parameter (repeatable)"),
        OptionSpec("author", value: "NAME", help: "Author for file headers (default: git config user.name)"),
        OptionSpec("company", value: "NAME", help: "Company for file headers"),
        OptionSpec("project", value: "NAME", help: "Project name (default: the current directory's name)"),
        OptionSpec("prefix", value: "PREFIX", help: "Class prefix for every generated type, e.g. ABC"),
        OptionSpec("description", value: "TEXT", help: "One line describing the module, for module.description"),
        OptionSpec("dry-run", short: "n", help: "Show what would be written; write nothing"),
        OptionSpec("force", short: "f", help: "Replace files that already exist"),
        OptionSpec("json", help: "Print one JSON document (with contents on --dry-run)"),
        OptionSpec("quiet", short: "q", help: "Print nothing on success"),
        CommandContext.configOption,
        OptionSpec("help", short: "h", help: "Show this help"),
    ]

    let context: CommandContext
    private var console: Console { context.console }
    private var currentDirectory: URL { context.currentDirectory }

    func run(_ arguments: [String]) throws(Diagnostics) -> Int32 {
        let parsed = try ArgumentScanner(command: "module", options: Self.options).parse(arguments)
        if parsed.flag("help") {
            console.output(HelpText.module)
            return 0
        }
        let config = try context.projectConfig(parsed)
        let request = try makeRequest(parsed, config: config)
        let library = context.templateLibrary(parsed, config: config)
        // A run killed mid-commit is finished first, so that its files count as existing when planning.
        if !parsed.flag("dry-run") {
            PlanWriter.recoverInterruptedRuns(in: [request.codeDirectory, request.testsDirectory])
        }
        let plan = try GenerationPlanner(library: library).plan(request)
        let dryRun = parsed.flag("dry-run")
        if !dryRun { try PlanWriter().write(plan) }
        if parsed.flag("json") {
            console.output(try RunReport(plan: plan, dryRun: dryRun, currentDirectory: currentDirectory).json())
        } else if !parsed.flag("quiet") {
            for file in plan.files {
                let verb = file.replacesExistingFile ? "replace" : "create"
                let action = dryRun ? "would \(verb)" : (verb == "create" ? "created" : "replaced")
                console.output("\(action) \(RunReport.displayPath(file.url, from: currentDirectory))\n")
            }
        }
        return 0
    }

    /// Builds the request; each value comes from its flag, else the project config, else its default.
    private func makeRequest(_ parsed: ParsedArguments, config: ProjectConfig?) throws(Diagnostics) -> GenerationRequest
    {
        var problems = DiagnosticCollector()
        var assignments: [(key: String, value: String)] = []
        for assignment in parsed.all("param") {
            guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
                problems.add(
                    Diagnostic(.usage, "--param '\(assignment)' is not KEY=VALUE; write e.g. --param tests=false"))
                continue
            }
            assignments.append((String(assignment[..<equals]), String(assignment[assignment.index(after: equals)...])))
        }
        var date = GenerationDate(year: 1970, month: 1, day: 1)
        do {
            date = try GenerationDate.current(environment: context.environment)
        } catch {
            problems.add(error)
        }
        try problems.check()

        let codeDirectory = context.directory(parsed.value("output")) ?? config?.output ?? currentDirectory
        let testsDirectory =
            context.directory(parsed.value("tests-output")) ?? config?.testsOutput
            ?? ProjectDefaults.packageTestsDirectory(for: codeDirectory) ?? codeDirectory
        let projectName =
            parsed.value("project") ?? config?.project
            ?? (config?.directory ?? currentDirectory).standardizedFileURL.lastPathComponent
        let target =
            parsed.value("target") ?? config?.target
            ?? ProjectDefaults.packageTarget(containing: codeDirectory) ?? ProjectDefaults.identifier(from: projectName)
        return GenerationRequest(
            moduleNames: parsed.positionals,
            templateName: parsed.value("template") ?? config?.template ?? "viper",
            parameterAssignments: assignments,
            configuredParameters: config?.parameters ?? [],
            configName: config?.file.path ?? "",
            author: parsed.value("author") ?? config?.author
                ?? GitUserName.find(from: currentDirectory, environment: context.environment),
            company: parsed.value("company") ?? config?.company ?? "",
            projectName: projectName,
            prefix: parsed.value("prefix") ?? config?.prefix ?? "",
            target: target,
            moduleDescription: parsed.value("description") ?? "",
            codeDirectory: codeDirectory,
            testsDirectory: testsDirectory,
            date: date,
            overwritesExistingFiles: parsed.flag("force"))
    }
}
