import ViperGenEngine
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The `viper-gen` command line: picks the command, runs it, reports problems and returns the exit code.
public enum ViperGenCLI {
    /// Runs one command line.
    /// - Parameters:
    ///   - arguments: The arguments after the program name.
    ///   - environment: The process environment (`SOURCE_DATE_EPOCH`, `NO_COLOR`, `HOME`).
    ///   - currentDirectory: Where relative paths start.
    ///   - console: Where output and diagnostics go.
    /// - Returns: The exit code: 0, or 64, 65, 73 or 74 (see `Diagnostic.Category`).
    public static func run(
        _ arguments: [String], environment: [String: String], currentDirectory: URL, console: Console
    ) -> Int32 {
        run(
            arguments,
            context: CommandContext(environment: environment, currentDirectory: currentDirectory, console: console))
    }

    /// Runs one command line in `context` (the MCP server's: its served root, progress and cancellation).
    static func run(_ arguments: [String], context: CommandContext) -> Int32 {
        let console = context.console
        do {
            return try dispatch(arguments, context: context)
        } catch {
            error.problems.forEach(console.report)
            // Standard error first: if standard output cannot be written, the problems are still shown.
            if let name = arguments.first, let command = CommandList.command(named: name),
                command.requestsJSON(Array(arguments.dropFirst()))
            {
                console.output(ErrorReport(error, spelling: console.spelling).json())
            }
            return error.exitCode
        }
    }

    private static func dispatch(_ arguments: [String], context: CommandContext) throws(Diagnostics) -> Int32 {
        let rest = Array(arguments.dropFirst())
        let console = context.console
        switch arguments.first {
        case nil:
            console.error(HelpText.main)
            return Diagnostic.Category.usage.rawValue
        case "--help", "-h":
            console.output(HelpText.main)
            return 0
        case "--version":
            console.output(HelpText.versionLine)
            return 0
        case "help":
            if let format = rest.first, format.hasPrefix("--") {
                return try HelpCommand.reference(format, arguments: rest, context: context)
            }
            guard let name = rest.first else {
                console.output(HelpText.main)
                return 0
            }
            guard let command = CommandList.command(named: name) else { throw unknownCommand(name) }
            console.output(command.help)
            return 0
        case let name?:
            guard let command = CommandList.command(named: name) else { throw unknownCommand(name) }
            return try command.run(rest, context: context)
        }
    }

    private static func unknownCommand(_ name: String) -> Diagnostics {
        // `-v`, `-V` and `version` are how other tools ask for their version: name the option that does.
        let versionSpellings = ["-v", "-V", "version", "--v", "-version"]
        let suggestion =
            versionSpellings.contains(name)
            ? "did you mean '--version'? "
            : nearestName(to: name, in: CommandList.spellings).map { "did you mean '\($0)'? " } ?? ""
        return Diagnostics([Diagnostic(.usage, "unknown command '\(name)'; \(suggestion)see 'viper-gen --help'")])
    }
}
