import ViperGenSupport

extension XcodeFileTree {
    /// Takes the files at `paths` (absolute) out of the membership exceptions through which they joined targets that
    /// do not build their synchronized folder, as `apply` lists them; the paths that were listed, in their order.
    /// Exceptions that leave a file out of a target that builds its folder are the project's own and stay.
    mutating func removeFolderExceptions(for paths: [String]) -> [String] {
        var listed: [String] = []
        for path in paths {
            guard let folder = synchronizedFolder(containing: path) else { continue }
            let relative = ProjectPath.relative(path, to: group(at: folder).folder ?? "/") ?? path
            var wasListed = false
            for target in model.targets where !synchronizedFolder(folder, for: target).buildsFolder {
                if removeException(relative, from: folder, for: target) { wasListed = true }
            }
            if wasListed { listed.append(path) }
        }
        return listed
    }
}
