/// One text input of a render, declared once: its key in the lockfile, how a user sets it (a `module` option, a
/// `gen` option, a `viper-gen.json` key, a Rambafile key, an `init` prompt), its default and the variable templates
/// read it as. The options and their help (`CommandOption+RenderInput.swift`), the config and Rambafile readers,
/// `init`'s prompts and output, the template variables, where the request keeps it (`RenderInput+Request.swift`),
/// the lockfile's writer and reader and the mappings between a request and its lockfile entry are derived from
/// `RenderInput.all`, so that an input declared here is set, recorded and rendered again by `update` exactly;
/// `RenderInputTests` proves it for every row and every way of setting it.
///
/// Adding an input: one row in `all` and its use in a template. The row's `after` names place its option and keys
/// in help, in `init`'s output and in the key lists. It lives in the Config layer, the lowest that reads it; the
/// layers above add to it.
package struct RenderInput: Sendable {
    /// How an input is spelled as an option: `--company NAME`, with its line in help.
    package struct Option: Sendable {
        /// The long name without dashes: `company`.
        package let name: String
        /// The placeholder for the value: `NAME`.
        package let valueName: String
        /// The option's line in help.
        package let help: String
        /// The option it follows in help; `nil` puts it first.
        package let after: String?
    }

    /// How an input is spelled as a key of a file (`viper-gen.json`, Rambafile).
    struct Key: Sendable {
        /// The key: `company`, `project_name`.
        let name: String
        /// The key it follows in the file's key list (and in `init`'s output); `nil` puts it first.
        let after: String?
    }

    /// What `viper-gen init` asks for an input that has a config key, and its `init` option's help.
    package struct Prompt: Sendable {
        /// The prompt: `Company`.
        package let text: String
        /// The `init` option's line in help.
        let help: String
        /// The `init` option it follows in help; `nil` puts it first.
        let after: String?
    }

    /// The member of the module's `inputs` in `viper-gen.lock`.
    package let lockfileKey: String
    /// The variable templates read it as (`developer.company`).
    package let variable: String
    /// The `module` option that sets it (`--company`), if any.
    package let option: Option?
    /// The `gen` option that sets it, spelled as Generamba spells it, if any.
    package let genOption: Option?
    /// The `viper-gen.json` key that sets it, if any.
    let configKey: Key?
    /// The Rambafile key that sets it, if any.
    let rambafileKey: Key?
    /// What `init` asks for it (it then writes `configKey`), if it asks.
    package let prompt: Prompt?
    /// Its value goes into a file header comment, so it must be one line of plain text (`HeaderText`).
    package let isHeaderText: Bool
    /// Its value when nothing sets it; `nil` when the command works it out (see `ModuleRequestBuilder.makeRequest`).
    package let defaultValue: String?

    init(
        _ lockfileKey: String, variable: String, option: Option? = nil, genOption: Option? = nil,
        configKey: Key? = nil, rambafileKey: Key? = nil, prompt: Prompt? = nil, isHeaderText: Bool = true,
        defaultValue: String? = ""
    ) {
        self.lockfileKey = lockfileKey
        self.variable = variable
        self.option = option
        self.genOption = genOption
        self.configKey = configKey
        self.rambafileKey = rambafileKey
        self.prompt = prompt
        self.isHeaderText = isHeaderText
        self.defaultValue = defaultValue
    }

    /// Every text input, in lockfile key order, which is the order their values are checked in; options, keys and
    /// prompts are placed by their `after` names.
    package static let all: [RenderInput] = [author, company, description, prefix, project, target]

    package static let project = RenderInput(
        "project", variable: "project.name",
        option: Option(
            name: "project", valueName: "NAME", help: "Project name (default: the current directory's name)",
            after: "company"),
        configKey: Key(name: "project", after: nil), rambafileKey: Key(name: "project_name", after: "author"),
        prompt: Prompt(
            text: "Project name", help: "Project name (default: Package.swift's name, else the folder's)", after: nil),
        defaultValue: nil)

    package static let author = RenderInput(
        "author", variable: "developer.name",
        option: Option(
            name: "author", valueName: "NAME", help: "Author for file headers (default: git config user.name)",
            after: "param"),
        genOption: Option(
            name: "author", valueName: "NAME", help: "developer.name (default: the Rambafile's author, else git's)",
            after: "description"),
        configKey: Key(name: "author", after: "project"), rambafileKey: Key(name: "author", after: "company"),
        prompt: Prompt(
            text: "Author", help: "Author for file headers (default: git config user.name)", after: "project"),
        defaultValue: nil)

    package static let company = RenderInput(
        "company", variable: "developer.company",
        option: Option(name: "company", valueName: "NAME", help: "Company for file headers", after: "author"),
        configKey: Key(name: "company", after: "author"), rambafileKey: Key(name: "company", after: nil),
        prompt: Prompt(text: "Company", help: "Company for file headers", after: "author"))

    package static let prefix = RenderInput(
        "prefix", variable: "prefix",
        option: Option(
            name: "prefix", valueName: "PREFIX", help: "Class prefix for every generated type, e.g. ABC",
            after: "project"),
        configKey: Key(name: "prefix", after: "company"), rambafileKey: Key(name: "prefix", after: "project_name"),
        prompt: Prompt(text: "Class prefix", help: "Class prefix for generated types", after: "company"),
        isHeaderText: false)

    package static let target = RenderInput(
        "target", variable: "target",
        option: Option(
            name: "target", valueName: "NAME",
            help: "Swift module of the code, which tests @testable import (see DEFAULTS)",
            after: "tests-output"),
        configKey: Key(name: "target", after: "template"),
        prompt: Prompt(
            text: "Swift target of the code", help: "Swift module of the generated code", after: "tests-output"),
        isHeaderText: false, defaultValue: nil)

    package static let description = RenderInput(
        "description", variable: "module.description",
        option: Option(
            name: "description", valueName: "TEXT", help: "One line describing the module, for module.description",
            after: "prefix"),
        genOption: Option(
            name: "description", valueName: "TEXT", help: "module_info.description (default: '<NAME> module')",
            after: nil))

    /// The `init` option that sets it: its `module` option's spelling with the prompt's help and place.
    package var initOption: Option? {
        guard let prompt, let option else { return nil }
        return Option(name: option.name, valueName: option.valueName, help: prompt.help, after: prompt.after)
    }

    /// The lockfile keys of every input, for `LockfileReader`.
    package static var lockfileKeys: [String] { all.map(\.lockfileKey) }

    /// The input whose config key is `key`, if any.
    package static func configured(_ key: String) -> RenderInput? { all.first { $0.configKey?.name == key } }

    /// The input whose Rambafile key is `key`, if any.
    static func rambafile(_ key: String) -> RenderInput? { all.first { $0.rambafileKey?.name == key } }

    /// `keys` with every input's `key` placed after the key its row names (for `ProjectConfig.keys`,
    /// `RambafileReader.keys`).
    static func keys(_ key: KeyPath<RenderInput, Key?>, placedIn keys: [String]) -> [String] {
        keys.placing(all.compactMap { $0[keyPath: key].map { ($0.name, after: $0.after) } }, name: { $0 })
    }
}
