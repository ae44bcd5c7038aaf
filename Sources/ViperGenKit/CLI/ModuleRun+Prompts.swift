extension ModuleRun {
    /// With no module name and a person at the terminal (standard input is one), asks for the names on standard
    /// error and reads them, separated by spaces; anything else (a script, a pipe, an empty answer) keeps the options
    /// as they are, so a missing name stays the usage error it always was.
    func askForMissingNames(_ options: ModuleOptions) -> ModuleOptions {
        guard options.positionals.isEmpty, !options.help, context.console.inputIsTerminal else { return options }
        context.console.error("Module name(s), separated by spaces (e.g. Search Settings): ")
        guard let answer = context.console.readLine() else {
            context.console.error("\n")
            return options
        }
        var asked = options
        asked.positionals = answer.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        return asked
    }
}
