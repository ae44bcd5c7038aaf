import ViperGenConfig
import ViperGenMCP
import ViperGenSupport

/// `viper-gen gen NAME TEMPLATE [options]`: Generamba's `generamba gen`, with its option spellings. It runs exactly
/// what `viper-gen module NAME --template TEMPLATE` runs, `--custom_parameters k:v` becoming `--param k=v`.
struct GenCommand: Command {
    static let name = "gen"
    /// The document `--json` prints: its JSON Schema, for MCP.
    static func reportSchemas(subcommands: [String]) -> [MCPValue] { [RunReport.schema] }
    static let synopsis = [
        CommandSynopsis(
            usage: "gen NAME TEMPLATE [options]",
            summary: "Generate a module as 'generamba gen' does (Rambafile projects)")
    ]
    static let positionals = [CommandPositional(word: "NAME"), CommandPositional(word: "TEMPLATE")]
    /// What it does: the help page's first paragraph and the MCP tool's description.
    static let overview = """
        Generates the module NAME from the template set TEMPLATE, as Generamba's 'generamba gen' does: the same
        files with the same contents, in the same folders, read from the project's Rambafile (or viper-gen.json).
        It runs exactly what 'viper-gen module NAME --template TEMPLATE' runs; --custom_parameters key:value is
        --param key=value there. Everything is rendered and checked first; then all files are written, or none.
        Existing files are never replaced without --force (Generamba asked "Replace?").
        """
    static var help: String {
        """
        USAGE: viper-gen gen NAME TEMPLATE [options]

        \(overview)

        OPTIONS:
        \(HelpText.optionLines(GenOptions.declarations))

        EXAMPLE:
          viper-gen gen Search swifty_viper --custom_parameters with_router:yes storyboard:Main

        """
    }

    let context: CommandContext

    func run(_ options: GenOptions) throws(Diagnostics) -> Int32 {
        // The config is read here only to know which paths the Rambafile sets (see `GenPaths`); `module` reads it
        // again, and reports its warnings, once.
        let configured = try context.projectConfig(path: options.config)
        return try ModuleRun(context: context).run(try Self.moduleOptions(options, config: configured))
    }

    /// The `module` options that do what `options` asks, over the project config `config`.
    static func moduleOptions(_ options: GenOptions, config: ProjectConfig? = nil) throws(Diagnostics)
        -> ModuleOptions
    {
        var problems = DiagnosticCollector()
        if options.positionals.count != 2 {
            problems.add(
                Diagnostic(
                    .usage,
                    "'viper-gen gen' takes a module name and a template name, got \(options.positionals.count) "
                        + "arguments; e.g. 'viper-gen gen Search swifty_viper'"))
        }
        var module = ModuleOptions()
        module.typedParameters = ParameterAssignments.custom(options.customParameters, problems: &problems)
        try problems.check()
        module.positionals = [options.positionals[0]]
        module.template = options.positionals[1]
        for input in RenderInput.all where input.genOption != nil { module[input] = options.inputs[input.lockfileKey] }
        // Generamba keeps the Rambafile's group when only the folder is given (the Generamba goldens check it).
        module.take(generamba: options, config: config, groupFollowsFolder: false, problems: &problems)
        try problems.check()
        module.templateDirectories = options.templateDirectories
        module.dryRun = options.dryRun
        module.force = options.force
        module.json = options.json
        module.quiet = options.quiet
        module.config = options.config
        module.renderLimits = options.renderLimits
        return module
    }
}
