import ViperGenFormats
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ModuleRecorder {
    /// The folders viper-gen made for a module that it writes as `files` and `emptyFolders` (Generamba's), for its
    /// lockfile entry: every folder below the lockfile's folder on the way to them that does not exist yet, and
    /// every one another module of `lockfile` records as made by viper-gen, so that the last module removed from
    /// such a folder takes the folder with it. Call it before the run writes.
    /// - Parameters:
    ///   - files: The module's files.
    ///   - emptyFolders: The module's empty folders.
    ///   - lockfile: The lockfile as read.
    ///   - name: The module, whose own entry in `lockfile` does not count.
    ///   - earlier: The folders the module's entry records already (`update` keeps them).
    /// - Returns: Paths relative to the lockfile's folder, sorted.
    package func createdFolders(
        files: [URL], emptyFolders: [URL], in lockfile: Lockfile, module name: String, earlier: [String] = []
    ) -> [String] {
        var recordedByOthers: Set<String> = []
        for (other, module) in lockfile.modules where other != name { recordedByOthers.formUnion(module.folders) }
        var created = Set(earlier)
        var seen: Set<String> = []
        for folder in files.map({ $0.deletingLastPathComponent() }) + emptyFolders {
            guard var path = relativePath(folder) else { continue }
            while path != ".", seen.insert(path).inserted {
                if recordedByOthers.contains(path) || FileSystem.fileType(url(path).path) == nil {
                    created.insert(path)
                }
                path = path.split(separator: "/").dropLast().joined(separator: "/")
                if path.isEmpty { path = "." }
            }
        }
        return created.sorted()
    }
}
