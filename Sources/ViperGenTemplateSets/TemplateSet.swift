import ViperGenEngine
import ViperGenSupport

/// A parsed, validated template set: its manifest and every template in it, ready to render.
public struct TemplateSet: Sendable {
    /// Where a set comes from.
    public enum Origin: Equatable, Sendable {
        /// Compiled into the binary from the repository's `Templates/`.
        case builtIn
        /// A folder on disk.
        case directory(String)
    }

    /// One file the set can generate.
    public struct File: Sendable {
        /// Whether a file is code or a test, which decides the root directory it is written under.
        public enum Kind: String, Equatable, Sendable {
            /// Code, written under `--output`.
            case code
            /// A test, written under `--tests-output`.
            case test
        }

        /// The template's path inside the set, as written in the manifest.
        public let source: String
        /// Code or test.
        public let kind: Kind
        /// The output path as written in the manifest.
        public let outputText: String
        /// The condition as written in the manifest, if any.
        public let conditionText: String?
        /// The output path, itself a template (`{{ module.name }}/{{ module.type_name }}View.swift`).
        package let outputPath: LiquidTemplate
        /// Renders `true` when the file should be generated; `nil` means always.
        package let condition: LiquidTemplate?
        /// The file's contents template.
        package let template: LiquidTemplate
    }

    /// The set's name, used with `--template`.
    public let name: String
    /// One line for listings.
    public let summary: String
    /// The set's typed options, in manifest order.
    public let parameters: [TemplateParameter]
    /// The files it can generate, in manifest order.
    public let files: [File]
    /// Built in or from a folder.
    public let origin: Origin
    /// The support files the set declares (`"support"` in the manifest), in manifest order: files its modules
    /// share, written once below the same roots by the first module that needs them and recorded apart from every
    /// module (`Lockfile.support`). Rendered with the same variables as a module's files.
    public var support: [File] = []

    /// The set with its code support files only, for a run that writes no tests.
    package var withoutTestSupport: TemplateSet {
        var set = self
        set.support.removeAll { $0.kind == .test }
        return set
    }
    /// Text the set inserts into existing files, in manifest order; none for a Generamba set.
    public var insertions: [Insertion] = []
    /// The set's snippets, by the name `include` uses (and by a name that matched one only ignoring case).
    package let snippets: [String: LiquidTemplate]
    /// For a Generamba set (a folder with `<name>.rambaspec`): the rambaspec that lists the files per module;
    /// `files` then describes them for a placeholder module. `nil` for a set with `template.json`.
    package let generamba: GenerambaSet?
    /// What loading found worth fixing without failing (a snippet found by ignoring case, an unknown rambaspec
    /// key), for the command to print.
    public let warnings: [Warning]
    /// SHA-256 over every file of the set (paths and contents), which the lockfile records: another hash means the
    /// set changed since a module was written.
    public var contentHash = ""
    /// The version the set declares (a manifest's or a rambaspec's `version`), if any; the lockfile records it.
    public var version: String? = nil
    /// The lowest version of each platform the set's code builds for (`"deploymentTargets"` in the manifest:
    /// `String(localized:)` needs iOS 15 and macOS 12), in manifest order; a module is not generated into an Xcode
    /// target or a package that builds for less than the requirements whose condition holds.
    public var deploymentTargets: [DeploymentRequirement] = []

    /// The platforms a manifest's `"deploymentTargets"` may name, as Xcode and `Package.swift` name them.
    public static let deploymentPlatforms = DeploymentVersion.platforms

    /// One entry of `"deploymentTargets"`: the lowest version per platform, for the parameter values `condition`
    /// holds for (all when it is `nil`).
    public struct DeploymentRequirement: Sendable {
        /// The lowest version per platform name (`iOS` → `15.0`).
        public let versions: [String: String]
        /// Renders `true` when the requirement applies (`"when"`); `nil` means always.
        package let condition: LiquidTemplate?
    }
}
