/// The help pages. Option lines are built from the commands' option lists, so help cannot drift from parsing.
enum HelpText {
    static let version = "0.1.0"

    static let main = """
        viper-gen \(version): generate VIPER modules from templates.

        USAGE:
          viper-gen module NAME [NAME...] [options]   Generate one module per NAME
          viper-gen gen NAME TEMPLATE [options]       Generate a module as 'generamba gen' does (Rambafile projects)
          viper-gen templates [show|new|lint|install] List, show, create, check and install template sets
          viper-gen init [--from-rambafile]           Write viper-gen.json with the project's defaults
          viper-gen help [COMMAND]                    Show help for a command
          viper-gen --version                         Show the version

        EXAMPLES:
          viper-gen module Search
          viper-gen module Search Settings --output Sources/App --param tests=false
          viper-gen module Search --dry-run --json
          viper-gen module Search --xcodeproj App.xcodeproj --xcode-target App --xcode-test-target AppTests

        EXIT CODES:
          0 success, 64 usage error, 65 bad template or data, 73 cannot create output (exists without --force),
          74 I/O error

        """

    static var module: String {
        """
        USAGE: viper-gen module NAME [NAME...] [options]

        Generates a VIPER module for each NAME: Contract, View, Presenter, Interactor and Router, plus tests.
        Everything is rendered and checked first; then all files are written, or none. Existing files are never
        replaced without --force.

        OPTIONS:
        \(optionLines(ModuleOptions.declarations))

        DEFAULTS:
          --target        <Target> when --output lies in a package's Sources/<Target>, else the project name
          --tests-output  Tests/<Target>Tests of that package when the folder exists, else the --output directory
          --author        git config user.name; SOURCE_DATE_EPOCH fixes the date written into headers

        """
    }

    static var gen: String {
        """
        USAGE: viper-gen gen NAME TEMPLATE [options]

        Generates the module NAME from the template set TEMPLATE, as Generamba's 'generamba gen' does: the same
        files with the same contents, in the same folders, read from the project's Rambafile (or viper-gen.json).
        It runs exactly what 'viper-gen module NAME --template TEMPLATE' runs; --custom_parameters key:value is
        --param key=value there. Everything is rendered and checked first; then all files are written, or none.
        Existing files are never replaced without --force (Generamba asked "Replace?").

        OPTIONS:
        \(optionLines(GenOptions.declarations))

        EXAMPLE:
          viper-gen gen Search swifty_viper --custom_parameters with_router:yes storyboard:Main

        """
    }

    static var initialize: String {
        """
        USAGE: viper-gen init [options]

        Writes \(ProjectConfig.fileName) for the project in the current directory, so that 'viper-gen module NAME'
        needs no flags. Each value is detected (Package.swift, git, the package layout) and asked for at a prompt;
        answers are read from standard input, so they can be scripted. --yes takes every default.

        OPTIONS:
        \(optionLines(InitOptions.declarations))

        """
    }

    static var templates: String {
        """
        USAGE: viper-gen templates [list]             List every template set, its source and parameters
               viper-gen templates show NAME          Show a set's summary, parameters and files
               viper-gen templates new NAME           Create a working template set in the project's templates folder
               viper-gen templates lint [NAME|PATH]   Check a set (or every project set): manifest, templates, renders
               viper-gen templates install            Install the Rambafile's templates into Templates/<name>/
        ('template' works as well as 'templates'.)

        Project sets come from --template-dir folders and the config's "templateDirectories"; a project set
        named like a built-in one overrides it. lint renders a sample module with the defaults, every choice value
        and both values of each bool, and reports every problem with file:line:col (exit 65). A folder holding
        <folder>.rambaspec (a Generamba set) is a template set like one with template.json.

        install copies each 'local' entry of the Rambafile's templates, and clones each 'git' entry (and each
        entry naming only a set, from the Rambafile's catalogs) with the system git, into Templates/<name>/. All
        sets are fetched and checked before any is written; a set that exists and differs needs --force.

        OPTIONS:
        \(optionLines(TemplatesOptions.declarations))

        """
    }

    private static func optionLines<Options>(_ options: [CommandOption<Options>]) -> String {
        let rows = options.map { option -> (String, String) in
            let short = option.short.map { "-\($0), " } ?? "    "
            let value = option.valueName.map { " \($0)" } ?? ""
            return ("  \(short)--\(option.name)\(value)", option.help)
        }
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { $0.0.padding(to: width) + "  " + $0.1 }.joined(separator: "\n")
    }
}

extension String {
    fileprivate func padding(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}
