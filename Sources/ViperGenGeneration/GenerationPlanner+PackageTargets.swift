import ViperGenConfig
import ViperGenFormats
import ViperGenSupport
import ViperGenTemplateSets

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension GenerationPlanner {
    /// The parameter values a run implies below `--param` and above the config: `access=public` for a module that
    /// is its own target, when the set declares an `access` parameter that takes `public`.
    static func impliedParameters(_ request: GenerationRequest, set: TemplateSet) -> [ParameterAssignment] {
        guard request.packageTargets != nil,
            let access = set.parameters.first(where: { $0.name == accessParameter }),
            access.value(from: "public") != nil
        else { return [] }
        return [ParameterAssignment(accessParameter, "public")]
    }

    /// The modules generated code imports (the bundled sets and their tests), which no target of a module may be
    /// named as: a target `Foundation` would shadow the system module for every `import Foundation` in it.
    static let importedModules: Set<String> = [
        "Foundation", "Swift", "SwiftUI", "UIKit", "Observation", "Testing", "XCTest", "_Concurrency", "Dispatch",
    ]

    /// The folder, below `Sources/` or `Tests/`, of the target that holds `module`'s files of `kind` when each module
    /// is a SwiftPM target of its own: `Search`, or `SearchTests` for its tests. It is the target's name too.
    static func packageTargetFolder(of module: String, kind: TemplateSet.File.Kind) -> String {
        kind == .code ? module : module + "Tests"
    }

    /// The template set parameter that sets the access level of the generated declarations.
    static let accessParameter = "access"

    /// Checks that every file of `plan` lies in its module's target folders (`Sources/<Module>/`,
    /// `Tests/<Module>Tests/`), then plans the manifest edit that declares those targets.
    /// - Throws: `Diagnostics`: every file outside its target's folder (65), then the manifest's problems.
    func planPackageTargets(
        _ plan: inout GenerationPlan, request: GenerationRequest, settings: PackageTargetSettings, set: TemplateSet
    ) throws(Diagnostics) {
        var problems = DiagnosticCollector()
        let modules = request.moduleNames
        for module in modules where Self.importedModules.contains(module) {
            problems.add(
                Diagnostic(
                    .usage,
                    "module name '\(module)' would make the SwiftPM target \(module), and the generated files' "
                        + "'import \(module)' would import that target instead of the system module; nothing was "
                        + "written; name the module differently, e.g. '\(module)Module'"))
        }
        // Support files (no module owns them) were placed in each target's folder by `renderSupport`.
        for file in plan.files where !file.module.isEmpty {
            let folder = Self.packageTargetFolder(of: file.module, kind: file.kind)
            guard !file.relativePath.hasPrefix(folder + "/") else { continue }
            let root = file.kind == .code ? "Sources" : "Tests"
            problems.add(
                Diagnostic(
                    .data,
                    "\(root)/\(file.relativePath) of template '\(set.name)' is not in \(root)/\(folder)/, the folder of "
                        + "target \(folder); with \(Remedy.option(.addTarget)), each \(file.kind.rawValue) file's \"output\" must start "
                        + "with '{{ module.name }}\(file.kind == .code ? "" : "Tests")/'"))
        }
        for folder in plan.folders {
            let name = Self.packageTargetFolder(of: folder.module, kind: folder.kind)
            guard !folder.relativePath.hasPrefix(name + "/") else { continue }
            problems.add(
                Diagnostic(
                    .data,
                    "the folder \(folder.relativePath) of template '\(set.name)' is not in the folder of target "
                        + "\(name); with \(Remedy.option(.addTarget)), every path must start with the target's folder"))
        }
        if let access = set.parameters.first(where: { $0.name == Self.accessParameter }),
            access.value(from: "public") == nil
        {
            plan.warnings.append(
                Warning(
                    "template '\(set.name)' has an 'access' parameter that does not take 'public' "
                        + "(\(access.allowedValues)); \(Remedy.option(.addTarget)) leaves it as it is"))
        }
        for dependency in settings.dependencies where modules.contains(dependency) {
            problems.add(
                Diagnostic(
                    .usage,
                    "\(Remedy.option(.targetDependency, value: dependency)) names a module of this run; a target cannot depend on itself"
                        + (modules.count > 1 ? " (run the modules one at a time to chain them)" : "")))
        }
        try problems.check()
        plan.packageManifest = try PackageManifestUpdate.plan(
            adding: Self.targets(of: plan, dependencies: settings.dependencies),
            package: settings.package ?? request.codeDirectory.deletingLastPathComponent(),
            overwrite: request.overwritesExistingFiles)
    }

    /// Per module, in module order: its target when it has code files, then its test target when it has test files
    /// (SwiftPM refuses a target without sources, so `--param tests=false` adds no test target).
    static func targets(of plan: GenerationPlan, dependencies: [String]) -> [PackageTarget] {
        var modules: [String] = []
        var kinds: [String: Set<TemplateSet.File.Kind>] = [:]
        for file in plan.files where !file.module.isEmpty {
            if kinds[file.module] == nil { modules.append(file.module) }
            kinds[file.module, default: []].insert(file.kind)
        }
        return modules.flatMap { module in
            (kinds[module]!.contains(.code)
                ? [PackageTarget(name: module, kind: .target, dependencies: dependencies)] : [])
                + (kinds[module]!.contains(.test)
                    ? [
                        PackageTarget(
                            name: packageTargetFolder(of: module, kind: .test), kind: .testTarget,
                            dependencies: [module])
                    ] : [])
        }
    }
}
