/// The help pages. Option lines are built from the commands' option lists, so help cannot drift from parsing.
enum HelpText {
    static let version = "0.1.0"

    static let main = """
        viper-gen \(version): generate VIPER modules from templates.

        USAGE:
          viper-gen module NAME [NAME...] [options]   Generate one module per NAME
          viper-gen templates                         List template sets and their parameters
          viper-gen help [COMMAND]                    Show help for a command
          viper-gen --version                         Show the version

        EXAMPLES:
          viper-gen module Search
          viper-gen module Search Settings --output Sources/App --param tests=false
          viper-gen module Search --dry-run --json

        EXIT CODES:
          0 success, 64 usage error, 65 bad template or data, 73 cannot create output (exists without --force),
          74 I/O error

        """

    static var module: String {
        """
        USAGE: viper-gen module NAME [NAME...] [options]

        Generates a VIPER module for each NAME: Contract, View, Presenter, Interactor and Router, plus tests.
        Everything is rendered and checked first; then all files are written, or none. Existing files are never
        replaced without --force.

        OPTIONS:
        \(optionLines(ModuleCommand.options))

        DEFAULTS:
          --target        <Target> when --output lies in a package's Sources/<Target>, else the project name
          --tests-output  Tests/<Target>Tests of that package when the folder exists, else the --output directory
          --author        git config user.name; SOURCE_DATE_EPOCH fixes the date written into headers

        """
    }

    static var templates: String {
        """
        USAGE: viper-gen templates

        Lists every template set with its summary, parameters and files.

        OPTIONS:
        \(optionLines(TemplatesCommand.options))

        """
    }

    private static func optionLines(_ options: [OptionSpec]) -> String {
        let rows = options.map { option -> (String, String) in
            let short = option.short.map { "-\($0), " } ?? "    "
            let value = option.valueName.map { " \($0)" } ?? ""
            return ("  \(short)--\(option.name)\(value)", option.help)
        }
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { $0.0.padding(to: width) + "  " + $0.1 }.joined(separator: "\n")
    }
}

extension String {
    fileprivate func padding(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}
