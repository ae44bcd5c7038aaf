import Foundation

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
        OptionSpec("help", short: "h", help: "Show this help"),
    ]

    let environment: [String: String]
    let currentDirectory: URL
    let console: Console

    func run(_ arguments: [String]) throws(Diagnostics) -> Int32 {
        let parsed = try ArgumentScanner(command: "module", options: Self.options).parse(arguments)
        if parsed.flag("help") {
            console.output(HelpText.module)
            return 0
        }
        let request = try makeRequest(parsed)
        let library = TemplateLibrary(searchDirectories: parsed.all("template-dir").compactMap(directory))
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

    private func makeRequest(_ parsed: ParsedArguments) throws(Diagnostics) -> GenerationRequest {
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
            date = try GenerationDate.current(environment: environment)
        } catch {
            problems.add(error)
        }
        try problems.check()

        let codeDirectory = directory(parsed.value("output")) ?? currentDirectory
        let testsDirectory =
            directory(parsed.value("tests-output"))
            ?? ProjectDefaults.packageTestsDirectory(for: codeDirectory) ?? codeDirectory
        let projectName = parsed.value("project") ?? currentDirectory.standardizedFileURL.lastPathComponent
        let target =
            parsed.value("target")
            ?? ProjectDefaults.packageTarget(containing: codeDirectory) ?? ProjectDefaults.identifier(from: projectName)
        return GenerationRequest(
            moduleNames: parsed.positionals,
            templateName: parsed.value("template") ?? "viper",
            parameterAssignments: assignments,
            author: parsed.value("author") ?? ProjectDefaults.gitUserName(in: currentDirectory),
            company: parsed.value("company") ?? "",
            projectName: projectName,
            prefix: parsed.value("prefix") ?? "",
            target: target,
            moduleDescription: parsed.value("description") ?? "",
            codeDirectory: codeDirectory,
            testsDirectory: testsDirectory,
            date: date,
            overwritesExistingFiles: parsed.flag("force"))
    }

    private func directory(_ path: String?) -> URL? {
        guard let path else { return nil }
        let expanded = path.hasPrefix("~/") ? (environment["HOME"] ?? "~") + path.dropFirst() : path
        return URL(fileURLWithPath: expanded, isDirectory: true, relativeTo: currentDirectory).standardizedFileURL
    }
}
