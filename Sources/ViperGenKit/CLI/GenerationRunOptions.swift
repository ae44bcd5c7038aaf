import ViperGenEngine

/// The options every generating command (`module`, `gen`) shares: how the run writes and reports, which config it
/// reads, and help.
protocol GenerationRunOptions: CommandOptions {
    var dryRun: Bool { get set }
    var force: Bool { get set }
    var json: Bool { get set }
    var quiet: Bool { get set }
    var config: String? { get set }
    /// `--render-limit KIND=N` values, as given.
    var renderLimits: [String] { get set }
}

extension CommandOption where Options: GenerationRunOptions {
    /// `--dry-run`, `--force`, `--json`, `--quiet`, `--config` and `--help`, declared once for both commands.
    static var generationRunOptions: [CommandOption] {
        [
            .flag("dry-run", short: "n", help: "Show what would be written; write nothing", \.dryRun),
            .flag("force", short: "f", help: "Replace files that already exist", \.force),
            .flag("json", help: "Print one JSON document (with contents on --dry-run)", \.json),
            .flag("quiet", short: "q", help: "Print nothing on success", \.quiet),
            .renderLimit(\.renderLimits),
            .configPath(\.config),
            .flag("help", short: "h", help: "Show this help", \.help),
        ]
    }
}

extension CommandOption {
    /// `--render-limit KIND=N`: raises a rendering limit for this run (`file-mb`, `steps`, `run-mb`).
    static func renderLimit(_ property: @autoclosure @escaping @Sendable () -> WritableKeyPath<Options, [String]>)
        -> CommandOption
    {
        .values(
            RemedySpelling.optionName(.renderLimit), "KIND=N",
            help: "Raise a rendering limit: file-mb=16, steps=1000000 or run-mb=256 (repeatable)", property())
    }
}
