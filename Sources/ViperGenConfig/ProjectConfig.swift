import ViperGenEngine
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A project's shared defaults, read from `viper-gen.json` at the project root, so that `viper-gen module X` needs
/// no flags. Every value is optional; relative paths are resolved against the config file's folder.
///
/// ```json
/// {
///   "project": "TodoApp",
///   "author": "Jane Appleseed",
///   "company": "Acme Inc.",
///   "prefix": "",
///   "template": "viper",
///   "target": "TodoApp",
///   "output": "Sources/TodoApp/Modules",
///   "testsOutput": "Tests/TodoAppTests",
///   "templateDirectories": ["templates"],
///   "parameters": { "ui": "swiftui", "tests": true },
///   "xcodeproj": "TodoApp.xcodeproj",
///   "xcodeTargets": ["TodoApp"],
///   "xcodeTestTargets": ["TodoAppTests"],
///   "xcodeGroup": "TodoApp/Modules",
///   "xcodeTestGroup": "TodoAppTests",
///   "addTarget": false,
///   "targetDependencies": ["Core"],
///   "package": ".",
///   "deploymentTargets": { "iOS": "17.0" }
/// }
/// ```
public struct ProjectConfig: Equatable, Sendable {
    /// The config file's name.
    public static let fileName = "viper-gen.json"
    /// Generamba's project file, read when a folder has no `viper-gen.json`.
    public static let rambafileName = "Rambafile"

    /// The keys a config may have, in the order `init` writes them: the render inputs' (`RenderInput.all`) and the
    /// module settings' (`ModuleSetting`) placed among the config's own (`ModuleSetting.configOnlyKeys`).
    package static let keys = ModuleSetting.keys(
        \.configKeys, placedIn: RenderInput.keys(\.configKey, placedIn: ModuleSetting.configOnlyKeys))

    /// Where the config was read from.
    public var file: URL
    /// The render inputs the config sets (`RenderInput.all`), by lockfile key.
    var inputs: [String: String] = [:]
    /// Where each of `inputs` stands, so that a check made when planning points there.
    var inputSpots: [String: SourceSpot] = [:]
    /// `"project"`: the project name templates see as `project.name`.
    public var project: String? {
        get { self[.project] }
        set { self[.project] = newValue }
    }
    /// `"author"`: `developer.name` in file headers.
    public var author: String? {
        get { self[.author] }
        set { self[.author] = newValue }
    }
    /// `"company"`: `developer.company` in file headers.
    public var company: String? {
        get { self[.company] }
        set { self[.company] = newValue }
    }
    /// `"prefix"`: the class prefix of every generated type.
    public var prefix: String? {
        get { self[.prefix] }
        set { self[.prefix] = newValue }
    }
    /// `"target"`: the Swift module the generated code belongs to, which the tests `@testable import`.
    public var target: String? {
        get { self[.target] }
        set { self[.target] = newValue }
    }
    /// `"template"`: the template set `module` uses without `--template`.
    public var template: String?
    /// Where `template` stands, so that an unknown set is reported there.
    public var templateSpot: SourceSpot?
    /// Code root, already resolved against the config's folder.
    public var output: URL?
    /// Tests root, already resolved against the config's folder.
    public var testsOutput: URL?
    /// Folders of project template sets, already resolved against the config's folder.
    public var templateDirectories: [URL] = []
    /// Default template parameters (JSON booleans as flags), each with where it stands in the file.
    public var parameters: [ParameterAssignment] = []
    /// The Xcode project generated files join, if the config names one.
    public var xcode = XcodeProjectSettings()
    /// Whether modules become SwiftPM targets of their own (`addTarget`, `targetDependencies`, `package`).
    public var packageTargets = PackageTargetSettings()
    /// `"deploymentTargets"`: the lowest OS version per platform the project builds for, in platform order
    /// (`DeploymentVersion.platforms`). A platform's version that the Xcode target's build settings or the package's
    /// `platforms` give stands over it; this one counts where they say nothing.
    public var deploymentTargets: [DeploymentTarget] = []
    /// Generamba's `product_module_name` (Rambafile only).
    public var productModuleName: String?
    /// The Rambafile's `templates`, which `templates install` installs.
    public var templateDeclarations: [TemplateDeclaration] = []
    /// The Rambafile's `catalogs`: repositories searched for `templates` entries that name only a set.
    public var catalogs: [String] = []
    /// What reading found worth fixing without failing (an unknown Rambafile key), for the command to print.
    public var warnings: [Warning] = []

    /// One platform's entry of `"deploymentTargets"`.
    public struct DeploymentTarget: Equatable, Sendable {
        /// The platform, as `Package.swift` names it: `iOS`.
        public let platform: String
        /// The version as written: `15.0`.
        public let version: String
    }

    /// The value the config sets for `input`, if any.
    package subscript(input: RenderInput) -> String? {
        get { inputs[input.lockfileKey] }
        set { inputs[input.lockfileKey] = newValue }
    }

    /// Where the config sets `input`, if it does.
    package func spot(of input: RenderInput) -> SourceSpot? { inputSpots[input.lockfileKey] }

    /// Whether the config is a Generamba `Rambafile` rather than `viper-gen.json`.
    public var isRambafile: Bool { file.lastPathComponent == Self.rambafileName }

    /// The folder the config is in, which relative paths start from.
    public var directory: URL { file.deletingLastPathComponent() }

    /// Creates an empty config for `file`.
    public init(file: URL) {
        self.file = file
    }

    public static func == (lhs: ProjectConfig, rhs: ProjectConfig) -> Bool {
        lhs.file == rhs.file && lhs.inputs == rhs.inputs && lhs.template == rhs.template
            && lhs.output == rhs.output && lhs.testsOutput == rhs.testsOutput
            && lhs.templateDirectories == rhs.templateDirectories
            && lhs.parameters == rhs.parameters && lhs.xcode == rhs.xcode
            && lhs.packageTargets == rhs.packageTargets
            && lhs.productModuleName == rhs.productModuleName && lhs.templateDeclarations == rhs.templateDeclarations
            && lhs.catalogs == rhs.catalogs && lhs.deploymentTargets == rhs.deploymentTargets
    }

    /// The nearest `viper-gen.json` or Generamba `Rambafile` in `directory` or a folder above it, as git finds
    /// `.git`; in one folder, `viper-gen.json` wins.
    /// - Parameters:
    ///   - directory: The folder the search starts in.
    ///   - top: The last folder searched (the folder the MCP server serves); `nil` searches up to `/`.
    public static func find(from directory: URL, upTo top: URL? = nil) -> URL? {
        FileSystem.nearestFile(
            named: [fileName, rambafileName], atOrAbove: directory.normalizedPath, upTo: top?.normalizedPath
        ).map { URL(fileURLWithPath: $0) }
    }

    /// Reads and checks the config at `file`.
    /// - Throws: `Diagnostics`: every unknown key, wrong type and invalid value, with line and column (65), or a
    ///   file that cannot be read (74).
    public static func load(from file: URL) throws(Diagnostics) -> ProjectConfig {
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw Diagnostics([
                Diagnostic(.io, "\(file.path): cannot read the config file; check that it exists and is readable")
            ])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw Diagnostics([Diagnostic(.data, "\(file.path): the config file is not valid UTF-8; save it as UTF-8")])
        }
        if file.lastPathComponent == rambafileName {
            var reader = RambafileReader(source: SourceText(name: file.path, text: text), file: file)
            return try reader.read()
        }
        var reader = ConfigReader(source: SourceText(name: file.path, text: text), file: file)
        return try reader.read()
    }
}
