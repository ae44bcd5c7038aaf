import ViperGenConfig
import ViperGenEngine
import ViperGenGeneration
import ViperGenMCP
import ViperGenSupport
import ViperGenTemplateSets

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `viper-gen templates [list | show NAME | new NAME | copy [SET] | lint [NAME|PATH]]` (also spelled `template`).
struct TemplatesCommand: Command {
    static let name = "templates"
    /// The documents `--json` prints for `subcommands`: the listing and the set shown, or the lint.
    static func reportSchemas(subcommands: [String]) -> [MCPValue] {
        let documents = [
            "list": TemplatesReport.List.schema, "show": TemplatesReport.Show.schema,
            "lint": TemplatesReport.Lint.schema,
        ]
        return (subcommands.isEmpty ? ["list", "show", "lint"] : subcommands).compactMap { documents[$0] }
    }
    static let aliases = ["template"]
    static let subcommandDeclarations = [
        CommandSubcommand(name: "list", summary: "List every template set, its source and parameters", isDefault: true),
        CommandSubcommand(
            name: "show", operand: CommandPositional(word: "NAME"),
            summary: "Show a set's summary, parameters and files"),
        CommandSubcommand(
            name: "new", operand: CommandPositional(word: "NAME"),
            summary: "Create a working template set in the project's templates folder"),
        CommandSubcommand(
            name: "copy", operand: CommandPositional(word: "SET", required: false),
            summary: "Copy a built-in set (default viper) there to edit (--as NAME)"),
        CommandSubcommand(
            name: "lint", operand: CommandPositional(word: "NAME|PATH", required: false, takesPath: true),
            summary: "Check a set (or every project set): manifest, templates, renders"),
        CommandSubcommand(name: "install", summary: "Install the Rambafile's templates into Templates/<name>/"),
    ]
    static let synopsis = [
        CommandSynopsis(
            usage: "templates [show|new|lint|install]",
            summary: "List, show, create, copy, check and install template sets")
    ]
    /// What it does: the help page's first paragraph and the MCP tool's description.
    static let overview = """
        Project sets come from --template-dir folders and the config's "templateDirectories"; a project set
        named like a built-in one overrides it. lint renders a sample module with the defaults, every choice value
        and both values of each bool, and reports every problem with file:line:col (exit 65). A folder holding
        <folder>.rambaspec (a Generamba set) is a template set like one with template.json.
        """
    static var help: String {
        """
        \(HelpText.subcommandUsage(of: Self.self))
        ('template' works as well as 'templates'.)

        \(overview)

        copy writes the built-in set SET (default viper) into the same folder, as the binary holds it. Named as
        the built-in set, the copy replaces it and the modules made with it stay up to date (the files are the
        same); edit the copy, then 'viper-gen outdated' and 'update' carry the edits into them. --as NAME names
        the copy otherwise (a set of its own); --force replaces an existing copy.

        install copies each 'local' entry of the Rambafile's templates, and clones each 'git' entry (and each
        entry naming only a set, from the Rambafile's catalogs) with the system git, into Templates/<name>/. All
        sets are fetched and checked before any is written; a set that exists and differs needs --force. Each
        set's .viper-gen-installed records the files written and their hashes: --force deletes only those, unchanged;
        other files in the set's folder stay and are named. 'local' folders must lie inside the project.

        OPTIONS:
        \(HelpText.optionLines(TemplatesOptions.declarations))

        """
    }

    let context: CommandContext

    func run(_ options: TemplatesOptions) throws(Diagnostics) -> Int32 {
        let config = try context.projectConfig(path: options.config)
        config?.warnings.forEach(context.console.report)
        let library = context.templateLibrary(templateDirectories: options.templateDirectories, config: config)
        let positionals = options.positionals
        if options.json, ["new", "install", "copy"].contains(positionals.first) {
            throw usage("--json works with list, show and lint, not with '\(positionals[0])'")
        }
        switch (positionals.first, positionals.count) {
        case (nil, _), ("list", 1):
            let shownConfig = config.map { RunReport.displayPath($0.file, from: context.currentDirectory) }
            if options.json {
                context.console.output(try UpkeepReport.json(try listingReport(library, config: shownConfig)))
                return 0
            }
            if let shownConfig { context.console.output("config: \(shownConfig)\n") }
            context.console.output(try listing(library))
            return 0
        case ("show", 2):
            let set = try library.load(positionals[1])
            set.warnings.forEach(context.console.report)
            context.console.output(
                options.json ? try UpkeepReport.json(TemplatesReport.show(set)) : TemplateDescription(set: set).text)
            return 0
        case ("install", 1):
            return try install(config: config, force: options.force)
        case ("new", 2):
            return try scaffold(positionals[1], options: options, config: config)
        case ("copy", 1), ("copy", 2):
            return try copy(positionals.count == 2 ? positionals[1] : nil, options: options, config: config)
        case ("lint", 1), ("lint", 2):
            let limits: (file: RenderLimits, runBytes: Int)
            do {
                limits = try RenderLimits.viperGen(environment: context.environment, options: options.renderLimits)
            } catch {
                throw Diagnostics([error])
            }
            let linter = TemplateLinter(renderLimits: limits.file, runOutputLimit: limits.runBytes)
            return try lint(
                positionals.count == 2 ? positionals[1] : nil, library: library, linter: linter, json: options.json)
        case ("install", _):
            throw usage("'templates install' takes no arguments; it installs the Rambafile's templates")
        case ("show", _), ("new", _):
            throw usage("'templates \(positionals[0])' takes one template name")
        case ("lint", _):
            throw usage("'templates lint' takes at most one template name or folder")
        case ("copy", _):
            throw usage("'templates copy' takes at most one built-in set's name")
        case (let other?, _):
            let suggestion = nearestName(to: other, in: Self.subcommands).map {
                "did you mean '\($0)'? "
            }
            throw usage(
                "unknown templates command '\(other)'; \(suggestion ?? "")use list, show NAME, new NAME, copy, lint or install"
            )
        }
    }

    private func usage(_ message: String) -> Diagnostics {
        Diagnostics([Diagnostic(.usage, message + "; see 'viper-gen templates --help'")])
    }

    /// `templates list --json`: every set with its source and parameters.
    private func listingReport(_ library: TemplateLibrary, config: String?) throws(Diagnostics)
        -> TemplatesReport.List
    {
        var sets: [TemplatesReport.SetEntry] = []
        for (name, origin) in library.availableSets() {
            sets.append(TemplatesReport.entry(try library.load(name), name: name, origin: origin))
        }
        return TemplatesReport.List(config: config, sets: sets)
    }

    private func listing(_ library: TemplateLibrary) throws(Diagnostics) -> String {
        let builtInNames = Set(TemplateLibrary.builtInNames)
        var text = ""
        for (name, origin) in library.availableSets() {
            let set = try library.load(name)
            switch origin {
            case .builtIn: text += "\(name) (built-in): \(set.summary)\n"
            case .directory(let path):
                let overrides = builtInNames.contains(name) ? ", overrides built-in" : ""
                text += "\(name) (\(path)\(overrides)): \(set.summary)\n"
            }
            for parameter in set.parameters {
                text +=
                    "  --param \(parameter.name)=\(parameter.defaultValue.text ?? "")  (\(parameter.allowedValues))\n"
            }
        }
        return text
    }

    /// Installs the Rambafile's `templates` into `Templates/<name>/` next to it.
    private func install(config: ProjectConfig?, force: Bool) throws(Diagnostics) -> Int32 {
        guard let config else {
            throw usage(
                "no \(ProjectConfig.rambafileName) here or above; 'templates install' installs the templates a "
                    + "Rambafile declares")
        }
        let result = try TemplateInstaller(config: config, environment: context.environment, force: force).install(
            waiting: context.reportWaiting)
        result.warnings.forEach(context.console.report)
        for (name, action) in result.sets {
            let folder = config.directory.appending(path: "Templates/\(name)")
            context.console.output("\(action) \(RunReport.displayPath(folder, from: context.currentDirectory))\n")
        }
        for path in result.removedFiles {
            context.console.output(
                "removed \(RunReport.displayPath(URL(fileURLWithPath: path), from: context.currentDirectory))\n")
        }
        for (path, reason) in result.keptFiles {
            context.console.output(
                "kept \(RunReport.displayPath(URL(fileURLWithPath: path), from: context.currentDirectory)) "
                    + "(\(reason); the new version does not have it)\n")
        }
        return 0
    }

    /// Writes a working template set into the project's first template folder (else `./templates`).
    private func scaffold(_ name: String, options: TemplatesOptions, config: ProjectConfig?) throws(Diagnostics)
        -> Int32
    {
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
            throw usage("invalid template name '\(name)': use letters, digits, '-' and '_'")
        }
        if TemplateLibrary.builtInNames.contains(name), !options.force {
            throw usage(
                "'\(name)' is the name of a built-in set, which a new set of that name replaces (its modules would "
                    + "then show every file as removed); run 'viper-gen templates copy \(name)' for an editable copy of "
                    + "it, choose another name, or pass --force to make a new set named '\(name)' all the same")
        }
        let folder = try destinationFolder(for: name, options: options, config: config)
        let files = TemplateScaffold.files(named: name).map { path, contents in
            GenerationPlan.File(
                root: folder, relativePath: "\(name)/\(path)", contents: contents, kind: .code, module: name,
                replacesExistingFile: false)
        }.sorted { $0.relativePath < $1.relativePath }
        // Written as every run writes (CommitStep): checked and written under the folder's run lock, all or nothing.
        try CommitStep.run(places: [folder], dryRun: false, in: context.commitSurroundings) {
            () throws(Diagnostics) -> (changes: ChangeSet?, result: Void) in
            if FileSystem.fileType(folder.appending(path: name).path) != nil {
                throw Diagnostics([
                    Diagnostic(
                        .cannotCreate,
                        "\(folder.appending(path: name).path) already exists; choose another name or remove it")
                ])
            }
            return (ChangeSet(files: files), ())
        }
        for file in files {
            context.console.output("created \(RunReport.displayPath(file.url, from: context.currentDirectory))\n")
        }
        if TemplateLibrary.builtInNames.contains(name) {
            context.console.report(
                Warning(
                    "\(RunReport.displayPath(folder.appending(path: name), from: context.currentDirectory)) has the name "
                        + "of the built-in set '\(name)' and replaces it wherever its folder is searched: 'viper-gen "
                        + "module' uses it instead of the built-in set; rename the folder (and \"name\" in its "
                        + "template.json) unless that is what you want"))
        }
        let isSearched = context.projectTemplateDirectories(config: config).contains {
            $0.standardizedFileURL.path == folder.standardizedFileURL.path
        }
        if !isSearched, options.templateDirectories.isEmpty {
            context.console.output(
                "note: add \"templateDirectories\": [\"\(RunReport.displayPath(folder, from: config?.directory ?? context.currentDirectory))\"] "
                    + "to \(ProjectConfig.fileName), or pass --template-dir, to use it\n")
        }
        return 0
    }

    /// The folder a new set `name` goes into: the first `--template-dir`, else the config's first template folder,
    /// else `templates/`. A folder from the repository (the config's, `templates/`) is written only inside the
    /// project; a typed one is the user's choice.
    func destinationFolder(for name: String, options: TemplatesOptions, config: ProjectConfig?) throws(Diagnostics)
        -> URL
    {
        let typed = options.templateDirectories.compactMap(context.directory).first
        let folder =
            typed ?? config?.templateDirectories.first ?? context.defaultTemplateDirectory(config: config)
        if typed == nil,
            let problem = ProjectConfinement(folder: context.lockDirectory(config: config)).problem(
                with: folder.appending(path: name).path,
                fix: "set a template folder inside the project, or type the outside folder with --template-dir")
        {
            throw Diagnostics([problem])
        }
        return folder
    }

    /// Lints one set (by name or folder), or every project set when none is named; prints every problem (and with
    /// `json`, one document: `TemplatesReport.Lint`).
    private func lint(_ target: String?, library: TemplateLibrary, linter: TemplateLinter, json: Bool)
        throws(Diagnostics) -> Int32
    {
        var reports: [(String, TemplateLinter.Report)] = []
        if let target, let folder = context.directory(target),
            target.contains("/") || FileSystem.fileType(folder.path) == .directory
        {
            reports.append((folder.path, linter.lint(directory: folder)))
        } else if let target {
            reports.append((target, linter.lint(named: target, in: library)))
        } else {
            let local = library.availableSets().filter { $0.origin != .builtIn }
            let names = local.isEmpty ? library.availableSets().map(\.name) : local.map(\.name)
            reports = names.map { ($0, linter.lint(named: $0, in: library)) }
        }
        var problems: [Diagnostic] = []
        for (name, report) in reports {
            report.warnings.forEach(context.console.report)
            report.problems.forEach(context.console.report)
            problems += report.problems
            if report.problems.isEmpty, !json {
                context.console.output(
                    "\(name): ok (\(report.files) files, \(report.renderedCombinations) parameter combinations rendered)\n"
                )
            }
        }
        if json {
            context.console.output(
                try UpkeepReport.json(TemplatesReport.lint(reports, spelling: context.console.spelling)))
        }
        return problems.isEmpty ? 0 : Diagnostics(problems).exitCode
    }
}
