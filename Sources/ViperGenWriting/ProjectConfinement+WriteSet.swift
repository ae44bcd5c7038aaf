import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension WriteSet {
    /// Checks every path the set writes, creates or deletes against its confinement, all problems together: inside the
    /// project and outside every `.git` (`ProjectConfinement`). A path no confinement covers (a root the user typed
    /// outside the project, or a set confined to no project) is still refused at or below any `.git`: git's own files
    /// are never written, whoever names them.
    /// - Throws: `Diagnostics` (data, 65) naming each refused path.
    func checkConfinement() throws(Diagnostics) {
        var problems = DiagnosticCollector()
        var seen: Set<String> = []
        // Nothing changes on disk while the set is checked: each folder on the way is looked at once for all paths.
        var types = FileTypeMemo()
        func check(_ rootPath: String, _ relativePath: String?) {
            let path = relativePath.map { joinedPath(rootPath, $0) } ?? rootPath
            guard seen.insert(path).inserted else { return }
            let problem =
                if let confinement, !confinement.isExempt(rootPath: rootPath) {
                    confinement.problem(with: path, types: &types)
                } else {
                    ProjectConfinement.gitProblem(with: path)
                }
            if let problem { problems.add(problem) }
        }
        for file in files { check(file.rootPath, file.relativePath) }
        for folder in folders { check(folder.root.path, folder.relativePath) }
        for deletion in deletions { check(deletion.root.path, deletion.relativePath) }
        for folder in emptiedFolders { check(folder.path, nil) }
        try problems.check()
    }

    /// Checks that every file the set writes over an existing one may be replaced (`WriteTarget`): never a symbolic
    /// link, never a read-only file, whatever the file is (a generated file, an insertion's target, a project file).
    /// - Throws: `Diagnostics` (can't create, 73) naming each refused file and its remedy.
    package func checkTargets() throws(Diagnostics) {
        var problems = DiagnosticCollector()
        for file in files {
            if let problem = WriteTarget.problem(atPath: joinedPath(file.rootPath, file.relativePath)) {
                problems.add(problem)
            }
        }
        try problems.check()
    }
}
