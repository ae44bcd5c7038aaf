import ViperGenConfig
import ViperGenGeneration
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ModuleRequestBuilder {
    /// The package targets of a run, or `nil` when modules do not become targets: `--add-target` (or the config's
    /// `addTarget`), with the package found and every option that cannot go with it refused.
    /// - Throws: `Diagnostics` (usage, 64): `--target-dependency` or `--package` without `--add-target`;
    ///   `--output`, `--tests-output`, `--target` or an Xcode option with it (a target's folders and module name
    ///   follow from the module's name, and its files join no Xcode project); no `Package.swift` found; a dependency
    ///   that cannot be a target name.
    func packageTargetSettings(_ options: ModuleOptions, config: ProjectConfig?) throws(Diagnostics)
        -> PackageTargetSettings?
    {
        var settings = config?.packageTargets ?? PackageTargetSettings()
        if options.addTarget { settings.addsTargets = true }
        if !options.targetDependencies.isEmpty {
            settings.dependencies = options.targetDependencies
            settings.dependencySpots = [:]
        }
        if let package = options.package { settings.package = context.directory(package) }
        guard settings.addsTargets else {
            let stray =
                (options.targetDependencies.isEmpty ? [] : ["--target-dependency"])
                + (options.package == nil ? [] : ["--package"])
            guard stray.isEmpty else {
                throw Diagnostics([
                    Diagnostic(
                        .usage,
                        "\(stray.joined(separator: " and ")) \(stray.count == 1 ? "applies" : "apply") only with --add-target; add --add-target or drop \(stray.count == 1 ? "it" : "them")"
                    )
                ])
            }
            return nil
        }
        var problems = DiagnosticCollector()
        let conflicting: [(String, Bool)] = [
            ("--output", options.output != nil), ("--tests-output", options.testsOutput != nil),
            ("--target", options[.target] != nil), ("--xcodeproj", options.xcodeProject != nil),
            ("--xcode-target", !options.xcodeTargets.isEmpty),
            ("--xcode-test-target", !options.xcodeTestTargets.isEmpty),
            ("--xcode-group", options.xcodeGroup != nil), ("--xcode-test-group", options.xcodeTestGroup != nil),
        ]
        for (option, given) in conflicting where given {
            problems.add(
                Diagnostic(
                    .usage,
                    "\(option) does not go with --add-target: a module's target lives in Sources/<Module> and "
                        + "Tests/<Module>Tests of the package, under its own name; drop \(option)"))
        }
        for dependency in settings.dependencies
        where dependency.isEmpty || dependency.contains(where: { $0.isNewline || $0 == "\"" || $0 == "\\" }) {
            let message =
                "invalid target dependency '\(dependency)': give the name of a target or product of the package"
            // One from the config is its bad data, at its place there.
            problems.add(
                settings.dependencySpots[dependency].map { Diagnostic(.data, message, at: $0.location) }
                    ?? Diagnostic(.usage, message))
        }
        if settings.package == nil {
            settings.package = Self.enclosingPackage(of: context.currentDirectory, upTo: context.servedRoot)
            if settings.package == nil {
                problems.add(
                    Diagnostic(
                        .usage,
                        "no Package.swift in \(context.currentDirectory.path) or a folder above it; "
                            + "\(Remedy.option(.addTarget)) works in a SwiftPM package: run viper-gen in the package's "
                            + "folder or pass \(Remedy.option(.package, value: "DIR"))"))
            }
        }
        try problems.check()
        return settings
    }

    /// The nearest folder at or above `directory` (up to `top`, the folder the MCP server serves) that holds a
    /// `Package.swift`, as SwiftPM finds its package.
    static func enclosingPackage(of directory: URL, upTo top: URL? = nil) -> URL? {
        FileSystem.nearestFile(
            named: [PackageManifestUpdate.manifestName], atOrAbove: directory.normalizedPath, upTo: top?.normalizedPath
        ).map { URL(fileURLWithPath: ProjectPath.parent($0), isDirectory: true) }
    }
}
