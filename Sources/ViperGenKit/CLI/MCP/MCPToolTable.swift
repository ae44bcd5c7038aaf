/// The tools of `viper-gen mcp`, derived from `CommandList.all`: one tool per command, with the commands below left
/// out and `templates` split by subcommand, so that a new command is served without being listed here.
enum MCPToolTable {
    /// The commands that are not tools, and why.
    static let notServed: [String: String] = [
        "init": "writes the project config once, from the project folder; a person runs it",
        "completions": "prints a shell script; only a shell needs it",
        "mcp": "is the server itself",
    ]

    /// Commands served as one tool per group of subcommands: `templates` lists and shows sets, `lint` checks them.
    /// `templates new` and `templates install` (which runs git) are left to a person.
    static let splits: [String: [(tool: String, subcommands: [String])]] = [
        "templates": [("templates", ["list", "show"]), ("lint", ["lint"])]
    ]

    /// Every tool, in the order of `CommandList.all`.
    static var all: [MCPTool] {
        CommandList.all.filter { notServed[$0.name] == nil }.flatMap { tools(for: $0) }
    }

    /// The tool called `name`, if any.
    static func tool(named name: String) -> MCPTool? {
        all.first { $0.name == name }
    }

    /// The command's tool, or one tool per group of its subcommands.
    static func tools(for command: any Command.Type) -> [MCPTool] {
        let options = command.mcpOptions.filter { !["help", "json", "quiet"].contains($0.name) }
        let usage = command.synopsis.first?.usage ?? command.name
        guard let groups = splits[command.name] else {
            let positionals = MCPUsage.positionals(in: usage).filter { positional in
                // A positional word spelled like an option (adopt's TEMPLATE, --template) stands for it.
                !options.contains { $0.argumentName == positional.name }
            }
            let optionArguments = options.filter { option in !positionals.contains { $0.name == option.argumentName } }
            return [
                tool(
                    name: command.name, command: command, subcommands: [],
                    summary: command.synopsis.first?.summary ?? "",
                    arguments: positionals.map { $0.argument(usage: usage) } + optionArguments.map(argument))
            ]
        }
        return groups.map { group in
            let lines = MCPUsage.subcommandLines(in: command.help, command: command.name)
                .filter { group.subcommands.contains($0.subcommand) }
            var arguments: [MCPArgument] = []
            if group.subcommands.count > 1 {
                arguments.append(
                    MCPArgument(
                        name: "action", kind: .subcommand(choices: group.subcommands), required: false,
                        description: lines.map { "\($0.subcommand): \($0.summary)" }.joined(separator: "; "),
                        isPath: false))
            }
            if let operand = lines.compactMap(\.operand).first {
                let usages = lines.filter { $0.operand != nil }.map { "'viper-gen \(command.name) \($0.usage)'" }
                arguments.append(
                    MCPArgument(
                        name: operand.name, kind: .positional(array: false),
                        required: group.subcommands.count == 1 && operand.required,
                        description: "\(operand.word) in \(usages.joined(separator: ", "))", isPath: operand.isPath))
            }
            return tool(
                name: group.tool, command: command, subcommands: group.subcommands,
                summary: lines.map(\.summary).joined(separator: "; "),
                arguments: arguments + options.filter { isFor($0, group.subcommands, of: command) }.map(argument))
        }
    }

    private static func tool(
        name: String, command: any Command.Type, subcommands: [String], summary: String, arguments: [MCPArgument]
    ) -> MCPTool {
        let writes = command.mcpOptions.contains { $0.name == "dry-run" }
        var description = summary.isEmpty ? "" : summary + ". "
        if name == command.name, let paragraph = MCPUsage.firstParagraph(of: command.help) {
            description += paragraph + " "
        }
        if writes {
            description += "Call it with dryRun: true first to see every change it would make, then without. "
        }
        description += "Runs 'viper-gen \(command.name)' in the server's root."
        return MCPTool(
            name: name, command: command.name, description: description, arguments: arguments,
            printsJSON: command.mcpOptions.contains { $0.name == "json" && $0.valueName == nil },
            reportSchemas: command.reportSchemas(subcommands: subcommands), writes: writes)
    }

    /// Whether `option` applies to `subcommands`: its help names no other subcommand (`install: replace …`).
    private static func isFor(_ option: MCPOption, _ subcommands: [String], of command: any Command.Type) -> Bool {
        !command.subcommands.contains { option.help.hasPrefix($0 + ": ") && !subcommands.contains($0) }
    }

    private static func argument(_ option: MCPOption) -> MCPArgument {
        let kind: MCPArgument.Kind =
            if option.name == "param" {
                .assignments(option: option.name, separator: "=")
            } else if option.takesWords {
                .assignments(option: option.name, separator: ":")
            } else if option.valueName == nil {
                .flag(option: option.name)
            } else if option.repeatable {
                .values(option: option.name)
            } else {
                .value(option: option.name)
            }
        return MCPArgument(
            name: option.argumentName, kind: kind, required: false, description: option.help,
            isPath: option.takesPath, defaultValue: kind == .value(option: option.name) ? option.defaultValue : nil)
    }
}
