import ViperGenConfig
import ViperGenEngine
import ViperGenSupport
import ViperGenTemplateSets

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Everything one `viper-gen module` run needs, with every default already resolved.
public struct GenerationRequest: Sendable {
    /// The module names as typed, composed (NFC: `ModuleName.composed(_:)`); they are validated while planning.
    public var moduleNames: [String]
    /// The template set to use.
    public var templateName: String
    /// Where `templateName` stands when it came from a config file, so that an unknown set is reported there (65).
    public var templateSpot: SourceSpot?
    /// `--param key=value` assignments in command-line order; checked against the set's parameters.
    public var parameterAssignments: [ParameterAssignment]
    /// Parameter values from the project config, overridden by `parameterAssignments`; those read from a file know
    /// where they stand, so that problems with them point there.
    public var configuredParameters: [ParameterAssignment]
    /// The config file's path, for messages about `configuredParameters`.
    public var configName: String
    /// `developer.name`; empty when unknown.
    public var author: String
    /// `developer.company`; empty when unknown.
    public var company: String
    /// `project.name`.
    public var projectName: String
    /// Class prefix put before every generated type name (`ABC` → `ABCSearchPresenter`); may be empty.
    public var prefix: String
    /// Where `prefix` stands when it came from a config file, so that a bad one is reported there (65).
    public var prefixSpot: SourceSpot?
    /// The Swift module the generated code belongs to; generated tests `@testable import` it.
    public var target: String
    /// Where `target` stands when it came from a config file, so that a bad one is reported there (65).
    public var targetSpot: SourceSpot?
    /// `module.description`.
    public var moduleDescription: String
    /// Root directory for code files.
    public var codeDirectory: URL
    /// Root directory for test files.
    public var testsDirectory: URL
    /// The date written into headers.
    public var date: GenerationDate
    /// The time of the run in seconds since 1970, which the `date` filter reads as `now` and `today`; `nil` makes
    /// them an error.
    public var now: Int?
    /// Replace files that already exist (`--force`).
    public var overwritesExistingFiles: Bool
    /// The Xcode project the generated files join (no project means none is edited); its targets are also
    /// Generamba's `module_info.project_targets` and `module_info.test_targets`.
    public var xcode: XcodeProjectSettings
    /// Whether a tests folder was chosen (`--tests-output`, the config's `testsOutput` or `test_file_path`) rather than
    /// defaulted. A Generamba set writes its `test_files` only then, as Generamba does.
    public var hasChosenTestsDirectory = true
    /// Generamba's `module_info.product_module_name`; `nil` means the project name with every character other than
    /// `A-Z a-z 0-9 _` made `_`, as Generamba derives it.
    public var productModuleName: String?
    /// The folder of the project's `viper-gen.lock`, where the run records its modules and their bases; `nil`
    /// records nothing (a library caller, `templates lint`).
    public var lockDirectory: URL? = nil
    /// Set for `--add-target`: each module becomes a SwiftPM target of its own in the manifest of
    /// `packageTargets.package` (always set here), its generated tests `@testable import` it, and a template set that
    /// declares an `access` parameter gets `public` unless `--param` sets it.
    public var packageTargets: PackageTargetSettings? = nil
    /// How much text and work rendering one file may take (`RenderLimits.viperGen`).
    public var renderLimits = RenderLimits.viperGenStandard
    /// How much text the whole run may render, in bytes.
    public var runOutputLimit = RenderLimits.standardRunBytes
    /// The folder a module's files stand in below each root when it is not named as the module: a path the set
    /// makes starting `<Module>/` starts `<moduleFolder>/` instead (`adopt --module-folder`); `nil` keeps the name.
    public var moduleFolder: String? = nil
    /// The folder a module's tests stand in below the tests' root when it differs from `moduleFolder` (Generamba keeps
    /// tests in a folder of their own, which a rename of the code's folder leaves as it was): a test the set makes
    /// starting `<Module>/` starts `<testsModuleFolder>/` instead (`adopt --tests-module-folder`); `nil` follows
    /// `moduleFolder`.
    public var testsModuleFolder: String? = nil
    /// The lowest OS versions the Xcode targets or the package the code joins build for, where they could be read;
    /// a set that needs more is refused (`TemplateSet.deploymentTargets`).
    public var deploymentFloors: [DeploymentFloor] = []
    /// Whether the set's tests are left out (its `tests` parameter set to `none` or `false`) when the files join an
    /// Xcode project and no unit-test target, unless `tests` is given (`--param`, the config's `parameters`): `module`
    /// and `gen` set it, with a note saying so (`GenerationPlanner.testsLeftOut`); `adopt`, `update` and `templates
    /// lint` render what they are given.
    public var leavesOutUntargetedTests = false
    /// The text inputs of the rows of `RenderInput.all` that have no property of their own, by lockfile key.
    var otherInputs: [String: String] = [:]

    /// The value of the input `key` of `otherInputs`, empty when it has none.
    subscript(otherInput key: String) -> String {
        get { otherInputs[key] ?? "" }
        set { otherInputs[key] = newValue }
    }

    /// The project folder the run writes in: an insertion's target file must lie inside it (`ProjectConfinement`);
    /// `nil` leaves insertions unconfined (`templates lint`, tests).
    public var confinement: ProjectConfinement? = nil

    /// Creates a request; every value not given takes the documented default.
    public init(
        moduleNames: [String], templateName: String = TemplateLibrary.defaultSetName,
        parameterAssignments: [(key: String, value: String)] = [],
        configuredParameters: [(key: String, value: String)] = [], configName: String = "",
        author: String = "", company: String = "", projectName: String, prefix: String = "", target: String,
        moduleDescription: String = "", codeDirectory: URL, testsDirectory: URL, date: GenerationDate,
        now: Int? = nil, overwritesExistingFiles: Bool = false, xcode: XcodeProjectSettings = XcodeProjectSettings(),
        productModuleName: String? = nil
    ) {
        self.moduleNames = moduleNames.map(ModuleName.composed)
        self.templateName = templateName
        self.parameterAssignments = parameterAssignments.map { ParameterAssignment($0.key, $0.value) }
        self.configuredParameters = configuredParameters.map { ParameterAssignment($0.key, $0.value) }
        self.configName = configName
        self.author = author
        self.company = company
        self.projectName = projectName
        self.prefix = prefix
        self.target = target
        self.moduleDescription = moduleDescription
        self.codeDirectory = codeDirectory
        self.testsDirectory = testsDirectory
        self.date = date
        self.now = now
        self.overwritesExistingFiles = overwritesExistingFiles
        self.xcode = xcode
        self.productModuleName = productModuleName
    }
}
