import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ProjectConfinement {
    /// Checks every path `set` writes, creates or deletes, all problems together.
    /// - Throws: `Diagnostics` (data, 65) naming each refused path.
    func check(_ set: WriteSet) throws(Diagnostics) {
        var problems = DiagnosticCollector()
        var seen: Set<String> = []
        // Nothing changes on disk while the set is checked: each folder on the way is looked at once for all paths.
        var types = FileTypeMemo()
        func check(_ rootPath: String, _ relativePath: String?) {
            guard !isExempt(rootPath: rootPath) else { return }
            let path = relativePath.map { joinedPath(rootPath, $0) } ?? rootPath
            guard seen.insert(path).inserted, let problem = problem(with: path, types: &types) else { return }
            problems.add(problem)
        }
        for file in set.files { check(file.rootPath, file.relativePath) }
        for folder in set.folders { check(folder.root.path, folder.relativePath) }
        for deletion in set.deletions { check(deletion.root.path, deletion.relativePath) }
        for folder in set.emptiedFolders { check(folder.path, nil) }
        try problems.check()
    }
}
