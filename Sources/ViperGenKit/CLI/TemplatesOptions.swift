/// The options of `viper-gen templates`.
struct TemplatesOptions: CommandOptions {
    /// The subcommand and its argument: `show NAME`.
    var positionals: [String] = []
    var templateDirectories: [String] = []
    var config: String?
    /// `install`: replace installed sets that differ.
    var force = false
    /// `lint`: `--render-limit KIND=N` values, as given.
    var renderLimits: [String] = []
    /// `list`, `show`, `lint`: print one JSON document (`TemplatesReport`).
    var json = false
    var help = false

    static let declarations: [CommandOption<TemplatesOptions>] = [
        .paths(
            "template-dir", "DIR",
            help: "Folder of template sets, searched before the config's and the built-in ones (repeatable)",
            \.templateDirectories),
        .configPath(\.config),
        .flag("force", short: "f", help: "install: replace installed sets that differ", for: ["install"], \.force),
        .renderLimit(\.renderLimits),
        .flag("json", help: "list, show, lint: print one JSON document", for: ["list", "show", "lint"], \.json),
        .flag("help", short: "h", help: "Show this help", \.help),
    ]
}
