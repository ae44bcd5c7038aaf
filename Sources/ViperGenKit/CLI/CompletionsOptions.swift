/// The options of `viper-gen completions`.
struct CompletionsOptions: CommandOptions {
    /// The shell.
    var positionals: [String] = []
    var templateDirectories: [String] = []
    var config: String?
    var help = false

    static let declarations: [CommandOption<CompletionsOptions>] = [
        .paths(
            "template-dir", "DIR", help: "Folder of template sets whose names and parameters complete (repeatable)",
            \.templateDirectories),
        .configPath(\.config),
        .flag("help", short: "h", help: "Show this help", \.help),
    ]
}
