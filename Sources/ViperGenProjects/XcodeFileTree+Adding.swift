import ViperGenEngine
import ViperGenSupport

extension XcodeFileTree {
    /// Makes the edit and reports it: each file in its group (created as needed) and its targets, nothing twice,
    /// and nothing for a file in a synchronized folder that a target builds already.
    /// - Throws: `XcodeProjectError` for an unknown target, a missing build phase, a group path through a file, a
    ///   file outside the project, or a malformed structure met on the way.
    mutating func apply(_ request: ProjectEditRequest) throws(XcodeProjectError) -> XcodeProjectEditReport {
        logicalGroups = request.logicalGroups
        let codeTargets = try request.codeTargets.map { name throws(XcodeProjectError) in try knownTarget(name) }
        let testTargets = try request.testTargets.map { name throws(XcodeProjectError) in try knownTarget(name) }
        var files: [XcodeProjectEditReport.File] = []
        for file in request.files {
            let targets = file.kind == .reference ? [] : (file.isTest ? testTargets : codeTargets)
            files.append(
                try add(
                    file, targets: targets,
                    groupPath: file.group ?? (file.isTest ? request.testGroup : request.codeGroup)))
        }
        return XcodeProjectEditReport(files: files, newGroups: newGroups, changesProject: changesProject)
    }

    private func knownTarget(_ name: String) throws(XcodeProjectError) -> Model.Target {
        if let target = model.targets.first(where: { $0.name == name }) { return target }
        let names = model.targets.map(\.name)
        throw .unknownTarget(name: name, targets: names, suggestion: nearestName(to: name, in: names))
    }

    private mutating func add(_ file: XcodeProjectFile, targets: [Model.Target], groupPath: String?)
        throws(XcodeProjectError) -> XcodeProjectEditReport.File
    {
        guard let relativePath = ProjectPath.relative(file.path, to: projectFolder) else {
            throw .fileOutsideProject(file: file.path, projectFolder: projectFolder)
        }
        if let folder = synchronizedFolder(containing: file.path) {
            var memberships: [XcodeProjectEditReport.Membership] = []
            for target in targets {
                memberships.append(try joinSynchronizedFolder(file, folder: folder, target: target))
            }
            return .init(
                path: relativePath, placement: .synchronizedFolder(folder: folderName(folder)), targets: memberships)
        }
        let placement: XcodeProjectEditReport.Placement
        let reference: Reference
        let existing = existingReference(to: file.path)
        if let existing {
            reference = existing.reference
            placement = .alreadyReferenced(group: groupName(existing.group))
        } else {
            let group = try placementGroup(for: file, groupPath: groupPath, logicalGroups: logicalGroups)
            reference = try addReference(to: file, relativePath: relativePath, in: group)
            placement = .added(group: groupName(group))
        }
        var memberships: [XcodeProjectEditReport.Membership] = []
        for target in targets {
            memberships.append(
                try join(reference, isNew: existing == nil, file: file, relativePath: relativePath, target: target))
        }
        return .init(path: relativePath, placement: placement, targets: memberships)
    }

    /// How `file`, inside the synchronized `folder`, joins `target`: by the folder itself, or through the folder's
    /// membership exceptions for it, as Xcode does when its box is ticked; exceptions that leave it out are
    /// respected.
    private mutating func joinSynchronizedFolder(_ file: XcodeProjectFile, folder: Int, target: Model.Target)
        throws(XcodeProjectError) -> XcodeProjectEditReport.Membership
    {
        let name = folderName(folder)
        let relative = ProjectPath.relative(file.path, to: group(at: folder).folder ?? "/") ?? file.path
        let state = synchronizedFolder(folder, for: target)
        let listed = state.exceptions.contains { relative == $0 || relative.hasPrefix($0 + "/") }
        if state.buildsFolder {
            return listed
                ? .excludedByFolderExceptions(target: target.name, folder: name)
                : .synchronized(target: target.name, folder: name)
        }
        if listed { return .alreadyMember(target: target.name) }
        try addException(relative, to: folder, for: target)
        changesProject = true
        return .addedToFolderExceptions(target: target.name, folder: name)
    }
}
