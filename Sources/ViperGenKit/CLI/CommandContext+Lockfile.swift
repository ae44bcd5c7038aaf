import ViperGenConfig
import ViperGenEngine
import ViperGenFormats
import ViperGenGeneration
import ViperGenSupport
import ViperGenTemplateSets
import ViperGenUpkeep

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A project's lockfile as a command sees it: the config, the lockfile and its bytes, the sets.
struct LockedProject {
    let config: ProjectConfig?
    let recorder: ModuleRecorder
    let lockfile: Lockfile
    /// The lockfile's bytes; `nil` when there is none.
    let lockfileBytes: [UInt8]?
    let library: TemplateLibrary
    let sets: LockedSetResolver

    /// The inspector of the modules' states.
    var inspector: ModuleInspector { ModuleInspector(recorder: recorder, sets: sets) }

    /// The lockfile as read, for a policy to read again under the run lock (`LockfileSnapshot`).
    var snapshot: LockfileSnapshot {
        LockfileSnapshot(
            recorder: recorder, reserved: Self.reserved(config: config, recorder: recorder), lockfile: lockfile,
            bytes: lockfileBytes)
    }

    /// The paths relative to the lockfile's folder that no module may record: the config file.
    static func reserved(config: ProjectConfig?, recorder: ModuleRecorder) -> [String] {
        config.flatMap { recorder.relativePath($0.file) }.map { [$0] } ?? []
    }

    /// Looks up the modules named `names` (`modules(named:)`) in a lockfile read again.
    func selecting(_ names: [String]) -> (Lockfile) throws(Diagnostics) -> [LockedModule] {
        { lockfile throws(Diagnostics) in
            try LockedProject(
                config: config, recorder: recorder, lockfile: lockfile, lockfileBytes: nil, library: library,
                sets: sets
            ).modules(named: names)
        }
    }

    /// The lockfile entries named `names` (every entry when `names` is empty), in lockfile order.
    /// - Throws: `Diagnostics` (data, 65) for every name the lockfile does not know, with the nearest one.
    func modules(named names: [String]) throws(Diagnostics) -> [LockedModule] {
        if names.isEmpty { return lockfile.modules.keys.sorted().map { lockfile.modules[$0]! } }
        var problems = DiagnosticCollector()
        var modules: [LockedModule] = []
        for name in names {
            guard let module = lockfile.modules[name] else {
                let known = lockfile.modules.keys.sorted()
                if let recorded = known.first(where: { FileSystem.isSameNameIgnoringCase($0, name) }) {
                    // One module on a Mac's disk: never an invitation to record a second.
                    problems.add(
                        Diagnostic(
                            .data,
                            "\(recorder.lockfileURL.path): no module '\(name)' is recorded, but '\(recorded)' is, which "
                                + "differs only in letter case (one module on a case-insensitive file system, macOS's "
                                + "default); name it '\(recorded)'"))
                    continue
                }
                let suggestion = nearestName(to: name, in: known).map { " (did you mean '\($0)'?)" } ?? ""
                problems.add(
                    Diagnostic(
                        .data,
                        "\(recorder.lockfileURL.path): no module '\(name)' is recorded\(suggestion); recorded: "
                            + (known.isEmpty ? "none" : known.joined(separator: ", "))
                            + "; run 'viper-gen adopt \(name) TEMPLATE' to record a module made without it"))
                continue
            }
            modules.append(module)
        }
        try problems.check()
        return modules
    }
}

extension CommandContext {
    /// The project's lockfile, config and sets.
    /// - Throws: `Diagnostics`: a bad config, a lockfile that does not parse (65, with `file:line:col`), or one
    ///   whose recorded paths leave the project (65).
    func lockedProject(configPath: String?, templateDirectories: [String]) throws(Diagnostics) -> LockedProject {
        let config = try projectConfig(path: configPath)
        config?.warnings.forEach(console.report)
        let library = templateLibrary(templateDirectories: templateDirectories, config: config)
        var recorder = ModuleRecorder(lockDirectory: lockDirectory(config: config))
        recorder.library = library
        let (lockfile, bytes) = try recorder.load()
        try recorder.checkConfinement(
            of: lockfile, reserved: LockedProject.reserved(config: config, recorder: recorder))
        return LockedProject(
            config: config, recorder: recorder, lockfile: lockfile, lockfileBytes: bytes, library: library,
            sets: LockedSetResolver(recorder: recorder, library: library))
    }

    /// `path` (relative to the lockfile's folder) as shown to the user: relative to the current directory when
    /// inside it.
    func shown(_ path: String, in project: LockedProject) -> String {
        RunReport.displayPath(project.recorder.url(path), from: currentDirectory)
    }
}
