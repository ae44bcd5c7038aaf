/// The options of the commands that read the lockfile and report on it (`modules`, `check`).
struct LockfileOptions: LockfileReportOptions {
    /// None are taken.
    var positionals: [String] = []
    var json = false
    var templateDirectories: [String] = []
    var config: String?
    var help = false

    static let declarations: [CommandOption<LockfileOptions>] = CommandOption.lockfileReportOptions()
}

/// The options of `outdated`: those of `modules` and `check`, and `--render-limit`, since it renders the modules again
/// as `update` does.
struct OutdatedOptions: LockfileReportOptions {
    /// None are taken.
    var positionals: [String] = []
    var json = false
    var templateDirectories: [String] = []
    /// `--render-limit KIND=N` values, as given.
    var renderLimits: [String] = []
    var config: String?
    var help = false

    static let declarations: [CommandOption<OutdatedOptions>] = CommandOption.lockfileReportOptions([
        .renderLimit(\.renderLimits)
    ])
}

/// The options every command that reports on the lockfile shares.
protocol LockfileReportOptions: CommandOptions {
    var json: Bool { get set }
    var templateDirectories: [String] { get set }
    var config: String? { get set }
}

extension CommandOption where Options: LockfileReportOptions {
    /// `--json`, `--template-dir`, then `extra`, then `--config` and `--help`, declared once for every such command.
    static func lockfileReportOptions(_ extra: [CommandOption] = []) -> [CommandOption] {
        [
            .flag("json", help: "Print one JSON document", \.json),
            .paths(
                "template-dir", "DIR", help: "Folder of template sets, searched before the config's (repeatable)",
                \.templateDirectories),
        ] + extra + [
            .configPath(\.config),
            .flag("help", short: "h", help: "Show this help", \.help),
        ]
    }
}
