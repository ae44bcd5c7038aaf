import ViperGenEngine

/// Adds files to a read `project.xcproj` the way Xcode 27 does: a file reference in the group of its folder (groups
/// created to mirror folders), its target membership stored on the file (`"target-membership": [ "App/compile-sources"
/// ]`), nothing twice, and nothing for a synchronized folder that a target already builds; a folder synchronized with
/// other targets gets the file in its membership exceptions (`inclusions`) for this one.
struct XCProjEditor {
    private var model: XCProjModel
    private var newGroups: [String] = []
    private var changed = false
    private var logicalGroups = false

    /// An editor of `model`.
    init(model: XCProjModel) {
        self.model = model
    }

    /// The edited document, for the writer.
    var document: XCProjDocument { model.document }

    /// Makes the edit and reports it.
    /// - Throws: `XcodeProjectError` for an unknown target, a missing build phase, a group path through a file, a
    ///   file outside the project.
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
                    groupPath: file.group ?? (file.isTest ? request.testGroup : request.codeGroup)))
        }
        return XcodeProjectEditReport(files: files, newGroups: newGroups, changesProject: changed)
    }

    private func target(named name: String) throws(XcodeProjectError) -> XCProjModel.Target {
        if let target = model.targets.first(where: { $0.name == name }) { return target }
        let names = model.targets.map(\.name)
        throw .unknownTarget(name: name, targets: names, suggestion: nearestName(to: name, in: names))
    }

    private mutating func add(_ file: XcodeProjectFile, targets: [XCProjModel.Target], groupPath: String?)
        throws(XcodeProjectError) -> XcodeProjectEditReport.File
    {
        guard let relativePath = ProjectPath.relative(file.path, to: model.projectFolder) else {
            throw .fileOutsideProject(file: file.path, projectFolder: model.projectFolder)
        }
        if let folder = synchronizedFolder(containing: file.path) {
            var memberships: [XcodeProjectEditReport.Membership] = []
            for target in targets { memberships.append(joinFolder(file, folder: folder, target: target)) }
            return .init(
                path: relativePath, placement: .synchronizedFolder(folder: folderName(folder)), targets: memberships)
        }
        let placement: XcodeProjectEditReport.Placement
        let reference: [XCProjStep]
        if let existing = model.fileReferences[file.path] {
            reference = existing.node
            placement = .alreadyReferenced(group: groupName(existing.group))
        } else {
            let group = try placementGroup(for: file, groupPath: groupPath, logicalGroups: logicalGroups)
            let folder = model.groups[group].folder
            let path =
                folder.map {
                    ProjectPath.relative(file.path, to: $0) ?? ProjectPath.relativeGoingUp(file.path, from: $0)
                }
                ?? "<PROJECT>/" + relativePath
            var members = [XCProjMember(key: XCProjKey.path.rawValue, keyOffset: nil, node: .string(path))]
            let fileName = ProjectPath.lastComponent(file.path)
            if ProjectPath.lastComponent(path) != fileName {
                members.append(XCProjMember(key: XCProjKey.name.rawValue, keyOffset: nil, node: .string(fileName)))
            }
            reference = model.appendChild(XCProjNode(.object(members)), to: group)
            model.addFileReference(file.path, .init(node: reference, group: group))
            placement = .added(group: groupName(group))
            changed = true
        }
        var memberships: [XcodeProjectEditReport.Membership] = []
        for target in targets {
            memberships.append(try addMembership(reference, kind: file.kind, to: target))
        }
        return .init(path: relativePath, placement: placement, targets: memberships)
    }

    // MARK: Target membership

    /// The membership of a file in `target`'s phase for `kind`: `App/compile-sources`, with the phase's name when
    /// it has one; a target name with `/` is written as a list of components, as apple's format requires.
    private func membership(kind: XcodeProjectFile.Kind, in target: XCProjModel.Target) throws(XcodeProjectError)
        -> XCProjNode
    {
        let phaseKind: XCProjBuildPhaseKind = kind == .source ? .sources : .resources
        guard let phase = target.phases.first(where: { $0.kind == phaseKind.rawValue }) else {
            throw .missingBuildPhase(target: target.name, phase: kind == .source ? .sources : .resources)
        }
        let components = [target.name, phaseKind.rawValue] + (phase.name.map { [$0] } ?? [])
        if components.allSatisfy({ !$0.contains("/") && $0 != "." && $0 != ".." }) && !target.name.hasPrefix("id:") {
            return .string(components.joined(separator: "/"))
        }
        return XCProjNode(
            .array(
                components.map { component in
                    component.contains("/") || component == "." || component == ".."
                        ? XCProjNode(
                            .object([
                                XCProjMember(key: XCProjKey.name.rawValue, keyOffset: nil, node: .string(component))
                            ]))
                        : .string(component)
                }))
    }

    private mutating func addMembership(
        _ reference: [XCProjStep], kind: XcodeProjectFile.Kind, to target: XCProjModel.Target
    )
        throws(XcodeProjectError) -> XcodeProjectEditReport.Membership
    {
        let element = try membership(kind: kind, in: target)
        let phase: XcodeProjectError.BuildPhase = kind == .source ? .sources : .resources
        let list = reference + [.key(XCProjKey.targetMembership.rawValue)]
        if let existing = model.node(list)?.elements {
            let wanted = element.string
            for membership in existing
            where (membership.string ?? membership[.buildPhase]?.string) == wanted && wanted != nil {
                return .alreadyMember(target: target.name)
            }
            model.append(element, to: list)
        } else {
            model.setMember(
                .targetMembership, XCProjNode(.array([element])), of: reference, order: XCProjKey.fileReferenceOrder)
        }
        changed = true
        return .added(target: target.name, phase: phase)
    }

    // MARK: Synchronized folders

    /// How `file`, inside the synchronized `folder`, joins `target`: by the folder itself (its `target-membership`),
    /// or through the folder's membership exceptions for the target: `exclusions` for a target that builds the
    /// folder, `inclusions` for any other.
    private mutating func joinFolder(_ file: XcodeProjectFile, folder: Int, target: XCProjModel.Target)
        -> XcodeProjectEditReport.Membership
    {
        let group = model.groups[folder]
        let name = folderName(folder)
        let relative = ProjectPath.relative(file.path, to: group.folder ?? "/") ?? file.path
        let node = model.node(group.node)
        let buildsFolder = (node?[.targetMembership]?.elements ?? []).contains { $0.string == target.name }
        let exceptions = node?[.membershipExceptions]?.elements ?? []
        let setPosition = exceptions.firstIndex { $0[.target]?.string == target.name }
        let senseKey: XCProjKey = buildsFolder ? .exclusions : .inclusions
        let listed =
            setPosition.map { position in
                (exceptions[position][senseKey]?.elements ?? []).contains { exception in
                    guard let path = exception.string else { return false }
                    return relative == path || relative.hasPrefix(path + "/")
                }
            } ?? false
        if buildsFolder {
            return listed
                ? .excludedByFolderExceptions(target: target.name, folder: name)
                : .synchronized(target: target.name, folder: name)
        }
        if listed { return .alreadyMember(target: target.name) }
        let exceptionsList = group.node + [.key(XCProjKey.membershipExceptions.rawValue)]
        if let setPosition {
            let set = exceptionsList + [.index(setPosition)]
            if exceptions[setPosition][.inclusions] != nil {
                model.append(.string(relative), to: set + [.key(XCProjKey.inclusions.rawValue)], sorted: true)
            } else {
                model.setMember(
                    .inclusions, XCProjNode(.array([.string(relative)])), of: set, order: [.target, .inclusions])
            }
        } else {
            let set = XCProjNode(
                .object([
                    XCProjMember(key: XCProjKey.target.rawValue, keyOffset: nil, node: .string(target.name)),
                    XCProjMember(
                        key: XCProjKey.inclusions.rawValue, keyOffset: nil,
                        node: XCProjNode(.array([.string(relative)]))),
                ]))
            if node?[.membershipExceptions] != nil {
                model.append(set, to: exceptionsList)
            } else {
                model.setMember(
                    .membershipExceptions, XCProjNode(.array([set])), of: group.node, order: XCProjKey.folderOrder)
            }
        }
        changed = true
        return .addedToFolderExceptions(target: target.name, folder: name)
    }
}

extension XCProjEditor: XcodeGroupTree {
    var projectFolder: String { model.projectFolder }
    var groupCount: Int { model.groups.count }

    func group(at position: Int) -> XcodeTreeGroup {
        let group = model.groups[position]
        return XcodeTreeGroup(
            folder: group.folder, names: group.names, depth: group.depth, isSynchronized: group.isFolder)
    }

    func children(of position: Int, named name: String) -> [XcodeTreeChild] {
        let list = model.groups[position].childrenList
        return (model.node(list)?.elements ?? []).enumerated().compactMap { index, child in
            guard XCProjModel.displayName(child) == name else { return nil }
            let path = list + [.index(index)]
            if let found = model.groups.firstIndex(where: { $0.node == path && !$0.isFolder }) { return .group(found) }
            return XCProjModel.kind(of: child) == .folder ? .synchronizedFolder : .file
        }
    }

    /// Makes a `"kind": "group"`: `"path": "Search"` for a mirroring group, a `name` and a `path` from the project's
    /// folder (`<PROJECT>/…`) for a standing one, a `name` only otherwise.
    mutating func makeGroup(_ name: String, under parent: Int, place: XcodeNewGroupPlace) throws(XcodeProjectError)
        -> Int
    {
        let member = { (key: XCProjKey, value: String) in
            XCProjMember(key: key.rawValue, keyOffset: nil, node: .string(value))
        }
        let placement: [XCProjMember] =
            switch place {
            case .mirroring: [member(.path, name)]
            case .standing(_, let relative): [member(.path, "<PROJECT>/" + relative), member(.name, name)]
            case .named: [member(.name, name)]
            }
        let node = XCProjNode(
            .object(
                [member(.kind, XCProjReferenceKind.group.rawValue)] + placement + [
                    XCProjMember(key: XCProjKey.children.rawValue, keyOffset: nil, node: XCProjNode(.array([])))
                ]))
        let path = model.appendChild(node, to: parent)
        let names = model.groups[parent].names + [name]
        let position = model.addGroup(
            .init(
                node: path, folder: place.folder, names: names, depth: model.groups[parent].depth + 1,
                isFolder: false))
        newGroups.append(names.joined(separator: "/"))
        changed = true
        return position
    }
}
