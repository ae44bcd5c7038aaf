/// The lowest OS version one platform of where a run writes builds for: an Xcode target's deployment target, or a
/// package's `platforms` entry. The planner refuses a set that needs more (`TemplateSet.deploymentTargets`).
public struct DeploymentFloor: Equatable, Sendable {
    /// The platform, as manifests and `Package.swift` name it: `iOS`, `macOS`, …
    public let platform: String
    /// The version as the project writes it: `14.0`.
    public let version: String
    /// What builds for it: `the Xcode target App`, `the package Shop`.
    public let holder: String
    /// Where the version is written: `IPHONEOS_DEPLOYMENT_TARGET in App.xcodeproj`.
    public let source: String
    /// What to raise: `IPHONEOS_DEPLOYMENT_TARGET of App`, `.iOS in Package.swift's platforms`.
    public let setting: String

    /// A floor.
    public init(platform: String, version: String, holder: String, source: String, setting: String) {
        self.platform = platform
        self.version = version
        self.holder = holder
        self.source = source
        self.setting = setting
    }
}
