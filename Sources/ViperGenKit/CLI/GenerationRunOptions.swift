/// The options every generating command (`module`, `gen`) shares: how the run writes and reports, which config it
/// reads, and help.
protocol GenerationRunOptions: CommandOptions {
    var dryRun: Bool { get set }
    var force: Bool { get set }
    var json: Bool { get set }
    var quiet: Bool { get set }
    var config: String? { get set }
}

extension CommandOption where Options: GenerationRunOptions {
    /// `--dry-run`, `--force`, `--json`, `--quiet`, `--config` and `--help`, declared once for both commands.
    static var generationRunOptions: [CommandOption] {
        [
            .flag("dry-run", short: "n", help: "Show what would be written; write nothing", \.dryRun),
            .flag("force", short: "f", help: "Replace files that already exist", \.force),
            .flag("json", help: "Print one JSON document (with contents on --dry-run)", \.json),
            .flag("quiet", short: "q", help: "Print nothing on success", \.quiet),
            .configPath(\.config),
            .flag("help", short: "h", help: "Show this help", \.help),
        ]
    }
}
