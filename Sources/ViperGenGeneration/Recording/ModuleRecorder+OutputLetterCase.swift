import ViperGenFormats
import ViperGenSupport

extension ModuleRecorder {
    /// The refusal (can't create, 73) of `module` when its output folder or its tests' folder differs only in letter
    /// case (or Unicode normalisation) from a folder a module of the lockfile (`modules`) records, on the way to it or
    /// as a whole: `sources/app` where a module's files are recorded in `Sources/App`. The disk may no longer hold
    /// that folder (a fresh clone, a module removed by hand); the lockfile still says how the project spells it.
    /// Named after the first module, by name, that records such a folder. `nil` when there is none.
    func outputCaseClash(_ module: LockedModule, in modules: RecordedModules) -> Diagnostic? {
        let folders = [("output folder", module.inputs.output), ("tests folder", module.inputs.testsOutput)]
        for (what, folder) in folders {
            // Each folder the modules record once, not once a module: most share one.
            var first: (use: RecordedModules.FolderUse, recorded: String, respelled: String)?
            for (recorded, use) in modules.outputFolders where first.map({ use.precedes($0.use) }) ?? true {
                if let respelled = Self.respelled(folder, as: recorded) { first = (use, recorded, respelled) }
            }
            guard let (use, recorded, respelled) = first else { continue }
            let recordedWhat = use.isTests ? "tests folder" : "output folder"
            let existing =
                respelled == recorded
                ? "\(recorded), module \(use.module)'s \(recordedWhat)"
                : "\(respelled), the spelling of module \(use.module)'s \(recordedWhat) \(recorded)"
            return Diagnostic(
                .cannotCreate,
                "\(lockfileURL.path): \(what) \(folder) of module \(module.name) differs only in letter case "
                    + "from \(existing), which is recorded there; a case-insensitive file system (macOS's "
                    + "default) takes them for one folder: spell it \(respelled), or choose a folder that "
                    + "differs in more than letter case")
        }
        return nil
    }

    /// `path` with its leading components spelled as `recorded`'s wherever they differ from them only in letter case
    /// (or Unicode normalisation), when at least one does; `nil` when `path` spells them as `recorded` does, or
    /// leaves `recorded`'s way before any such difference.
    static func respelled(_ path: String, as recorded: String) -> String? {
        var components = ProjectPath.components(path).map(String.init)
        let recordedComponents = ProjectPath.components(recorded).map(String.init)
        var differs = false
        for index in 0..<min(components.count, recordedComponents.count) {
            let (own, other) = (components[index], recordedComponents[index])
            if own.utf8.elementsEqual(other.utf8) { continue }
            guard FileSystem.isSameNameIgnoringCase(own, other) else { break }
            components[index] = other
            differs = true
        }
        return differs ? components.joined(separator: "/") : nil
    }
}
