/// The options of `viper-gen gen`, spelled as Generamba's `generamba gen` spells them.
struct GenOptions: CommandOptions {
    /// The module name and the template name.
    var positionals: [String] = []
    var moduleDescription: String?
    var author: String?
    var modulePath: String?
    var testPath: String?
    /// `key:value` words, as given.
    var customParameters: [String] = []
    var templateDirectories: [String] = []
    var dryRun = false
    var force = false
    var json = false
    var quiet = false
    var config: String?
    var help = false

    static let declarations: [CommandOption<GenOptions>] = [
        .value("description", "TEXT", help: "module_info.description (default: '<NAME> module')", \.moduleDescription),
        .value("author", "NAME", help: "developer.name (default: the Rambafile's author, else git's)", \.author),
        .value(
            "module_path", "DIR", help: "Folder the module's code goes in (default: project_file_path)", \.modulePath),
        .value("test_path", "DIR", help: "Folder the module's tests go in (default: test_file_path)", \.testPath),
        .words(
            "custom_parameters", "KEY:VALUE...",
            help: "custom_parameters for the templates, strings (repeatable; several words may follow)",
            \.customParameters),
        .values(
            "template-dir", "DIR", help: "Folder of template sets, searched before the config's (repeatable)",
            \.templateDirectories),
        .flag("dry-run", short: "n", help: "Show what would be written; write nothing", \.dryRun),
        .flag("force", short: "f", help: "Replace files that already exist", \.force),
        .flag("json", help: "Print one JSON document (with contents on --dry-run)", \.json),
        .flag("quiet", short: "q", help: "Print nothing on success", \.quiet),
        .configPath(\.config),
        .flag("help", short: "h", help: "Show this help", \.help),
    ]
}
