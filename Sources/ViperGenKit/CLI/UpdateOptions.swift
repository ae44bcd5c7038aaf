/// The options of `viper-gen update`.
struct UpdateOptions: CommandOptions {
    /// The modules to update; none means every recorded module.
    var positionals: [String] = []
    /// `KEY=VALUE` assignments, as given.
    var parameters: [String] = []
    /// `--template NAME`: the set the modules named move to.
    var template: String?
    var templateDirectories: [String] = []
    var dryRun = false
    var newDate = false
    /// `--restore FILE` paths, as given.
    var restore: [String] = []
    /// `--render-limit KIND=N` values, as given.
    var renderLimits: [String] = []
    var json = false
    var quiet = false
    var config: String?
    var help = false

    static let declarations: [CommandOption<UpdateOptions>] = [
        .values(
            "param", short: "p", "KEY=VALUE", help: "Change a parameter of the modules updated (repeatable)",
            \.parameters),
        .value(
            "template", short: "t", "NAME",
            help:
                "Move the modules named to this set (files it does not make go, if unedited)",
            \.template),
        .paths(
            "template-dir", "DIR", help: "Folder of template sets, searched before the config's (repeatable)",
            \.templateDirectories),
        .flag(
            "dry-run", short: "n", help: "Show what would change, merges and conflicts included; write nothing",
            \.dryRun),
        .flag(
            "new-date", help: "Render with today's date and time instead of the recorded ones, and record them",
            \.newDate),
        .values(
            "restore", "FILE",
            help: "Write a file left out when the module was adopted, and keep it from then on (repeatable)",
            \.restore),
        .renderLimit(\.renderLimits),
        .flag("json", help: "Print one JSON document (with contents on --dry-run)", \.json),
        .flag("quiet", short: "q", help: "Print nothing on success", \.quiet),
        .configPath(\.config),
        .flag("help", short: "h", help: "Show this help", \.help),
    ]
}
