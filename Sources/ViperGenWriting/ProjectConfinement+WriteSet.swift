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
        func check(_ root: URL, _ relativePath: String?) {
            guard !isExempt(root: root) else { return }
            let path = relativePath.map { joinedPath(root.path, $0) } ?? root.path
            guard seen.insert(path).inserted, let problem = problem(with: path) else { return }
            problems.add(problem)
        }
        for file in set.files { check(file.root, file.relativePath) }
        for folder in set.folders { check(folder.root, folder.relativePath) }
        for deletion in set.deletions { check(deletion.root, deletion.relativePath) }
        for folder in set.emptiedFolders { check(folder, nil) }
        try problems.check()
    }
}
