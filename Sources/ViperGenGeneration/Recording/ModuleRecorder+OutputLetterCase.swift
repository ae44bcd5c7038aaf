import ViperGenFormats
import ViperGenSupport

extension ModuleRecorder {
    /// The refusal (can't create, 73) of `module` when its output folder or its tests' folder differs only in letter
    /// case (or Unicode normalisation) from a folder `lockfile` records for a module, on the way to it or as a whole:
    /// `sources/app` where a module's files are recorded in `Sources/App`. The disk may no longer hold that folder
    /// (a fresh clone, a module removed by hand); the lockfile still says how the project spells it. `nil` when there
    /// is none.
    func outputCaseClash(_ module: LockedModule, in lockfile: Lockfile) -> Diagnostic? {
        let folders = [("output folder", module.inputs.output), ("tests folder", module.inputs.testsOutput)]
        for (what, folder) in folders {
            for name in lockfile.modules.keys.sorted() {
                let inputs = lockfile.modules[name]!.inputs
                let recordedFolders = [("output folder", inputs.output), ("tests folder", inputs.testsOutput)]
                for (recordedWhat, recorded) in recordedFolders {
                    guard let respelled = Self.respelled(folder, as: recorded) else { continue }
                    let existing =
                        respelled == recorded
                        ? "\(recorded), module \(name)'s \(recordedWhat)"
                        : "\(respelled), the spelling of module \(name)'s \(recordedWhat) \(recorded)"
                    return Diagnostic(
                        .cannotCreate,
                        "\(lockfileURL.path): \(what) \(folder) of module \(module.name) differs only in letter case "
                            + "from \(existing), which is recorded there; a case-insensitive file system (macOS's "
                            + "default) takes them for one folder: spell it \(respelled), or choose a folder that "
                            + "differs in more than letter case")
                }
            }
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
