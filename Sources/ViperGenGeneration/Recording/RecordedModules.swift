import ViperGenFormats
import ViperGenSupport

/// What recording asks of the modules a lockfile holds, indexed once, so that recording a run's modules costs the
/// same for each however many the lockfile holds: the recorded name a name differs from only in letter case, the
/// recorded output folders a module's folders could differ from only in letter case, and how many modules record
/// each folder as made by viper-gen. `record(_:replacing:)` keeps it in step as a run adds its modules.
struct RecordedModules {
    /// A module's output folder or its tests' folder, in the order the letter-case check looks at them: by module
    /// name, then the output folder before the tests' folder.
    struct FolderUse {
        /// The module recording the folder.
        let module: String
        /// Whether it is the module's tests folder.
        let isTests: Bool

        /// Whether the check looks at this use before `other`.
        func precedes(_ other: FolderUse) -> Bool {
            module != other.module ? module < other.module : !isTests && other.isTests
        }
    }

    /// The first recorded name, in sorted order, of each name lowercased (`FileSystem.isSameNameIgnoringCase`).
    private var firstNames: [String: String] = [:]
    /// Each output or tests folder the modules record, with its first use.
    private(set) var outputFolders: [String: FolderUse] = [:]
    /// How many modules record each folder as made by viper-gen.
    private var folderCounts: [String: Int] = [:]

    /// The index of the modules of `lockfile`.
    init(_ lockfile: Lockfile) {
        for module in lockfile.modules.values { record(module, replacing: nil) }
    }

    /// The first recorded module, in sorted order, whose name is `name` or differs from it only in letter case (or
    /// Unicode normalisation); `nil` when there is none.
    func name(matching name: String) -> String? {
        firstNames[name.lowercased()]
    }

    /// Whether a module other than `own` (that module's entry as recorded, if any) records `folder` as made by
    /// viper-gen.
    func recordsFolder(_ folder: String, besides own: LockedModule?) -> Bool {
        let count = folderCounts[folder] ?? 0
        return count > (own?.folders.contains(folder) == true ? 1 : 0)
    }

    /// Indexes `module` in place of `old`, the entry of that name the lockfile held (`nil`: none). Both record the
    /// same output folders: recording refuses a name recorded for other folders before it gets here.
    mutating func record(_ module: LockedModule, replacing old: LockedModule?) {
        let folded = module.name.lowercased()
        if firstNames[folded].map({ module.name < $0 }) ?? true { firstNames[folded] = module.name }
        for (folder, isTests) in [(module.inputs.output, false), (module.inputs.testsOutput, true)] {
            let use = FolderUse(module: module.name, isTests: isTests)
            if outputFolders[folder].map(use.precedes) ?? true { outputFolders[folder] = use }
        }
        for folder in Set(old?.folders ?? []) { folderCounts[folder, default: 0] -= 1 }
        for folder in Set(module.folders) { folderCounts[folder, default: 0] += 1 }
    }
}
