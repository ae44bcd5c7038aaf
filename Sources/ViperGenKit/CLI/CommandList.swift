/// Every command of `viper-gen`, in the order the main help lists them.
enum CommandList {
    /// The commands; add a new one here and dispatch, help and suggestions follow.
    static var all: [any Command.Type] {
        [
            ModuleCommand.self,
            GenCommand.self,
            TemplatesCommand.self,
            InitCommand.self,
            ModulesCommand.self,
            CheckCommand.self,
            OutdatedCommand.self,
            UpdateCommand.self,
            ResolveCommand.self,
            RemoveCommand.self,
            AdoptCommand.self,
            CompletionsCommand.self,
            MCPCommand.self,
        ]
    }

    /// The command spelled `name` (or one of its aliases), if any.
    static func command(named name: String) -> (any Command.Type)? {
        all.first { $0.spellings.contains(name) }
    }

    /// Every spelling of every command, and `help`: what a misspelled command is compared with.
    static var spellings: [String] {
        all.flatMap { $0.spellings } + ["help"]
    }
}
