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
    /// Works on path text (`GenerationPlan.File.normalizedPath`): a URL's parent and path cost about 20,000
    /// instructions a file.
    /// - Parameters:
    ///   - files: The module's files, as normalized absolute paths.
    ///   - emptyFolders: The module's empty folders, as normalized absolute paths.
    ///   - lockfile: The lockfile as read.
    ///   - name: The module, whose own entry in `lockfile` does not count.
    ///   - earlier: The folders the module's entry records already (`update` keeps them).
    /// - Returns: Paths relative to the lockfile's folder, sorted.
    package func createdFolders(
        files: [String], emptyFolders: [String], in lockfile: Lockfile, module name: String, earlier: [String] = []
    ) -> [String] {
        var recordedByOthers: Set<String> = []
        for (other, module) in lockfile.modules where other != name { recordedByOthers.formUnion(module.folders) }
        return createdFolders(
            files: files, emptyFolders: emptyFolders, earlier: earlier, recordedByOthers: recordedByOthers.contains)
    }

    /// `createdFolders(files:emptyFolders:in:module:earlier:)` with the folders other modules record given by
    /// `recordedByOthers`, which a run of many modules answers from one index (`RecordedModules`) instead of
    /// gathering every module's folders again for each.
    func createdFolders(
        files: [String], emptyFolders: [String], earlier: [String], recordedByOthers: (String) -> Bool
    ) -> [String] {
        var created = Set(earlier)
        var seen: Set<String> = []
        let base = lockDirectoryPath
        for folder in files.map(ProjectPath.parent) + emptyFolders {
            guard var path = relativePath(normalized: folder) else { continue }
            while path != ".", seen.insert(path).inserted {
                if recordedByOthers(path) || FileSystem.fileType(base + "/" + path) == nil {
                    created.insert(path)
                }
                path = Self.parent(ofRelative: path)
            }
        }
        return created.sorted()
    }

    /// The folder holding `path`, relative to the lockfile's folder (`a/b` for `a/b/c`, `.` for `a`), on bytes;
    /// `ProjectPath.parent` is the same for absolute paths.
    private static func parent(ofRelative path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        return String(path[..<slash])
    }
}
