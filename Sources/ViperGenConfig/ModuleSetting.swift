/// One input of a module other than its text inputs (`RenderInput`), declared once: the members of the module's
/// `inputs` in `viper-gen.lock` that record it, the options of each command that set it, its `viper-gen.json` keys,
/// its Rambafile keys and the environment variables that set it. The config's and the Rambafile's key lists
/// (`ProjectConfig.keys`, `RambafileReader.keys`) and the lockfile reader's keys (`lockfileKeys`) are derived from
/// these rows, and the mappings between a request and its lockfile entry are one exhaustive `switch` over them
/// (`ModuleSetting+Request.swift`), so that a setting added here does not compile until it is recorded and given
/// back. `ModuleSettingTests` proves the rows agree with the lockfile's model, writer and reader and with the
/// readers' keys; `ModuleSettingRoundTripTests` that every row, set by each way it declares, is recorded and
/// rendered again by `update` byte for byte.
///
/// Adding a setting: one case, its row in `declaration`, its record and restore in `ModuleSetting+Request.swift`,
/// its reading in the config and Rambafile readers, and its member of `LockedInputs` with its lines in the
/// lockfile's writer and reader (which sit below this layer). Keys are placed by their `after` names, as
/// `RenderInput`'s.
package enum ModuleSetting: CaseIterable, Sendable {
    /// The code root: `--output`, `output`, `project_file_path`.
    case output
    /// The tests root, and whether it was chosen: `--tests-output`, `testsOutput`, `test_file_path`.
    case testsOutput
    /// The module's folder when it is not named as the module: `adopt --module-folder`.
    case moduleFolder
    /// The tests' folder when it is not the code's: `adopt --tests-module-folder`.
    case testsModuleFolder
    /// Generamba's `product_module_name`.
    case productModuleName
    /// The Xcode project the files join: `--xcodeproj`, `xcodeproj`, `xcodeproj_path`.
    case xcodeProject
    /// The targets the code files join.
    case xcodeTargets
    /// The targets the test files join.
    case xcodeTestTargets
    /// The group standing for the code root.
    case xcodeGroup
    /// The group standing for the tests root.
    case xcodeTestGroup
    /// New groups have no folder of their own: `xcodeLogicalGroups`, Generamba's `create_logical_groups`.
    case logicalGroups
    /// How much a render may take: `--render-limit KIND=N`, `VIPER_GEN_MAX_*`.
    case renderLimits
    /// The SwiftPM targets `--add-target` declares, which `remove` takes out again.
    case packageTargets
    /// The date and time of the run, which headers and the `date` filter read.
    case date
    /// The template parameters after defaults.
    case parameters

    /// An option of a command that sets a setting: `module --output`.
    package struct Option: Sendable, Equatable {
        /// The command: `module`, `gen`, `adopt`, `update`, `outdated`, `templates lint`.
        package let command: String
        /// The long name without dashes: `output`.
        package let name: String
    }

    /// A key of a file (`viper-gen.json`, Rambafile) that sets a setting.
    package struct Key: Sendable {
        /// The key: `output`, `project_file_path`.
        package let name: String
        /// The key it follows in the file's key list (and in `init`'s output); `nil` puts it first.
        let after: String?
    }

    /// Every way a setting is set and recorded.
    package struct Declaration: Sendable {
        /// The members of the module's `inputs` in `viper-gen.lock` that record it; `xcode.project` is the member
        /// `project` of the object `xcode`.
        package var lockfileKeys: [String]
        /// The options that set it, by command.
        package var options: [Option] = []
        /// The `viper-gen.json` keys that set it.
        package var configKeys: [Key] = []
        /// The Rambafile keys that set it.
        package var rambafileKeys: [Key] = []
        /// The environment variables that set it.
        package var environment: [String] = []
        /// Setting it moves the module's files or changes the project, targets or groups they join: a forced
        /// `adopt` given one of its options starts from the options, as a first adoption does.
        package var movesFiles = false
    }

    /// The setting's row.
    package var declaration: Declaration {
        switch self {
        case .output:
            Declaration(
                lockfileKeys: ["output"],
                options: options(
                    module: ["output"], gen: ["project_file_path", "module_file_path", "module_path"],
                    adopt: ["output", "project_file_path", "module_path"]),
                configKeys: [Key(name: "output", after: "target")],
                rambafileKeys: [Key(name: "project_file_path", after: "project_targets")], movesFiles: true)
        case .testsOutput:
            Declaration(
                lockfileKeys: ["testsOutput", "testsOutputChosen"],
                options: options(
                    module: ["tests-output"], gen: ["test_file_path", "test_path"],
                    adopt: ["tests-output", "test_file_path", "test_path"]),
                configKeys: [Key(name: "testsOutput", after: "output")],
                rambafileKeys: [Key(name: "test_file_path", after: "test_targets")], movesFiles: true)
        case .moduleFolder:
            Declaration(lockfileKeys: ["moduleFolder"], options: options(adopt: ["module-folder"]))
        case .testsModuleFolder:
            Declaration(lockfileKeys: ["testsModuleFolder"], options: options(adopt: ["tests-module-folder"]))
        case .productModuleName:
            Declaration(
                lockfileKeys: ["productModuleName"],
                rambafileKeys: [Key(name: "product_module_name", after: "prefix")])
        case .xcodeProject:
            Declaration(
                lockfileKeys: ["xcode.project"], options: options(module: ["xcodeproj"], adopt: ["xcodeproj"]),
                configKeys: [Key(name: "xcodeproj", after: "parameters")],
                rambafileKeys: [
                    Key(name: "xcodeproj_path", after: "product_module_name"),
                    Key(name: "project_xcodeproj_path", after: "xcodeproj_path"),
                ], movesFiles: true)
        case .xcodeTargets:
            Declaration(
                lockfileKeys: ["xcode.codeTargets"],
                options: options(
                    module: ["xcode-target"], gen: ["project_targets"],
                    adopt: ["xcode-target", "project-targets", "project_targets"]),
                configKeys: [Key(name: "xcodeTargets", after: "xcodeproj")],
                rambafileKeys: [
                    Key(name: "project_target", after: "project_xcodeproj_path"),
                    Key(name: "project_targets", after: "project_target"),
                ], movesFiles: true)
        case .xcodeTestTargets:
            Declaration(
                lockfileKeys: ["xcode.testTargets"],
                options: options(
                    module: ["xcode-test-target"], gen: ["test_targets"],
                    adopt: ["xcode-test-target", "test-targets", "test_targets"]),
                configKeys: [Key(name: "xcodeTestTargets", after: "xcodeTargets")],
                rambafileKeys: [
                    Key(name: "test_target", after: "test_xcodeproj_path"),
                    Key(name: "test_targets", after: "test_target"),
                ], movesFiles: true)
        case .xcodeGroup:
            Declaration(
                lockfileKeys: ["xcode.codeGroup"],
                options: options(
                    module: ["xcode-group"], gen: ["project_group_path", "module_group_path", "module_path"],
                    adopt: ["xcode-group", "project_group_path", "module_path"]),
                configKeys: [Key(name: "xcodeGroup", after: "xcodeTestTargets")],
                rambafileKeys: [Key(name: "project_group_path", after: "project_file_path")], movesFiles: true)
        case .xcodeTestGroup:
            Declaration(
                lockfileKeys: ["xcode.testGroup"],
                options: options(
                    module: ["xcode-test-group"], gen: ["test_group_path", "test_path"],
                    adopt: ["xcode-test-group", "test_group_path", "test_path"]),
                configKeys: [Key(name: "xcodeTestGroup", after: "xcodeGroup")],
                rambafileKeys: [Key(name: "test_group_path", after: "test_file_path")], movesFiles: true)
        case .logicalGroups:
            Declaration(
                lockfileKeys: ["xcode.logicalGroups"],
                configKeys: [Key(name: "xcodeLogicalGroups", after: "xcodeTestGroup")],
                rambafileKeys: [Key(name: "create_logical_groups", after: "cartfile_path")])
        case .renderLimits:
            Declaration(
                lockfileKeys: ["renderLimits"],
                options: options(
                    module: ["render-limit"], gen: ["render-limit"], adopt: ["render-limit"],
                    update: ["render-limit"], outdated: ["render-limit"], templatesLint: ["render-limit"]),
                environment: ["VIPER_GEN_MAX_FILE_MB", "VIPER_GEN_MAX_RENDER_STEPS", "VIPER_GEN_MAX_RUN_MB"])
        case .packageTargets:
            Declaration(
                lockfileKeys: ["package"], options: options(module: ["add-target", "target-dependency", "package"]),
                configKeys: [
                    Key(name: "addTarget", after: "xcodeLogicalGroups"),
                    Key(name: "targetDependencies", after: "addTarget"),
                    Key(name: "package", after: "targetDependencies"),
                ])
        case .date:
            Declaration(
                lockfileKeys: ["date", "time"], options: options(adopt: ["date"], update: ["new-date"]),
                environment: ["SOURCE_DATE_EPOCH"])
        case .parameters:
            Declaration(
                lockfileKeys: ["parameters"],
                options: options(
                    module: ["param"], gen: ["custom_parameters"], adopt: ["param", "custom_parameters"],
                    update: ["param"]),
                configKeys: [Key(name: "parameters", after: "templateDirectories")])
        }
    }

    /// The options of `command` (`adopt`) that set a setting moving files or targets (`Declaration.movesFiles`).
    package static func optionsMovingFiles(of command: String) -> Set<String> {
        Set(
            allCases.filter(\.declaration.movesFiles).flatMap(\.declaration.options).filter { $0.command == command }
                .map(\.name))
    }

    /// The keys of a config that set no input of a module: which set it is made from and where sets are found
    /// (the lockfile records the set as the module's `template`), and the lowest OS versions the project builds for
    /// (checked when a module is made, never recorded).
    static let configOnlyKeys = ["template", "templateDirectories", "deploymentTargets"]

    /// The keys of a Rambafile that set no input of a module: those Generamba reads for checks viper-gen does not
    /// make, and the sets `templates install` installs.
    static let rambafileOnlyKeys = ["test_xcodeproj_path", "podfile_path", "cartfile_path", "catalogs", "templates"]

    /// Every member of a module's `inputs` in `viper-gen.lock` a setting records, in row order; `xcode.project` is
    /// the member `project` of the object `xcode` (for `LockfileReader`, with `RenderInput.lockfileKeys`).
    package static let lockfileKeys = allCases.flatMap(\.declaration.lockfileKeys)

    /// `base` with every setting's `key`s placed after the key each names (for `ProjectConfig.keys`,
    /// `RambafileReader.keys`, after `RenderInput.keys`).
    static func keys(_ key: KeyPath<Declaration, [Key]>, placedIn base: [String]) -> [String] {
        base.placing(allCases.flatMap { $0.declaration[keyPath: key].map { ($0.name, after: $0.after) } }, name: { $0 })
    }

    /// The options of each command, in the order `module`, `gen`, `adopt`, `update`, `outdated`, `templates lint`.
    private func options(
        module: [String] = [], gen: [String] = [], adopt: [String] = [], update: [String] = [],
        outdated: [String] = [], templatesLint: [String] = []
    ) -> [Option] {
        let commands = [
            ("module", module), ("gen", gen), ("adopt", adopt), ("update", update), ("outdated", outdated),
            ("templates lint", templatesLint),
        ]
        return commands.flatMap { command, names in names.map { Option(command: command, name: $0) } }
    }
}
