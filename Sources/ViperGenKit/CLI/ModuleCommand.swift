import ViperGenConfig
import ViperGenEngine
import ViperGenGeneration
import ViperGenMCP
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `viper-gen module NAME [NAME...]`: plans every file, then writes them all or none.
struct ModuleCommand: Command {
    static let name = "module"
    /// The document `--json` prints: its JSON Schema, for MCP.
    static func reportSchemas(subcommands: [String]) -> [MCPValue] { [RunReport.schema] }
    static let synopsis = [
        CommandSynopsis(usage: "module NAME [NAME...] [options]", summary: "Generate one module per NAME")
    ]
    static let positionals = [CommandPositional(word: "NAME", repeated: true)]
    /// What it does: the help page's first paragraph and the MCP tool's description.
    static let overview = """
        Generates a VIPER module for each NAME: Contract, View, Presenter, Interactor and Router, plus tests.
        Everything is rendered and checked first; then all files are written, or none. Existing files are never
        replaced without --force.
        """
    static var help: String {
        """
        USAGE: viper-gen module NAME [NAME...] [options]

        \(overview)

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

        TEMPLATE PARAMETERS:
          Each set takes its own, set with -p KEY=VALUE or in viper-gen.json's "parameters":
          'viper-gen templates show viper' lists the built-in set's with their values and defaults
          ('viper-gen templates show NAME' another set's).

        """
    }

    let context: CommandContext

    /// Runs with parsed options: the module pipeline (`ModuleRun`) with them.
    func run(_ options: ModuleOptions) throws(Diagnostics) -> Int32 {
        try ModuleRun(context: context).run(options)
    }
}
