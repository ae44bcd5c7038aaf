import ViperGenConfig

/// The options of `viper-gen gen`, spelled as Generamba's `generamba gen` spells them.
struct GenOptions: GenerationRunOptions {
    /// The module name and the template name.
    var positionals: [String] = []
    /// The render inputs given (`--description`, `--author`: the rows of `RenderInput.all` with a `genOption`), by
    /// lockfile key.
    var inputs: [String: String] = [:]
    var modulePath: String?
    var testPath: String?
    /// `--project_targets A,B`: comma-separated, as Generamba splits it.
    var projectTargets: String?
    var projectFilePath: String?
    var projectGroupPath: String?
    var testTargets: String?
    var testFilePath: String?
    var testGroupPath: String?
    /// `key:value` words, as given.
    var customParameters: [String] = []
    var templateDirectories: [String] = []
    var dryRun = false
    var force = false
    var json = false
    var quiet = false
    var config: String?
    var renderLimits: [String] = []
    var help = false

    static let declarations =
        RenderInput.options(\.genOption, placedIn: ownDeclarations, storage: \.inputs)
        + CommandOption.generationRunOptions

    /// The options that are not render inputs, in the order help lists them.
    private static let ownDeclarations: [CommandOption<GenOptions>] =
        [
            .path(
                "module_path", "DIR", help: "Folder and Xcode group of the module's code (over both paths)",
                \.modulePath),
            .path(
                "test_path", "DIR", help: "Folder and Xcode group of the module's tests (over both paths)", \.testPath),
            .value(
                "project_targets", "A,B", help: "Targets the code files join, over the Rambafile's project_targets",
                \.projectTargets),
            .path(
                "project_file_path", "DIR", help: "Folder of the module's code, over the Rambafile's project_file_path",
                \.projectFilePath),
            .path(
                "project_group_path", "PATH",
                help: "Xcode group of the module's code, over the Rambafile's project_group_path", \.projectGroupPath),
            .path(
                "module_file_path", "DIR", help: "Generamba 1.1's name of --project_file_path", \.projectFilePath),
            .path(
                "module_group_path", "PATH", help: "Generamba 1.1's name of --project_group_path", \.projectGroupPath),
            .value(
                "test_targets", "A,B", help: "Targets the test files join, over the Rambafile's test_targets",
                \.testTargets),
            .path(
                "test_file_path", "DIR", help: "Folder of the module's tests, over the Rambafile's test_file_path",
                \.testFilePath),
            .path(
                "test_group_path", "PATH",
                help: "Xcode group of the module's tests, over the Rambafile's test_group_path",
                \.testGroupPath),
            .words(
                "custom_parameters", "KEY:VALUE...",
                help: "custom_parameters for the templates, strings (repeatable; several words may follow)",
                \.customParameters),
            .paths(
                "template-dir", "DIR", help: "Folder of template sets, searched before the config's (repeatable)",
                \.templateDirectories),
        ]
}
