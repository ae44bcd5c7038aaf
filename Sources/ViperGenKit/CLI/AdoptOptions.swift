/// The options of `viper-gen adopt`: those of `module` that shape a render (not `--add-target` and its company),
/// where to find a module that is not where the set puts it (`--module-folder`, Generamba's `--module_path` and
/// `--test_path`), Generamba's target lists, and the date its files were written.
struct AdoptOptions: CommandOptions {
    /// The `module` options adopt shares; `module.positionals` are MODULE and TEMPLATE.
    var module = ModuleOptions()
    /// `--module-folder NAME`.
    var moduleFolder: String?
    /// `--tests-module-folder NAME`.
    var testsModuleFolder: String?
    /// `--module_path DIR`: the code's folder and Xcode group.
    var modulePath: String?
    /// `--test_path DIR`: the tests' folder and Xcode group.
    var testPath: String?
    /// Generamba's `--project_file_path`, `--project_group_path`, `--test_file_path`, `--test_group_path`.
    var projectFilePath: String?
    var projectGroupPath: String?
    var testFilePath: String?
    var testGroupPath: String?
    /// `--custom_parameters` words (`key:value`), as given.
    var customParameters: [String] = []
    /// `--project-targets A,B`.
    var projectTargets: String?
    /// `--test-targets A,B`.
    var testTargets: String?
    /// `--date YYYY-MM-DD`.
    var date: String?
    /// The long names of the options given (`output`), whatever they store.
    var given: Set<String> = []

    var positionals: [String] {
        get { module.positionals }
        set { module.positionals = newValue }
    }

    var help: Bool {
        get { module.help }
        set { module.help = newValue }
    }

    /// The `module` options adopt does not take: it records a module, it does not make it a package target.
    static let moduleOptionsLeftOut: Set<String> = ["add-target", "target-dependency", "package", "force"]

    /// Help lines that say what a shared option does for adopt.
    private static let adoptHelp = [
        "author": "Author for file headers (default: the files' headers, else as 'module')",
        "company": "Company for file headers (default: the files' headers, else the config's)",
        "project": "Project name (default: the files' headers, else as 'module')",
        "dry-run": "Show what would be recorded; write nothing",
        "json": "Print one JSON document",
    ]

    static let declarations: [CommandOption<AdoptOptions>] = {
        let shared = ModuleOptions.declarations.filter { !moduleOptionsLeftOut.contains($0.name) }.map {
            declaration in
            declaration.lifted(help: adoptHelp[declaration.name]) { (options: inout AdoptOptions, value) in
                declaration.store(&options.module, value)
            }
        }
        let own: [CommandOption<AdoptOptions>] = [
            .value(
                "module-folder", "NAME",
                help: "The module's folder when it is not named as the module (EventListModule)",
                \.moduleFolder),
            .value(
                "tests-module-folder", "NAME",
                help: "The tests' folder when it is named otherwise than the code's (default: as --module-folder)",
                \.testsModuleFolder),
            .path(
                "module_path", "DIR", help: "Generamba's: folder and Xcode group of the module's code", \.modulePath),
            .path("test_path", "DIR", help: "Generamba's: folder and Xcode group of the module's tests", \.testPath),
            .path("project_file_path", "DIR", help: "Generamba's: folder of the module's code", \.projectFilePath),
            .path(
                "project_group_path", "PATH", help: "Generamba's: Xcode group of the module's code", \.projectGroupPath),
            .path("test_file_path", "DIR", help: "Generamba's: folder of the module's tests", \.testFilePath),
            .path("test_group_path", "PATH", help: "Generamba's: Xcode group of the module's tests", \.testGroupPath),
            .words(
                "custom_parameters", "KEY:VALUE...",
                help: "Generamba's --param: custom_parameters, strings (repeatable)",
                \.customParameters),
            .value("project-targets", "A,B", help: "Targets the code files join (comma-separated)", \.projectTargets),
            .value("project_targets", "A,B", help: "Generamba's spelling of --project-targets", \.projectTargets),
            .value("test-targets", "A,B", help: "Targets the test files join (comma-separated)", \.testTargets),
            .value("test_targets", "A,B", help: "Generamba's spelling of --test-targets", \.testTargets),
            .value(
                "date", "YYYY-MM-DD", help: "Date the files were written (default: the files' headers, else today)",
                \.date),
            .flag(
                "force", short: "f", help: "Record a module that is recorded already again (nothing is deleted)",
                \.module.force),
        ]
        // Before the run options (`--dry-run` … `--help`), which `module` lists last.
        let runOptions = Set(CommandOption<ModuleOptions>.generationRunOptions.map(\.name))
        let all = shared.filter { !runOptions.contains($0.name) } + own + shared.filter { runOptions.contains($0.name) }
        return all.map { option in
            option.lifted { (options: inout AdoptOptions, value) in
                option.store(&options, value)
                options.given.insert(option.name)
            }
        }
    }()
}
