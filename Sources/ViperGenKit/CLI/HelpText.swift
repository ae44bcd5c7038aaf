/// The main help page and the option table every command's help is built with. Usage lines come from
/// `CommandList.all` and option lines from the commands' option declarations, so help cannot drift from parsing.
enum HelpText {
    static let version = "0.1.0"

    /// `viper-gen --help`: one usage line per command, examples and exit codes.
    static var main: String {
        let rows =
            CommandList.all.flatMap { $0.synopsis }.map { ("viper-gen \($0.usage)", $0.summary) } + [
                ("viper-gen help [COMMAND | --man | --json]", "Show help for a command, the manual page or JSON"),
                ("viper-gen --version", "Show the version and commit"),
            ]
        return """
            viper-gen \(version): generate VIPER modules from templates.

            USAGE:
            \(table(rows))

            EXAMPLES:
              viper-gen module Search
              viper-gen module Search Settings --output Sources/App --param tests=false
              viper-gen module Search --dry-run --json
              viper-gen module Search --xcodeproj App.xcodeproj --xcode-target App --xcode-test-target AppTests

            EXIT CODES:
              0 success, 64 usage error, 65 bad template or data, 73 cannot create output (exists without --force),
              74 I/O error

            """
    }

    /// The OPTIONS lines of a command's help: short and long name, value placeholder, and the help text, aligned.
    static func optionLines<Options>(_ options: [CommandOption<Options>]) -> String {
        table(
            options.map { option in
                let short = option.short.map { "-\($0), " } ?? "    "
                let value = option.valueName.map { " \($0)" } ?? ""
                return ("\(short)--\(option.name)\(value)", option.help)
            })
    }

    /// The USAGE lines of a command with subcommands: one per subcommand, `viper-gen templates show NAME` and what it
    /// does, aligned three spaces after the widest.
    static func subcommandUsage(of command: any Command.Type) -> String {
        let subcommands = command.subcommandDeclarations
        let width = subcommands.map(\.usage.count).max() ?? 0
        return subcommands.enumerated().map { index, subcommand in
            (index == 0 ? "USAGE: " : "       ") + "viper-gen \(command.name) " + subcommand.usage.padding(to: width)
                + "   " + subcommand.summary
        }.joined(separator: "\n")
    }

    /// Two columns, the first padded to its widest entry, each row indented by two spaces.
    private static func table(_ rows: [(String, String)]) -> String {
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { "  " + $0.0.padding(to: width) + "  " + $0.1 }.joined(separator: "\n")
    }
}

extension String {
    fileprivate func padding(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}
