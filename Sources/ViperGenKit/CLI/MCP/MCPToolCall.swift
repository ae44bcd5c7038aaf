import ViperGenEngine
import ViperGenMCP
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One call of a tool: its arguments turned into the command's arguments, checked against the server's root, and
/// run in process through `ViperGenCLI.run`, the path the command line takes, with a console that collects what it
/// prints; diagnostics also go to the server's standard error.
struct MCPToolCall {
    let tool: MCPTool
    /// The folder the server serves: where the command runs, and outside which no path argument may point.
    let root: URL
    let environment: [String: String]
    /// Where the server's diagnostics go (its standard error).
    let diagnostics: @Sendable (String) -> Void
    /// Told after each module the command plans: the call's progress and cancellation.
    var progress: ModuleProgress?

    /// Runs the call.
    /// - Returns: The result; a problem with the arguments or the run is a result with `isError`.
    func run(_ arguments: [String: MCPValue]) -> MCPToolResult {
        let commandLine: [String]
        do {
            commandLine = try self.commandLine(for: arguments)
        } catch {
            return MCPToolResult(failure: error)
        }
        let output = MCPTextBuffer()
        let errors = MCPTextBuffer()
        let console = Console(
            output: { output.append($0) },
            error: { [diagnostics] text in
                errors.append(text)
                diagnostics(text)
            }, usesColor: false, spelling: .mcp)
        diagnostics("viper-gen mcp: running \(MCPToolResult.display(commandLine))\n")
        var context = CommandContext(environment: environment, currentDirectory: root, console: console)
        context.servedRoot = root
        context.moduleProgress = progress
        let status = ViperGenCLI.run(commandLine, context: context)
        return MCPToolResult(
            tool: tool, commandLine: commandLine, status: status, output: output.text, diagnostics: errors.text)
    }

    /// The command's arguments for the tool's `arguments`: the command, the options as `--name=value`, `--json`
    /// where the command has it, then `--` and the subcommand and positional words, if any.
    /// - Throws: `Diagnostics` (usage, 64) with every problem: unknown or missing arguments, wrong types, paths
    ///   outside the root.
    func commandLine(for arguments: [String: MCPValue]) throws(Diagnostics) -> [String] {
        var problems = DiagnosticCollector()
        let names = tool.arguments.map(\.name)
        for key in arguments.keys.sorted() where tool.argument(named: key) == nil {
            let suggestion = nearestName(to: key, in: names).map { " (did you mean '\($0)'?)" } ?? ""
            problems.add(
                Diagnostic(
                    .usage,
                    "unknown argument '\(key)' for the tool '\(tool.name)'\(suggestion); its inputSchema in "
                        + "tools/list names the arguments"))
        }
        var options: [String] = []
        var positionals: [String] = []
        var subcommand: [String] = []
        for argument in tool.arguments {
            guard let value = arguments[argument.name], value != .null else {
                if case .subcommand(let choices) = argument.kind { subcommand = Array(choices.prefix(1)) }
                if argument.required { problems.add(usage("missing argument '\(argument.name)'", argument)) }
                continue
            }
            switch argument.kind {
            case .flag(let option):
                guard case .bool(let on) = value else {
                    problems.add(mismatch(argument, value, expected: "a boolean"))
                    continue
                }
                if on { options.append("--" + option) }
            case .value(let option):
                guard let text = value.string else {
                    problems.add(mismatch(argument, value, expected: "a string"))
                    continue
                }
                checkPath(text, of: argument, problems: &problems)
                options.append("--\(option)=\(text)")
            case .values(let option):
                for text in strings(value, of: argument, problems: &problems) {
                    checkPath(text, of: argument, problems: &problems)
                    options.append("--\(option)=\(text)")
                }
            case .assignments(let option, let separator):
                guard let members = value.object else {
                    problems.add(mismatch(argument, value, expected: "an object"))
                    continue
                }
                for (key, member) in members.sorted(by: { $0.key < $1.key }) {
                    guard let text = Self.scalarText(member) else {
                        problems.add(
                            usage(
                                "argument '\(argument.name).\(key)' must be a string, boolean or number, not "
                                    + member.typeName, argument))
                        continue
                    }
                    options.append("--\(option)=\(key)\(separator)\(text)")
                }
            case .positional(array: true):
                let words = strings(value, of: argument, problems: &problems)
                if words.isEmpty, argument.required {
                    problems.add(usage("argument '\(argument.name)' needs at least one item", argument))
                }
                positionals += words
            case .positional(array: false):
                guard let text = value.string else {
                    problems.add(mismatch(argument, value, expected: "a string"))
                    continue
                }
                // Every word that may be a path, not only one with a '/': `..` names the folder above the root.
                checkPath(text, of: argument, problems: &problems)
                positionals.append(text)
            case .subcommand(let choices):
                guard let text = value.string, choices.contains(text) else {
                    let listed = choices.map { "'\($0)'" }.joined(separator: " or ")
                    problems.add(usage("argument '\(argument.name)' must be \(listed)", argument))
                    continue
                }
                subcommand = [text]
            }
        }
        try problems.check()
        if subcommand.isEmpty, let group = MCPToolTable.splits[tool.command]?.first(where: { $0.tool == tool.name }),
            group.subcommands.count == 1
        {
            subcommand = group.subcommands
        }
        let words = subcommand + positionals
        return [tool.command] + options + (tool.printsJSON ? ["--json"] : []) + (words.isEmpty ? [] : ["--"] + words)
    }

    /// Refuses a path that does not lie inside the root (symbolic links followed), or lies in its `.git`.
    private func checkPath(_ path: String, of argument: MCPArgument, problems: inout DiagnosticCollector) {
        guard argument.isPath else { return }
        let context = CommandContext(
            environment: environment, currentDirectory: root,
            console: Console(output: { _ in }, error: { _ in }, usesColor: false))
        guard let url = context.directory(path) else { return }
        let fix =
            "the MCP server works only inside the folder it serves; pass a path inside it (argument '\(argument.name)')"
        if let problem = ProjectConfinement(folder: root).problem(with: url.path, fix: fix) {
            problems.add(Diagnostic(.usage, problem.message))
        }
    }

    private func strings(_ value: MCPValue, of argument: MCPArgument, problems: inout DiagnosticCollector)
        -> [String]
    {
        guard let items = value.array, items.allSatisfy({ $0.string != nil }) else {
            problems.add(mismatch(argument, value, expected: "an array of strings"))
            return []
        }
        return items.compactMap(\.string)
    }

    private func mismatch(_ argument: MCPArgument, _ value: MCPValue, expected: String) -> Diagnostic {
        usage("argument '\(argument.name)' must be \(expected), not \(value.typeName)", argument)
    }

    private func usage(_ message: String, _ argument: MCPArgument) -> Diagnostic {
        Diagnostic(.usage, "\(message); see the inputSchema of the tool '\(tool.name)' in tools/list")
    }

    /// A parameter value as the command line writes it: strings as they are, `true`/`false`, whole numbers
    /// without a fraction.
    static func scalarText(_ value: MCPValue) -> String? {
        switch value {
        case .string(let text): text
        case .bool(let flag): flag ? "true" : "false"
        case .number: value.text()
        default: nil
        }
    }
}
