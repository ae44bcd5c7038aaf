import ViperGenConfig

/// The options of `viper-gen init`.
struct InitOptions: CommandOptions {
    /// `init` takes none; any is an error.
    var positionals: [String] = []
    /// The render inputs given (`--project`, `--author`, …: the rows of `RenderInput.all` with a prompt), by
    /// lockfile key.
    var inputs: [String: String] = [:]
    var template: String?
    var output: String?
    var testsOutput: String?
    var templateDirectory: String?
    var xcodeProject: String?
    /// Comma-separated target names.
    var xcodeTargets: String?
    /// Comma-separated target names.
    var xcodeTestTargets: String?
    var acceptsDefaults = false
    /// Write the config that matches the project's Generamba `Rambafile`.
    var fromRambafile = false
    var force = false
    var help = false

    static let declarations = RenderInput.options(\.initOption, placedIn: ownDeclarations, storage: \.inputs)

    /// The options that are not render inputs, in the order help lists them.
    private static let ownDeclarations: [CommandOption<InitOptions>] = [
        .value("template", "NAME", help: "Default template set (default: viper)", default: "viper", \.template),
        .path("output", "DIR", help: "Code directory (default: Sources/<first target> when it exists)", \.output),
        .path(
            "tests-output", "DIR", help: "Tests directory (default: Tests/<target>Tests when it exists)",
            \.testsOutput),
        .path(
            "template-dir", "DIR", help: "Folder for the project's template sets (default: templates)",
            default: "templates",
            \.templateDirectory),
        .path(
            "xcodeproj", "PATH", help: "Xcode project the files join (default: the one .xcodeproj here, if one)",
            \.xcodeProject),
        .value(
            "xcode-targets", "LIST", help: "Targets code files join, comma-separated (default: the app targets)",
            \.xcodeTargets),
        .value(
            "xcode-test-targets", "LIST", help: "Targets test files join, comma-separated (default: unit-test targets)",
            \.xcodeTestTargets),
        .flag("yes", short: "y", help: "Accept every default without asking", \.acceptsDefaults),
        .flag(
            "from-rambafile", help: "Write the config equivalent to ./Rambafile (migrating from Generamba)",
            \.fromRambafile),
        .flag("force", short: "f", help: "Replace an existing \(ProjectConfig.fileName)", \.force),
        .flag("help", short: "h", help: "Show this help", \.help),
    ]
}
