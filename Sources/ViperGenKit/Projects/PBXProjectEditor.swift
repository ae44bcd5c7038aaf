import ViperGenEngine

/// Adds files to a read project: file references in groups that mirror folders, build files in the targets'
/// build phases, nothing twice, and nothing inside Xcode 16 synchronized folders (Xcode lists those itself).
struct PBXProjectEditor {
    private var model: PBXProjectModel
    private var ids: XcodeObjectIDGenerator
    private var newGroups: [String] = []
    private var changed = false
    private var logicalGroups = false

    /// An editor of `model`.
    init(model: PBXProjectModel) {
        self.model = model
        ids = XcodeObjectIDGenerator()
    }

    /// A new id for `seed`, free in the project.
    private mutating func makeID(_ seed: String) -> String {
        ids.make(for: seed) { [model] id in model.object(id: id) != nil }
    }

    /// Runs a change of the model, reporting a format error as the project's.
    private mutating func lifted(_ change: (inout PBXProjectModel) throws(XcodeFormatError) -> Void)
        throws(XcodeProjectError)
    {
        do {
            try change(&model)
        } catch {
            throw XcodeProjectError(error, file: model.document.source.name)
        }
    }

    /// The edited document, for the writer.
    var document: PBXProjectDocument { model.document }

    /// Makes the edit and reports it.
    /// - Throws: `XcodeProjectError` for an unknown target, a missing build phase, a group path through a file, a
    ///   file outside the project, or a malformed structure met on the way.
    mutating func apply(_ request: ProjectEditRequest) throws(XcodeProjectError) -> XcodeProjectEditReport {
        logicalGroups = request.logicalGroups
        let codeTargets = try request.codeTargets.map { name throws(XcodeProjectError) in try target(named: name) }
        let testTargets = try request.testTargets.map { name throws(XcodeProjectError) in try target(named: name) }
        var files: [XcodeProjectEditReport.File] = []
        for file in request.files {
            let targets = file.kind == .reference ? [] : (file.isTest ? testTargets : codeTargets)
            files.append(
                try add(
                    file, targets: targets,
                    groupPath: file.group ?? (file.isTest ? request.testGroup : request.codeGroup)
                ))
        }
        return XcodeProjectEditReport(files: files, newGroups: newGroups, changesProject: changed)
    }

    private func target(named name: String) throws(XcodeProjectError) -> PBXProjectModel.Target {
        if let target = model.targets.first(where: { $0.name == name }) { return target }
        let names = model.targets.map(\.name)
        throw .unknownTarget(name: name, targets: names, suggestion: nearestName(to: name, in: names))
    }

    private mutating func add(
        _ file: XcodeProjectFile, targets: [PBXProjectModel.Target], groupPath: String?
    ) throws(XcodeProjectError) -> XcodeProjectEditReport.File {
        guard let relativePath = ProjectPath.relative(file.path, to: model.projectFolder) else {
            throw .fileOutsideProject(file: file.path, projectFolder: model.projectFolder)
        }
        if let folder = synchronizedFolder(containing: file.path) {
            var memberships: [XcodeProjectEditReport.Membership] = []
            for target in targets {
                memberships.append(try joinSynchronized(file, folder: folder, target: target))
            }
            return .init(
                path: relativePath, placement: .synchronizedFolder(folder: folderName(folder)), targets: memberships)
        }
        let placement: XcodeProjectEditReport.Placement
        let reference: PBXProjectModel.FileReference
        let isNew = model.fileReferences[file.path] == nil
        if let existing = model.fileReferences[file.path] {
            reference = existing
            placement = .alreadyReferenced(group: groupName(existing.group))
        } else {
            let group = try placementGroup(for: file, groupPath: groupPath, logicalGroups: logicalGroups)
            reference = try addFileReference(file, relativePath: relativePath, in: group)
            placement = .added(group: groupName(group))
        }
        var memberships: [XcodeProjectEditReport.Membership] = []
        for target in targets {
            memberships.append(
                try addBuildFile(
                    reference.object, isNew: isNew, kind: file.kind, relativePath: relativePath, to: target))
        }
        return .init(path: relativePath, placement: placement, targets: memberships)
    }

    // MARK: File references

    private mutating func addFileReference(_ file: XcodeProjectFile, relativePath: String, in group: Int)
        throws(XcodeProjectError) -> PBXProjectModel.FileReference
    {
        let fileName = ProjectPath.lastComponent(file.path)
        var entries: [(PBXKey, PlistValue)] = [(.lastKnownFileType, .string(PlistString(file.lastKnownFileType)))]
        let sourceTree: String
        let path: String
        if let folder = model.groups[group].folder {
            path = ProjectPath.relative(file.path, to: folder) ?? ProjectPath.relativeGoingUp(file.path, from: folder)
            sourceTree = PBXSourceTree.group
        } else {
            path = relativePath
            sourceTree = PBXSourceTree.sourceRoot
        }
        if path != fileName { entries.append((.name, .string(PlistString(fileName)))) }
        entries += [(.path, .string(PlistString(path))), (.sourceTree, .string(PlistString(sourceTree)))]
        let id = makeID("PBXFileReference " + relativePath)
        let object = model.addObject(id: id, comment: fileName, isa: .fileReference, entries: entries)
        try lifted { model throws(XcodeFormatError) in
            try model.append(id, comment: fileName, to: .children, of: model.groups[group].object)
        }
        let reference = PBXProjectModel.FileReference(object: object, group: group)
        model.addFileReference(file.path, reference)
        changed = true
        return reference
    }

    // MARK: Build phases

    private mutating func addBuildFile(
        _ fileReference: Int, isNew: Bool, kind: XcodeProjectFile.Kind, relativePath: String,
        to target: PBXProjectModel.Target
    ) throws(XcodeProjectError) -> XcodeProjectEditReport.Membership {
        let phaseKind: XcodeProjectError.BuildPhase = kind == .source ? .sources : .resources
        let isa: PBXClass = kind == .source ? .sourcesBuildPhase : .resourcesBuildPhase
        let phase = model.references(target.object, .buildPhases).compactMap { model.object($0) }
            .first { model.document.objects[$0].isa == isa }
        guard let phase else { throw .missingBuildPhase(target: target.name, phase: phaseKind) }
        let fileID = model.document.value(of: model.document.objects[fileReference].id)
        // A reference made by this edit is in no build phase yet; only an existing one needs the phase searched.
        for buildFileID in isNew ? [] : model.references(phase, .files) {
            guard let buildFile = model.object(buildFileID),
                let reference = model.reference(buildFile, .fileRef),
                model.document.value(of: reference) == fileID
            else { continue }
            return .alreadyMember(target: target.name)
        }
        let fileName = model.displayName(fileReference) ?? ProjectPath.lastComponent(relativePath)
        let phaseName = model.string(phase, .name) ?? phaseKind.rawValue
        let comment = "\(fileName) in \(phaseName)"
        let id = makeID("PBXBuildFile \(target.name) \(relativePath)")
        _ = model.addObject(
            id: id, comment: comment, isa: .buildFile,
            entries: [(.fileRef, .string(PlistString(fileID, comment: fileName)))])
        try lifted { model throws(XcodeFormatError) in try model.append(id, comment: comment, to: .files, of: phase) }
        changed = true
        return .added(target: target.name, phase: phaseKind)
    }

    // MARK: Synchronized folders

    /// How `file`, inside the synchronized `folder`, joins `target`: by the folder itself, or through the folder's
    /// membership exceptions for the target, which Xcode reads both ways: for a target that builds the folder they
    /// list what it leaves out; for any other target, what it builds in addition.
    private mutating func joinSynchronized(_ file: XcodeProjectFile, folder: Int, target: PBXProjectModel.Target)
        throws(XcodeProjectError) -> XcodeProjectEditReport.Membership
    {
        let group = model.groups[folder]
        let name = folderName(folder)
        let relative = ProjectPath.relative(file.path, to: group.folder ?? "/") ?? file.path
        let groupID = model.document.value(of: model.document.objects[group.object].id)
        let targetID = model.document.value(of: model.document.objects[target.object].id)
        let buildsFolder = model.references(target.object, .fileSystemSynchronizedGroups)
            .contains { model.document.value(of: $0) == groupID }
        let exceptionSet = model.references(group.object, .exceptions).compactMap { model.object($0) }
            .first { set in
                model.document.objects[set].isa == .synchronizedBuildFileExceptionSet
                    && model.reference(set, .target).map { model.document.value(of: $0) } == targetID
            }
        let listed =
            exceptionSet.map { set in
                model.references(set, .membershipExceptions).contains { exception in
                    let path = model.document.value(of: exception)
                    return relative == path || relative.hasPrefix(path + "/")
                }
            } ?? false
        if buildsFolder {
            return listed
                ? .excludedByFolderExceptions(target: target.name, folder: name)
                : .synchronized(target: target.name, folder: name)
        }
        if listed { return .alreadyMember(target: target.name) }
        let set: Int
        if let exceptionSet {
            set = exceptionSet
        } else {
            let folderTitle = model.displayName(group.object) ?? name
            let comment = "Exceptions for \"\(folderTitle)\" folder in \"\(target.name)\" target"
            let id = makeID("PBXFileSystemSynchronizedBuildFileExceptionSet \(name) \(target.name)")
            set = model.addObject(
                id: id, comment: comment, isa: .synchronizedBuildFileExceptionSet,
                entries: [
                    (.membershipExceptions, .array([])),
                    (.target, .string(PlistString(targetID, comment: target.name))),
                ])
            try lifted { model throws(XcodeFormatError) in
                try model.append(id, comment: comment, to: .exceptions, of: group.object)
            }
        }
        try lifted { model throws(XcodeFormatError) in
            try model.append(relative, comment: nil, to: .membershipExceptions, of: set, sorted: true)
        }
        changed = true
        return .addedToFolderExceptions(target: target.name, folder: name)
    }
}

extension PBXProjectEditor: XcodeGroupTree {
    var projectFolder: String { model.projectFolder }
    var groupCount: Int { model.groups.count }

    func group(at position: Int) -> XcodeTreeGroup {
        let group = model.groups[position]
        return XcodeTreeGroup(
            folder: group.folder, names: group.names, depth: group.depth, isSynchronized: group.isSynchronized)
    }

    func children(of position: Int, named name: String) -> [XcodeTreeChild] {
        model.references(model.groups[position].object, .children).compactMap { child in
            guard let object = model.object(child), model.displayName(object) == name else { return nil }
            if let found = model.groups.firstIndex(where: { $0.object == object && !$0.isSynchronized }) {
                return .group(found)
            }
            return model.document.objects[object].isa == .synchronizedRootGroup ? .synchronizedFolder : .file
        }
    }

    /// Makes a `PBXGroup`: `path = Search` for a mirroring group, `name` and `path` from the project's folder
    /// (`SOURCE_ROOT`) for a standing one, `name` only otherwise.
    mutating func makeGroup(_ name: String, under parent: Int, place: XcodeNewGroupPlace) throws(XcodeProjectError)
        -> Int
    {
        let names = model.groups[parent].names + [name]
        let id = makeID("PBXGroup " + names.joined(separator: "/"))
        let entries: [(PBXKey, PlistValue)] =
            switch place {
            case .mirroring:
                [(.path, .string(PlistString(name))), (.sourceTree, .string(PlistString(PBXSourceTree.group)))]
            case .standing(_, let relative):
                [
                    (.name, .string(PlistString(name))), (.path, .string(PlistString(relative))),
                    (.sourceTree, .string(PlistString(PBXSourceTree.sourceRoot))),
                ]
            case .named:
                [(.name, .string(PlistString(name))), (.sourceTree, .string(PlistString(PBXSourceTree.group)))]
            }
        let object = model.addObject(id: id, comment: name, isa: .group, entries: [(.children, .array([]))] + entries)
        try lifted { model throws(XcodeFormatError) in
            try model.append(id, comment: name, to: .children, of: model.groups[parent].object)
        }
        let position = model.addGroup(
            .init(
                object: object, folder: place.folder, names: names, depth: model.groups[parent].depth + 1,
                isSynchronized: false))
        newGroups.append(names.joined(separator: "/"))
        changed = true
        return position
    }
}
