import ViperGenSupport

/// Which existing group of a project a new file's folder falls under, whatever the project file's format.
enum GroupPlacement {
    /// One group as the choice sees it.
    struct Candidate {
        /// The folder the group stands for, if any.
        let folder: String?
        /// How deep the group is in the tree (the main group is 0).
        let depth: Int
        /// Whether files may be placed in it (not a synchronized folder, which Xcode fills by itself).
        let acceptsFiles: Bool
    }

    /// The position of the candidate whose folder holds `folder` most closely: the longest such folder, and among
    /// groups of the same folder the shallowest; `nil` when no group's folder holds it.
    static func closestGroup(holding folder: String, among candidates: [Candidate]) -> Int? {
        var best: Int?
        for (position, group) in candidates.enumerated() where group.acceptsFiles {
            guard let groupFolder = group.folder, ProjectPath.relative(folder, to: groupFolder) != nil else { continue }
            guard let current = best, let currentFolder = candidates[current].folder else {
                best = position
                continue
            }
            if groupFolder.count > currentFolder.count
                || (groupFolder.count == currentFolder.count && group.depth < candidates[current].depth)
            {
                best = position
            }
        }
        return best
    }
}
