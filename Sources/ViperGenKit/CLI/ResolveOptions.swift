/// The options of `viper-gen resolve`.
struct ResolveOptions: CommandOptions {
    /// The module, then the files.
    var positionals: [String] = []
    var ours = false
    var theirs = false
    var dryRun = false
    var json = false
    var quiet = false
    var config: String?
    var help = false

    static let declarations: [CommandOption<ResolveOptions>] = [
        .flag("ours", help: "Keep your side of every conflict block", \.ours),
        .flag(
            "theirs", help: "Take the template's side of every conflict block (your lines there are dropped)", \.theirs),
        .flag("dry-run", short: "n", help: "Show what would be resolved; write nothing", \.dryRun),
        .flag("json", help: "Print one JSON document", \.json),
        .flag("quiet", short: "q", help: "Print nothing on success", \.quiet),
        .configPath(\.config),
        .flag("help", short: "h", help: "Show this help", \.help),
    ]
}
