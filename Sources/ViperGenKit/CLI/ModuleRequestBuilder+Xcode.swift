import ViperGenConfig
import ViperGenFormats
import ViperGenGeneration
import ViperGenProjects
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ModuleRequestBuilder {
    /// The Xcode project settings of a run: each option replaces the config's value of the same kind.
    /// - Throws: `Diagnostics` (usage, 64) for a project outside the project's folder (the config's folder, else
    ///   the current directory), where viper-gen has no business editing.
    func xcodeSettings(_ options: ModuleOptions, config: ProjectConfig?) throws(Diagnostics) -> XcodeProjectSettings {
        var settings = config?.xcode ?? XcodeProjectSettings()
        if let path = options.xcodeProject {
            settings.project = context.directory(path)
            settings.projectSpot = nil
        }
        if !options.xcodeTargets.isEmpty {
            settings.codeTargets = options.xcodeTargets
            settings.codeTargetSpots = [:]
        }
        if !options.xcodeTestTargets.isEmpty {
            settings.testTargets = options.xcodeTestTargets
            settings.testTargetSpots = [:]
        }
        if let group = options.xcodeGroup { settings.codeGroup = group }
        if let group = options.xcodeTestGroup { settings.testGroup = group }
        var problems = DiagnosticCollector()
        // A group from the config is its bad data, at its place there.
        let groups = [
            (
                settings.codeGroup, options.xcodeGroup != nil ? "--xcode-group" : "\"xcodeGroup\" in the config",
                options.xcodeGroup != nil ? nil : config?.xcode.codeGroupSpot
            ),
            (
                settings.testGroup,
                options.xcodeTestGroup != nil ? "--xcode-test-group" : "\"xcodeTestGroup\" in the config",
                options.xcodeTestGroup != nil ? nil : config?.xcode.testGroupSpot
            ),
        ]
        for (group, source, spot) in groups {
            guard let group,
                group.split(separator: "/", omittingEmptySubsequences: false).contains(where: {
                    [".", ".."].contains($0)
                })
            else { continue }
            let message =
                "\(source) '\(group.debugDescription.dropFirst().dropLast())' has a '.' or '..' component; "
                + "name groups from the top of the project, e.g. App/Modules"
            problems.add(spot.map { Diagnostic(.data, message, at: $0.location) } ?? Diagnostic(.usage, message))
        }
        try problems.check()
        guard let project = settings.project?.standardizedFileURL else { return settings }
        let tree = (config?.directory ?? context.currentDirectory).normalizedPath
        // A link to a project is followed (see XcodeProjectDetection): the project it leads to must be inside too.
        let real = FileSystem.followingFinalLinks(project.path)
        for path in [project.path, real] where !path.hasPrefix(tree == "/" ? "/" : tree + "/") {
            let source = options.xcodeProject != nil ? "--xcodeproj" : "\"xcodeproj\" in \(config?.file.path ?? "")"
            let link = path == real && real != project.path ? " (where the link \(project.path) leads)" : ""
            let message =
                "the Xcode project \(path)\(link) lies outside the project folder \(tree); fix \(source) or run "
                + "viper-gen in the folder that holds the project"
            throw Diagnostics([
                settings.projectSpot.map { Diagnostic(.data, message, at: $0.location) } ?? Diagnostic(.usage, message)
            ])
        }
        // Nor through a link met on the way (`ext/App.xcodeproj` where `ext` leads out), nor its project file through
        // a link of its own (`project.pbxproj` leading to a key, or to `/dev/zero`), before it is read.
        if let problem = ProjectConfinement(folder: URL(fileURLWithPath: tree)).xcodeProjectProblem(project.path) {
            throw Diagnostics([problem])
        }
        return settings
    }

    /// Chooses the Xcode targets when none are named (see `XcodeTargetChoice`), with a note saying so, and returns
    /// the Swift module of the first code target, which the tests `@testable import`, and the deployment targets of
    /// the code targets (`DeploymentFloor`). A project that does not read is left to the planner, which reports why.
    func chooseXcodeTargets(_ settings: inout XcodeProjectSettings, problems: inout DiagnosticCollector, quiet: Bool)
        -> (module: String?, floors: [DeploymentFloor])
    {
        guard let project = settings.project, let targets = try? XcodeProjectTargets.read(project: project) else {
            return (nil, [])
        }
        let shown = RunReport.displayPath(project, from: context.currentDirectory)
        if settings.codeTargets.isEmpty {
            do {
                let choice = try XcodeTargetChoice.choose(targets, project: shown)
                settings.codeTargets = choice.code
                if settings.testTargets.isEmpty { settings.testTargets = choice.tests }
                if !quiet { context.console.note(choice.note) }
            } catch {
                problems.add(error.diagnostic)
                return (nil, [])
            }
        }
        let codeTargets = settings.codeTargets.compactMap { name in targets.all.first { $0.name == name } }
        let floors = codeTargets.flatMap { target in
            target.deploymentTargets.map {
                DeploymentFloor(
                    platform: $0.platform, version: $0.version, holder: "the Xcode target \(target.name)",
                    source: "\($0.setting) in \(shown)", setting: "\($0.setting) of \(target.name)")
            }
        }
        return (codeTargets.first?.moduleName, floors)
    }

    /// The config's `"deploymentTargets"` for the platforms that `floors`, read from the Xcode target's build settings
    /// or the package's `platforms`, do not give. What the build reads wins: a config value that differs from the
    /// target's setting is stale as soon as someone raises the setting, and the compiler builds for the setting. The
    /// config counts where nothing can be read: a plain folder, a setting from an `.xcconfig`, `platforms` built in
    /// code.
    func configFloors(_ config: ProjectConfig?, besides floors: [DeploymentFloor]) -> [DeploymentFloor] {
        guard let config, !config.deploymentTargets.isEmpty else { return [] }
        let shown = RunReport.displayPath(config.file, from: context.currentDirectory)
        return config.deploymentTargets.filter { target in !floors.contains { $0.platform == target.platform } }.map {
            DeploymentFloor(
                platform: $0.platform, version: $0.version, holder: "the project",
                source: "\"deploymentTargets\" in \(shown)",
                setting: "\"\($0.platform)\" in \(shown)'s \"deploymentTargets\"")
        }
    }

    /// The deployment targets of the package whose `Sources/` the code goes into (`--add-target`'s package, or the
    /// one above `codeDirectory` when it lies in a `Sources/<Target>` folder), from its `platforms:`; none where there
    /// is no such package or the list cannot be read.
    func packageFloors(codeDirectory: URL, packageTargets: PackageTargetSettings?) -> [DeploymentFloor] {
        let package: URL
        if let added = packageTargets?.package {
            package = added
        } else {
            guard ProjectDefaults.packageTarget(containing: codeDirectory) != nil,
                let found = Self.enclosingPackage(of: codeDirectory, upTo: context.servedRoot),
                codeDirectory.standardizedFileURL.path.hasPrefix(
                    found.appending(path: "Sources").standardizedFileURL.path)
            else { return [] }
            package = found
        }
        let manifest = package.appending(path: PackageManifestUpdate.manifestName)
        guard case .bytes(let bytes) = FileSystem.readRegularFile(atPath: manifest.path, limit: 4 << 20) else {
            return []
        }
        let shown = RunReport.displayPath(manifest, from: context.currentDirectory)
        let name = InitCommand.packageName(in: package) ?? package.lastPathComponent
        return PackageManifest.platforms(in: bytes).sorted { $0.key < $1.key }.map { platform, version in
            DeploymentFloor(
                platform: platform, version: version, holder: "the package \(name)",
                source: "platforms in \(shown)", setting: ".\(platform) in \(shown)'s platforms")
        }
    }
}
