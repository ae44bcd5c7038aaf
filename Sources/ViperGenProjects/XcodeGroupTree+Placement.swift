import ViperGenSupport

extension XcodeGroupTree {
    /// `MyApp/Modules/Search`, or `(main group)`.
    func groupName(_ position: Int) -> String {
        let names = self.names(of: position)
        return names.isEmpty ? "(main group)" : names.joined(separator: "/")
    }

    /// The group's folder from the project's folder, else its name.
    func folderName(_ position: Int) -> String {
        group(at: position).folder.flatMap { ProjectPath.relative($0, to: projectFolder) } ?? groupName(position)
    }

    /// The deepest synchronized folder holding `path`.
    func synchronizedFolder(containing path: String) -> Int? {
        var best: (position: Int, folder: String)?
        for position in 0..<groupCount {
            let group = group(at: position)
            guard group.isSynchronized, let folder = group.folder, ProjectPath.relative(path, to: folder) != nil,
                folder.count > best?.folder.count ?? -1
            else { continue }
            best = (position, folder)
        }
        return best?.position
    }

    /// The group a new file reference goes to: the given group path, or the group of the file's folder, created
    /// with its missing parents so that groups mirror folders (with `logicalGroups`, Generamba's
    /// `create_logical_groups`, new groups have no folder).
    /// - Throws: `XcodeProjectError` for a group path through a file or a file outside every group's folder.
    mutating func placementGroup(for file: XcodeProjectFile, groupPath: String?, logicalGroups: Bool)
        throws(XcodeProjectError) -> Int
    {
        let folder = ProjectPath.parent(file.path)
        if let groupPath {
            let names = groupPath.split(separator: "/").map(String.init)
            return try descend(
                from: 0, through: names, towards: folder, groupPath: groupPath, logicalGroups: logicalGroups)
        }
        let candidates = (0..<groupCount).map { position in
            let group = group(at: position)
            return GroupPlacement.Candidate(
                folder: group.folder, depth: group.depth, acceptsFiles: !group.isSynchronized)
        }
        guard let best = GroupPlacement.closestGroup(holding: folder, among: candidates),
            let bestFolder = group(at: best).folder, let rest = ProjectPath.relative(folder, to: bestFolder)
        else {
            throw .fileOutsideProject(file: file.path, projectFolder: projectFolder)
        }
        return try descend(
            from: best, through: rest.split(separator: "/").map(String.init), towards: folder, groupPath: nil,
            logicalGroups: logicalGroups)
    }

    /// Walks down from `group` through child groups named `names`, creating the missing ones: with a `path` when
    /// the file's folder lies in the folder it names; on an explicit group path, otherwise with the folder it
    /// stands for (see `standingFolder`) from the project's folder, as Generamba does when the group path is not the
    /// file path; failing both, or for logical groups, with a `name` only.
    private mutating func descend(
        from start: Int, through names: [String], towards folder: String, groupPath: String?, logicalGroups: Bool
    ) throws(XcodeProjectError) -> Int {
        var current = start
        for (index, name) in names.enumerated() {
            if let child = try childGroup(of: current, named: name, groupPath: groupPath) {
                current = child
                continue
            }
            let parentFolder = group(at: current).folder
            let childFolder = parentFolder.map { ProjectPath.join($0, name) }
            let place: XcodeNewGroupPlace
            if !logicalGroups, let childFolder, ProjectPath.relative(folder, to: childFolder) != nil {
                place = .mirroring(folder: childFolder)
            } else if !logicalGroups, groupPath != nil,
                let standing = standingFolder(levelsUp: names.count - 1 - index, from: folder)
            {
                place = .standing(folder: standing.folder, relative: standing.relative)
            } else {
                place = .named(parentFolder: parentFolder)
            }
            current = try makeGroup(name, under: current, place: place)
            newGroups.append(self.names(of: current).joined(separator: "/"))
        }
        return current
    }

    /// The folder a new group of an explicit group path stands for: the last group of the path stands for the
    /// file's `folder`, each one above it for the folder above (`levelsUp`); `nil` at or above the project's folder.
    private func standingFolder(levelsUp: Int, from folder: String) -> (folder: String, relative: String)? {
        var standing = folder
        for _ in 0..<levelsUp { standing = ProjectPath.parent(standing) }
        guard let relative = ProjectPath.relative(standing, to: projectFolder), !relative.isEmpty else { return nil }
        return (standing, relative)
    }

    /// The child group of `group` shown as `name`; a file of that name is an error on an explicit group path.
    private func childGroup(of group: Int, named name: String, groupPath: String?) throws(XcodeProjectError) -> Int? {
        for child in children(of: group, named: name) {
            switch child {
            case .group(let position): return position
            case .synchronizedFolder: continue
            case .file: if let groupPath { throw .groupPathNamesFile(groupPath: groupPath, file: name) }
            }
        }
        return nil
    }
}
