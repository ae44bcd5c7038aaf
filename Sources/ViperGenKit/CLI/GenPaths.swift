import ViperGenConfig
import ViperGenSupport

/// Where `gen`'s path options put a module's files and Xcode group, over the Rambafile, as Generamba 1.6's
/// `CodeModule#setup_file_and_group_paths` does: `--project_file_path` alone also sets the group path when the
/// Rambafile has none (and `--project_group_path` alone the file path likewise); `--module_path` sets both and wins
/// over the other two. The same rules hold for tests (`--test_file_path`, `--test_group_path`, `--test_path`).
struct GenPaths: Equatable {
    /// The folder the options choose, `nil` to keep the config's.
    let file: String?
    /// The Xcode group path the options choose (one leading and one trailing `/` dropped), `nil` to keep the config's.
    let group: String?

    /// - Parameters:
    ///   - configuredFile: the config sets the file path (`project_file_path`).
    ///   - configuredGroup: the config sets the group path (`project_group_path`).
    ///   - file: `--project_file_path` (or Generamba 1.1's `--module_file_path`).
    ///   - group: `--project_group_path` (or `--module_group_path`).
    ///   - both: `--module_path`.
    init(configuredFile: Bool, configuredGroup: Bool, file: String?, group: String?, both: String?) {
        if let both {
            self.file = both
            self.group = RambafileReader.trimmedSlashes(both)
            return
        }
        self.file = file ?? (configuredFile ? nil : group)
        self.group = (group ?? (configuredGroup ? nil : file)).map(RambafileReader.trimmedSlashes)
    }

    /// `--project_targets A,B` as Generamba reads it: split at commas (`nil`: keep the config's).
    static func targets(_ list: String?) -> [String] {
        list.map { $0.split(separator: ",", omittingEmptySubsequences: true).map(String.init) } ?? []
    }
}

/// Generamba's path and target options, which `gen` and `adopt` both take (`--module_path`, `--project_targets`, …).
protocol GenerambaPathOptions {
    var modulePath: String? { get }
    var testPath: String? { get }
    var projectFilePath: String? { get }
    var projectGroupPath: String? { get }
    var testFilePath: String? { get }
    var testGroupPath: String? { get }
    /// `A,B`, as given.
    var projectTargets: String? { get }
    var testTargets: String? { get }
}

extension GenOptions: GenerambaPathOptions {}
extension AdoptOptions: GenerambaPathOptions {}

extension ModuleOptions {
    /// Takes Generamba's path and target options over these, read as `GenPaths` reads them: their folders and
    /// groups where these name none, and their targets after these.
    /// - Parameters:
    ///   - groupFollowsFolder: A folder given alone moves the Xcode group with it when the config names a group.
    ///     `adopt` wants it (the module's files are in that folder, and the next `update` adds files beside them);
    ///     `gen` does not, since Generamba keeps the Rambafile's group.
    ///   - problems: Gets a usage problem (64) for a folder given twice (`--output` and `--module_path`); the caller
    ///     checks it with its own problems, so that a run reports them all.
    mutating func take(
        generamba options: some GenerambaPathOptions, config: ProjectConfig?, groupFollowsFolder: Bool,
        problems: inout DiagnosticCollector
    ) {
        let code = GenPaths(
            configuredFile: config?.output != nil, configuredGroup: config?.xcode.codeGroup != nil,
            file: options.projectFilePath, group: options.projectGroupPath, both: options.modulePath)
        let tests = GenPaths(
            configuredFile: config?.testsOutput != nil, configuredGroup: config?.xcode.testGroup != nil,
            file: options.testFilePath, group: options.testGroupPath, both: options.testPath)
        let pairs = [
            (options.modulePath != nil ? "--module_path" : "--project_file_path", "--output", code, self.output),
            (options.testPath != nil ? "--test_path" : "--test_file_path", "--tests-output", tests, self.testsOutput),
        ]
        for (generamba, own, paths, given) in pairs where given != nil && paths.file != nil {
            problems.add(Diagnostic(.usage, "\(generamba) and \(own) both name the folder; give one"))
        }
        let output = code.file ?? self.output
        let follows = { (folder: String?, configured: String?) in
            groupFollowsFolder && configured != nil ? folder.map(RambafileReader.trimmedSlashes) : nil
        }
        xcodeGroup = xcodeGroup ?? code.group ?? follows(output, config?.xcode.codeGroup)
        let testsOutput = tests.file ?? self.testsOutput
        xcodeTestGroup = xcodeTestGroup ?? tests.group ?? follows(testsOutput, config?.xcode.testGroup)
        self.output = output
        self.testsOutput = testsOutput
        xcodeTargets += GenPaths.targets(options.projectTargets)
        xcodeTestTargets += GenPaths.targets(options.testTargets)
    }
}
