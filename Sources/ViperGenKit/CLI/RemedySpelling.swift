import ViperGenSupport

/// How a way in spells the remedies in messages (`Remedy`): the command line as its options and command lines, the
/// MCP server as its tools and their arguments. The only place that knows the words; `Console` spells everything it
/// prints.
enum RemedySpelling: Sendable {
    /// `--force`, `--param parent=NAME`, `viper-gen adopt Search --force`.
    case commandLine
    /// `force: true`, `params: {parent: NAME}`, `the adopt tool (names: [Search], force: true)`.
    case mcp

    /// `text` with every remedy in it spelled.
    func spelled(_ text: String) -> String {
        Remedy.spelling(in: text, spell)
    }

    /// The words for one remedy.
    func spell(_ remedy: Remedy) -> String {
        switch (self, remedy) {
        case (.commandLine, .option(let option, let value)):
            return "--" + Self.optionName(option) + (value.map { " " + $0 } ?? "")
        case (.commandLine, .command(let command, let arguments, let options)):
            return (["viper-gen", command.rawValue] + arguments + options.map { "--" + Self.optionName($0) })
                .joined(separator: " ")
        case (.mcp, .option(let option, let value)):
            return argument(option, value: value)
        case (.mcp, .command(let command, let arguments, let options)):
            let names = arguments.isEmpty ? [] : ["names: [\(arguments.joined(separator: ", "))]"]
            let parts = names + options.map { argument($0, value: nil) }
            return "the \(command.rawValue) tool" + (parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))")
        }
    }

    /// An option as an MCP tool argument: `force: true`, `moduleFolder: EventListModule`, `params: {parent: NAME}`.
    private func argument(_ option: Remedy.Option, value: String?) -> String {
        let name = MCPOption.argumentName(of: Self.optionName(option))
        guard let value else { return "\(name): true" }
        if option == .param, let equals = value.firstIndex(of: "=") {
            return "\(name): {\(value[..<equals]): \(value[value.index(after: equals)...])}"
        }
        return "\(name): \(value)"
    }

    /// The command line's long name of an option a remedy names (`RemedySpellingTests` finds each one among the
    /// commands' options).
    static func optionName(_ option: Remedy.Option) -> String {
        switch option {
        case .force: "force"
        case .param: "param"
        case .addTarget: "add-target"
        case .xcodeTarget: "xcode-target"
        case .xcodeTestTarget: "xcode-test-target"
        case .package: "package"
        case .output: "output"
        case .moduleFolder: "module-folder"
        case .targetDependency: "target-dependency"
        case .renderLimit: "render-limit"
        case .generambaModulePath: "module_path"
        case .templateDir: "template-dir"
        case .template: "template"
        case .target: "target"
        case .prefix: "prefix"
        case .testsOutput: "tests-output"
        case .testsModuleFolder: "tests-module-folder"
        case .generambaTestPath: "test_path"
        }
    }
}
