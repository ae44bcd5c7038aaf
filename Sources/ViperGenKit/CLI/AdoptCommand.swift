import ViperGenConfig
import ViperGenEngine
import ViperGenGeneration
import ViperGenMCP
import ViperGenSupport
import ViperGenTemplateSets
import ViperGenUpkeep

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `viper-gen adopt MODULE [TEMPLATE]`: records a module that exists without a lockfile entry (written by hand, by an
/// older viper-gen, by Generamba), so that `update` works on it.
struct AdoptCommand: Command {
    static let name = "adopt"
    /// The document `--json` prints: its JSON Schema, for MCP.
    static func reportSchemas(subcommands: [String]) -> [MCPValue] { [AdoptReport.schema] }
    static let synopsis = [
        CommandSynopsis(
            usage: "adopt MODULE [TEMPLATE] [options]",
            summary: "Record a module made without viper-gen, so that update works on it")
    ]
    static let positionals = [CommandPositional(word: "MODULE"), CommandPositional(word: "TEMPLATE", required: false)]
    /// What it does: the help page's first paragraph and the MCP tool's description.
    static let overview = """
        Brings a module that exists without a lockfile entry under management: renders TEMPLATE (default: the
        config's template, else viper) for MODULE with the given inputs (the same options as 'viper-gen module'),
        records that render in viper-gen.lock as the module's base, and says which files already equal it. Only the
        lockfile and the base are written; your files are left as they are. After that, 'viper-gen update' merges
        template changes into them.
        """
    static var help: String {
        """
        USAGE: viper-gen adopt MODULE [TEMPLATE] [options]

        \(overview)

        Adopt records what is there. A file the set makes that the module does not have is recorded as left out
        by your choice: 'check' does not miss it and 'update' does not write it, until 'viper-gen update --restore
        FILE' brings it back. A module none of whose files is where the set puts them is refused (exit 65), naming
        the folders looked in: pass --module-folder when the module's folder has another name, --output or
        Generamba's --module_path when it lies elsewhere (either also sets the Xcode group the next 'update' adds
        files to, when the config names one). The code and the tests are looked for each on their own: code all
        missing beside tests, or tests all missing beside code, is refused the same way (--tests-module-folder names
        the tests' folder when a rename left it as it was; naming it also records tests the module never kept as
        left out).

        The base is rendered as the module was written: the author, company, project and date that most of the
        files' headers give ('//  Created by NAME on DATE.', '//  Copyright © YEAR COMPANY. All rights reserved.';
        dates as 16/09/2017, 16.09.17, 9/16/17 or 2017-09-16) stand over the config's and today's, and the output
        says which; a file whose header names another author or date is rendered with its own, recorded for it.
        --author, --company, --project and --date stand over the headers.

        With --force, a module that is recorded already is recorded again: with its recorded inputs and its set as
        it is now (and --author, --company, --project, --prefix, --description, --target, --date, --module-folder
        and --param over them), or, given TEMPLATE or any option that moves files or targets, from the options as
        on first adoption. Nothing is deleted and no file of the module is written; the author and date recorded
        for a file are kept.

        OPTIONS:
        \(HelpText.optionLines(AdoptOptions.declarations))

        """
    }

    let context: CommandContext

    func run(_ options: AdoptOptions) throws(Diagnostics) -> Int32 {
        guard (1...2).contains(options.positionals.count) else {
            throw Diagnostics([
                Diagnostic(
                    .usage,
                    "'viper-gen adopt' takes a module name and optionally a template, got "
                        + "\(options.positionals.count) arguments; e.g. 'viper-gen adopt Search viper'")
            ])
        }
        let config = try context.projectConfig(path: options.module.config)
        config?.warnings.forEach(context.console.report)
        let moduleOptions = try Self.moduleOptions(options, config: config)
        let date = try Self.date(options.date)
        let folders = [
            ("--module-folder", options.moduleFolder, "EventListModule", "--output"),
            ("--tests-module-folder", options.testsModuleFolder, "EventList", "--tests-output"),
        ]
        for (option, folder, example, output) in folders {
            guard let folder, folder.isEmpty || folder.contains("/") || folder == "." || folder == ".." else {
                continue
            }
            throw Diagnostics([
                Diagnostic(
                    .usage,
                    "\(option) '\(folder)' is not a folder name; name the module's folder only, e.g. "
                        + "\(option) \(example) (\(output) names the folder it lies in)")
            ])
        }
        let builder = ModuleRequestBuilder(context: context)
        let request = try builder.makeRequest(moduleOptions, config: config)
        // Adopt reads the module's files to compare them: only inside the project, as module writes them.
        try builder.checkConfinement(
            builder.confinement(of: request, options: moduleOptions, config: config), of: request)
        let library = context.templateLibrary(templateDirectories: options.module.templateDirectories, config: config)
        var recorder = ModuleRecorder(lockDirectory: context.lockDirectory(config: config))
        recorder.library = library
        var asked = AdoptionPlanner.Request(name: ModuleName.composed(moduleOptions.positionals[0]), request: request)
        asked.force = options.module.force
        asked.reshapes = Self.reshapes(options)
        asked.inputs = options.module.inputs
        asked.date = date
        // Checked by the request already: neither throws here.
        asked.overrides = try ParameterAssignments.parse(options.module.parameters) + moduleOptions.typedParameters
        asked.renderLimits = try context.renderLimits(options.module.renderLimits)
        asked.moduleFolder = options.moduleFolder
        asked.testsModuleFolder = options.testsModuleFolder
        var planner = AdoptionPlanner(recorder: recorder, library: library)
        planner.reserved = LockedProject.reserved(config: config, recorder: recorder)
        let planned = try CommitStep.run(
            AdoptionPlanner.Policy(planner: planner, asked: asked), dryRun: options.module.dryRun,
            in: context.commitSurroundings)
        let name = asked.name
        // A .gitignore that ignores what was just recorded is named, as 'module' names it.
        recorder.ignoredRecordWarnings(base: name).forEach(context.console.report)
        planned.adoption.insertionWarnings.forEach(context.console.report)
        let report = AdoptReport(
            planned.adoption, module: name, template: planned.set.name, dryRun: options.module.dryRun,
            lockfile: RunReport.displayPath(recorder.lockfileURL, from: context.currentDirectory),
            show: { RunReport.displayPath($0, from: context.currentDirectory) })
        if options.module.json {
            context.console.output(try UpkeepReport.json(report))
        } else if !options.module.quiet {
            context.console.output(report.text)
        }
        return 0
    }

    /// Whether `options` choose another set (TEMPLATE, `--template`) or give an option of a setting that moves
    /// files or targets (`ModuleSetting.optionsMovingFiles`): a forced re-adoption then starts from the options, as
    /// a first one does, rather than from the recorded inputs.
    static func reshapes(_ options: AdoptOptions) -> Bool {
        options.positionals.count == 2 || options.module.template != nil
            || !options.given.isDisjoint(with: ModuleSetting.optionsMovingFiles(of: name))
    }

    /// The `module` options that `options` stand for: TEMPLATE, Generamba's paths and target lists.
    /// - Throws: `Diagnostics` (usage, 64) for a folder given twice (`--output` and `--module_path`).
    static func moduleOptions(_ options: AdoptOptions, config: ProjectConfig?) throws(Diagnostics) -> ModuleOptions {
        var module = options.module
        module.positionals = [options.positionals[0]]
        if options.positionals.count == 2 { module.template = options.positionals[1] }
        var problems = DiagnosticCollector()
        module.typedParameters += ParameterAssignments.custom(options.customParameters, problems: &problems)
        // The module's files are where the folder names: the next update adds files beside them.
        module.take(generamba: options, config: config, groupFollowsFolder: true, problems: &problems)
        try problems.check()
        return module
    }

    /// The day `--date` names (`2017-09-16`, or as the headers write it); `nil` when not given.
    /// - Throws: `Diagnostics` (usage, 64) for text that is no date.
    static func date(_ text: String?) throws(Diagnostics) -> GenerationDate? {
        guard let text else { return nil }
        guard let date = FileHeader.date(text) else {
            throw Diagnostics([
                Diagnostic(.usage, "--date '\(text)' is not a date; write it as YYYY-MM-DD, e.g. --date 2017-09-16")
            ])
        }
        return date
    }
}
