import ViperGenFormats
import ViperGenProjects
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ModuleRecorder {
    /// The project folder the lockfile's paths must resolve inside: the lockfile's folder.
    package var confinement: ProjectConfinement { ProjectConfinement(folder: lockDirectory) }

    /// Refuses a lockfile whose recorded paths leave the project, before anything is read or written: every
    /// module's output folders, files, folders, Xcode project, package manifest, base, set folder and insertion targets
    /// must resolve inside the lockfile's
    /// folder and outside `.git`, and every file must lie in one of its module's output folders and be none of viper-gen's own
    /// files (the lockfile, the bases, the config, the recorded sets' folders); no insertion may go into one of those
    /// either (nor into a `.viper-gen…` file).
    /// - Parameter reserved: Paths relative to the lockfile's folder that no module may record (the config file).
    /// - Throws: `Diagnostics` (data, 65) naming each path.
    package func checkConfinement(of lockfile: Lockfile, reserved: [String]) throws(Diagnostics) {
        let confinement = confinement
        var problems = DiagnosticCollector()
        let fix = "restore \(Lockfile.fileName) from git"
        // The sets' own folders: a module's files are never templates.
        let setFolders = lockfile.modules.values.map(\.template.source).filter { $0 != "built-in" }
        for name in lockfile.modules.keys.sorted() {
            let module = lockfile.modules[name]!
            let inputs = module.inputs
            var paths = [inputs.output, inputs.testsOutput, Lockfile.basePath(of: name)] + module.folders
            if let xcode = inputs.xcode {
                paths += [xcode.project] + XcodeProjectDetection.projectFilePaths(in: xcode.project)
            }
            if let package = inputs.package { paths.append(package.manifest) }
            // The files its insertions went into: `remove`, `update` and `check` read them.
            paths += module.insertions.map(\.file)
            // The recorded set's folder when it is spelled inside the project: never read through a link that leads
            // out. (An absolute source records a folder the user typed outside the project: the user's choice.)
            let source = module.template.source
            if source != "built-in", !source.hasPrefix("/") { paths.append(source) }
            for file in module.files {
                let owned = [inputs.output, inputs.testsOutput].contains {
                    $0 == "." || ProjectConfinement.relative(file.path, to: $0) != nil
                }
                let own =
                    ([Lockfile.fileName] + reserved).contains { ProjectConfinement.relative(file.path, to: $0) == "" }
                    || ([Lockfile.basesFolder] + setFolders).contains {
                        ProjectConfinement.relative(file.path, to: $0) != nil
                    }
                guard own || !owned else {
                    paths.append(file.path)
                    continue
                }
                let why =
                    own
                    ? "which is viper-gen's own file"
                    : "which lies outside its output folders '\(inputs.output)' and '\(inputs.testsOutput)'"
                problems.add(
                    Diagnostic(
                        .data,
                        "\(lockfileURL.path): module \(name) records \(file.path), \(why); refused, nothing was "
                            + "written; \(fix)"))
            }
            // Insertions are held to the same rule: none goes into viper-gen's own files.
            for insertion in module.insertions {
                let path = insertion.file
                let own =
                    ([Lockfile.fileName] + reserved).contains { ProjectConfinement.relative(path, to: $0) == "" }
                    || ([Lockfile.basesFolder] + setFolders).contains {
                        ProjectConfinement.relative(path, to: $0) != nil
                    }
                    || path.split(separator: "/").contains { $0.lowercased().hasPrefix(".viper-gen") }
                guard own else { continue }
                problems.add(
                    Diagnostic(
                        .data,
                        "\(lockfileURL.path): module \(name) records an insertion into \(path), which is viper-gen's "
                            + "own file; refused, nothing was written; \(fix)"))
            }
            // One problem a way out: paths below a refused one are not named again.
            var refused: [String] = []
            var seen: Set<String> = []
            for path in paths where seen.insert(path).inserted {
                guard !refused.contains(where: { ProjectConfinement.relative(path, to: $0) != nil }),
                    let problem = confinement.problem(with: url(path).path, fix: fix)
                else { continue }
                refused.append(path)
                problems.add(problem)
            }
        }
        supportConfinementProblems(of: lockfile, reserved: reserved).forEach { problems.add($0) }
        try problems.check()
    }
}
