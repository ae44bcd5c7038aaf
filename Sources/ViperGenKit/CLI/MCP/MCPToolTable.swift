/// The tools of `viper-gen mcp`, derived from `CommandList.all`: one tool per command, with the commands below left
/// out and `templates` split by subcommand, so that a new command is served without being listed here.
///
/// Every part of a tool comes from a command's declarations (its `positionals`, `subcommandDeclarations`,
/// `overview`, `synopsis` and option declarations, with their defaults, paths and subcommands), never from its help
/// page: help is output only, and rewording it cannot change a schema.
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
            let positionals = command.positionals.filter { positional in
                // A positional word named like an option (adopt's TEMPLATE, --template) stands for it.
                !options.contains { $0.argumentName == positional.argumentName }
            }
            let optionArguments = options.filter { option in
                !positionals.contains { $0.argumentName == option.argumentName }
            }
            return [
                tool(
                    name: command.name, command: command, subcommands: [],
                    summary: command.synopsis.first?.summary ?? "",
                    arguments: positionals.map { argument($0, usage: usage) } + optionArguments.map(argument))
            ]
        }
        return groups.map { group in
            let declared = command.subcommandDeclarations.filter { group.subcommands.contains($0.name) }
            var arguments: [MCPArgument] = []
            if group.subcommands.count > 1 {
                arguments.append(
                    MCPArgument(
                        name: "action", kind: .subcommand(choices: group.subcommands), required: false,
                        description: declared.map { "\($0.name): \($0.summary)" }.joined(separator: "; "),
                        isPath: false))
            }
            if let operand = declared.compactMap(\.operand).first {
                let usages = declared.filter { $0.operand != nil }.map { "'viper-gen \(command.name) \($0.usage)'" }
                arguments.append(
                    MCPArgument(
                        name: operand.argumentName, kind: .positional(array: false),
                        required: group.subcommands.count == 1 && operand.required,
                        description: "\(operand.usage) in \(usages.joined(separator: ", "))",
                        isPath: operand.takesPath))
            }
            return tool(
                name: group.tool, command: command, subcommands: group.subcommands,
                summary: declared.map(\.summary).joined(separator: "; "),
                arguments: arguments + options.filter { $0.applies(to: group.subcommands) }.map(argument))
        }
    }

    private static func tool(
        name: String, command: any Command.Type, subcommands: [String], summary: String, arguments: [MCPArgument]
    ) -> MCPTool {
        let writes = command.mcpOptions.contains { $0.name == "dry-run" }
        var description = summary.isEmpty ? "" : summary + ". "
        if name == command.name, !command.overview.isEmpty {
            description += command.overview.split(separator: "\n").map(\.trimmingSpaces).joined(separator: " ") + " "
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

    /// The tool argument of a positional word of `usage` (`module NAME [NAME...] [options]`).
    private static func argument(_ positional: CommandPositional, usage: String) -> MCPArgument {
        let required = positional.required
        let count =
            positional.repeated ? (required ? "one or more" : "none or more") : (required ? "required" : "optional")
        return MCPArgument(
            name: positional.argumentName, kind: .positional(array: positional.repeated), required: required,
            description: "\(positional.word) in 'viper-gen \(usage)' (\(count))", isPath: positional.takesPath)
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

extension Substring {
    /// The text without the spaces around it.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
