import TodoCore

/// What the command line asks for.
enum TodoCommand: Equatable {
    case interactive
    case help
    case list(includesCompleted: Bool, json: Bool)
    case add(name: String, dueDay: String?)
    case show(id: String)
    case done(id: String)
    case undo(id: String)
    case edit(id: String, name: String?, dueDay: String?)
    case remove(id: String)
    case about
}

extension TodoCommand {
    /// Whether the command changes the store when it succeeds.
    var changesStore: Bool {
        switch self {
        case .add, .done, .undo, .edit, .remove: true
        case .interactive, .help, .list, .show, .about: false
        }
    }
}

/// The parsed command line: the command and the global `--store` option.
struct TodoArguments: Equatable {
    var command: TodoCommand
    var storePath: String?

    /// Parses `arguments` (without the program name).
    /// - Throws: `TodoError.usage` for unknown commands or options and missing values.
    static func parse(_ arguments: [String]) throws(TodoError) -> TodoArguments {
        var storePath: String?
        var options: [String: String] = [:]
        var flags: Set<String> = []
        var positionals: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help":
                return TodoArguments(command: .help, storePath: nil)
            case "--all", "--json":
                flags.insert(argument)
            case "--store", "--name", "--due":
                guard let value = remaining.popFirst() else { throw .usage("\(argument) needs a value") }
                if argument == "--store" { storePath = value } else { options[argument] = value }
            case "--":
                positionals += remaining
                remaining = []
            default:
                guard !argument.hasPrefix("--") else { throw .usage("unknown option '\(argument)'") }
                positionals.append(argument)
            }
        }
        let command = try command(positionals, options: options, flags: flags)
        return TodoArguments(command: command, storePath: storePath)
    }

    private static func command(
        _ positionals: [String], options: [String: String], flags: Set<String>
    ) throws(TodoError) -> TodoCommand {
        guard let name = positionals.first else {
            try allow([], [], options, flags, for: "todo")
            return .interactive
        }
        let operands = Array(positionals.dropFirst())
        switch name {
        case "list":
            try allow([], ["--all", "--json"], options, flags, for: name)
            try expect(operands, count: 0, for: name)
            return .list(includesCompleted: flags.contains("--all"), json: flags.contains("--json"))
        case "add":
            try allow(["--due"], [], options, flags, for: name)
            guard !operands.isEmpty else { throw .usage("add needs a name") }
            return .add(name: operands.joined(separator: " "), dueDay: options["--due"])
        case "edit":
            try allow(["--name", "--due"], [], options, flags, for: name)
            try expect(operands, count: 1, for: name)
            // An empty value keeps the field, like an empty answer at the edit screen's prompts.
            let newName = options["--name"].flatMap { $0.trimmingWhitespace().isEmpty ? nil : $0 }
            let newDueDay = options["--due"].flatMap { $0.trimmingWhitespace().isEmpty ? nil : $0 }
            guard newName != nil || newDueDay != nil else { throw .usage("edit needs a non-empty --name or --due") }
            return .edit(id: operands[0], name: newName, dueDay: newDueDay)
        case "about":
            try allow([], [], options, flags, for: name)
            try expect(operands, count: 0, for: name)
            return .about
        case "show", "done", "undo", "rm":
            try allow([], [], options, flags, for: name)
            try expect(operands, count: 1, for: name)
            let id = operands[0]
            switch name {
            case "show": return .show(id: id)
            case "done": return .done(id: id)
            case "undo": return .undo(id: id)
            default: return .remove(id: id)
            }
        default:
            throw .usage("unknown command '\(name)'; see todo --help")
        }
    }

    private static func allow(
        _ allowedOptions: Set<String>, _ allowedFlags: Set<String>, _ options: [String: String],
        _ flags: Set<String>, for command: String
    ) throws(TodoError) {
        if let option = options.keys.sorted().first(where: { !allowedOptions.contains($0) })
            ?? flags.sorted().first(where: { !allowedFlags.contains($0) })
        {
            throw .usage("\(command) does not take \(option)")
        }
    }

    private static func expect(_ operands: [String], count: Int, for command: String) throws(TodoError) {
        guard operands.count == count else {
            throw .usage(count == 0 ? "\(command) takes no operands" : "\(command) needs exactly one id")
        }
    }
}
