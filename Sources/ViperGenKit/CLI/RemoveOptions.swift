/// The options of `viper-gen remove`.
struct RemoveOptions: CommandOptions {
    /// The module to remove.
    var positionals: [String] = []
    var force = false
    var dryRun = false
    var json = false
    var quiet = false
    var config: String?
    var help = false

    static let declarations: [CommandOption<RemoveOptions>] = [
        .flag("force", short: "f", help: "Remove files edited since viper-gen wrote them too", \.force),
        .flag("dry-run", short: "n", help: "Show what would be removed; remove nothing", \.dryRun),
        .flag("json", help: "Print one JSON document", \.json),
        .flag("quiet", short: "q", help: "Print nothing on success", \.quiet),
        .configPath(\.config),
        .flag("help", short: "h", help: "Show this help", \.help),
    ]
}
