/// The options of `viper-gen templates`.
struct TemplatesOptions: CommandOptions {
    /// The subcommand and its argument: `show NAME`.
    var positionals: [String] = []
    var templateDirectories: [String] = []
    var config: String?
    /// `install`: replace installed sets that differ; `copy`: replace an existing copy; `new`: take a built-in
    /// set's name.
    var force = false
    /// `copy`: the copy's name (default: the built-in set's).
    var copyName: String?
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
        .flag(
            "force", short: "f",
            help: "install: replace installed sets that differ; copy: replace the copy; new: take a built-in name",
            for: ["install", "copy", "new"], \.force),
        .value("as", "NAME", help: "copy: the copy's name (default: the built-in set's)", for: ["copy"], \.copyName),
        .renderLimit(\.renderLimits),
        .flag("json", help: "list, show, lint: print one JSON document", for: ["list", "show", "lint"], \.json),
        .flag("help", short: "h", help: "Show this help", \.help),
    ]
}
