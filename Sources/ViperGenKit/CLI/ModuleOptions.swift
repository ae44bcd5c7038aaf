import ViperGenConfig
import ViperGenSupport

/// The options of `viper-gen module`.
struct ModuleOptions: GenerationRunOptions {
    /// The module names.
    var positionals: [String] = []
    var template: String?
    var templateDirectories: [String] = []
    var output: String?
    var testsOutput: String?
    /// `KEY=VALUE` assignments, as given.
    var parameters: [String] = []
    /// Assignments another command has already typed (`gen`'s `--custom_parameters KEY:VALUE`), after `parameters`.
    var typedParameters: [ParameterAssignment] = []
    /// The render inputs given (`--author`, `--company`, …: `RenderInput.all`), by lockfile key.
    var inputs: [String: String] = [:]
    var xcodeProject: String?
    var xcodeTargets: [String] = []
    var xcodeTestTargets: [String] = []
    var xcodeGroup: String?
    var xcodeTestGroup: String?
    var addTarget = false
    var targetDependencies: [String] = []
    var package: String?
    var dryRun = false
    var force = false
    var json = false
    var quiet = false
    var config: String?
    var renderLimits: [String] = []
    var help = false

    /// The value given for `input`, if any.
    subscript(input: RenderInput) -> String? {
        get { inputs[input.lockfileKey] }
        set { inputs[input.lockfileKey] = newValue }
    }

    static let declarations =
        RenderInput.options(\.option, placedIn: ownDeclarations, storage: \.inputs) + CommandOption.generationRunOptions

    /// The options that are not render inputs, in the order help lists them.
    private static let ownDeclarations: [CommandOption<ModuleOptions>] =
        [
            .value(
                "template", short: "t", "NAME", help: "Template set to use (default: viper)", default: "viper",
                \.template),
            .paths(
                "template-dir", "DIR", help: "Folder of template sets, searched before the built-in ones (repeatable)",
                \.templateDirectories),
            .path(
                "output", short: "o", "DIR", help: "Directory for code files (default: current directory)", \.output),
            .path("tests-output", "DIR", help: "Directory for test files (default: see DEFAULTS)", \.testsOutput),
            .values("param", short: "p", "KEY=VALUE", help: "Set a template parameter (repeatable)", \.parameters),
            .path(
                "xcodeproj", "PATH", help: "Xcode project the files join (default: the config's \"xcodeproj\")",
                \.xcodeProject),
            .values("xcode-target", "NAME", help: "Target the code files join (repeatable)", \.xcodeTargets),
            .values("xcode-test-target", "NAME", help: "Target the test files join (repeatable)", \.xcodeTestTargets),
            .path(
                "xcode-group", "PATH",
                help: "Group standing for --output; its folders become subgroups (default: by folder)",
                \.xcodeGroup),
            .path(
                "xcode-test-group", "PATH", help: "Group standing for --tests-output (default: by folder)",
                \.xcodeTestGroup),
            .flag(
                "add-target", help: "Make each module a SwiftPM target <Module> with a test target <Module>Tests",
                \.addTarget),
            .values(
                "target-dependency", "NAME", help: "A target or product the new targets depend on (repeatable)",
                \.targetDependencies),
            .path(
                "package", "DIR", help: "The package --add-target edits (default: the nearest Package.swift)",
                \.package),
        ]
}
