/// The options of `viper-gen gen`, spelled as Generamba's `generamba gen` spells them.
struct GenOptions: GenerationRunOptions {
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

    static let declarations: [CommandOption<GenOptions>] =
        [
            .value(
                "description", "TEXT", help: "module_info.description (default: '<NAME> module')", \.moduleDescription),
            .value("author", "NAME", help: "developer.name (default: the Rambafile's author, else git's)", \.author),
            .value(
                "module_path", "DIR", help: "Folder the module's code goes in (default: project_file_path)",
                \.modulePath),
            .value("test_path", "DIR", help: "Folder the module's tests go in (default: test_file_path)", \.testPath),
            .words(
                "custom_parameters", "KEY:VALUE...",
                help: "custom_parameters for the templates, strings (repeatable; several words may follow)",
                \.customParameters),
            .values(
                "template-dir", "DIR", help: "Folder of template sets, searched before the config's (repeatable)",
                \.templateDirectories),
        ] + CommandOption.generationRunOptions
}
