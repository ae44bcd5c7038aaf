/// The options of the commands that read the lockfile and report on it (`modules`, `outdated`, `check`).
struct LockfileOptions: CommandOptions {
    /// None are taken.
    var positionals: [String] = []
    var json = false
    var templateDirectories: [String] = []
    var config: String?
    var help = false

    static let declarations: [CommandOption<LockfileOptions>] = [
        .flag("json", help: "Print one JSON document", \.json),
        .values(
            "template-dir", "DIR", help: "Folder of template sets, searched before the config's (repeatable)",
            \.templateDirectories),
        .configPath(\.config),
        .flag("help", short: "h", help: "Show this help", \.help),
    ]
}
