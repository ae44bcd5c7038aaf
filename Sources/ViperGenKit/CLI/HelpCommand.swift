import ViperGenSupport

/// `viper-gen help --man` and `viper-gen help --json`: the whole reference, from `CommandReference.all` and the
/// template sets the project can use. (`help` and `help COMMAND` print the help pages; see `ViperGenCLI`.)
enum HelpCommand {
    /// Prints the reference in `format` (`--man` or `--json`).
    /// - Returns: The exit code.
    /// - Throws: `Diagnostics`: usage (64) for another option or an extra argument, data (65) for a bad config.
    static func reference(_ format: String, arguments: [String], context: CommandContext) throws(Diagnostics) -> Int32 {
        guard arguments.count == 1, format == "--man" || format == "--json" else {
            throw Diagnostics([
                Diagnostic(
                    .usage,
                    "'viper-gen help' takes a command name, --man or --json, got '\(arguments.joined(separator: " "))'; "
                        + "e.g. 'viper-gen help --man'")
            ])
        }
        let config = try context.projectConfig(path: nil)
        let library = context.templateLibrary(templateDirectories: [], config: config)
        let sets = TemplateSetReference.all(in: library)
        if format == "--man" {
            context.console.output(ManPage(commands: CommandReference.all, templateSets: sets).text)
        } else {
            context.console.output(HelpJSON(commands: CommandReference.all, templateSets: sets).text)
        }
        return 0
    }
}
