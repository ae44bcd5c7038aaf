import ViperGenEngine
import ViperGenFormats
import ViperGenSupport

/// The `project.xcproj` part of the file editor both formats share (`XcodeFileTree`, `XcodeGroupTree`), written
/// the way Xcode 27 does: a file reference in its group, its target membership stored on the file
/// (`"target-membership": [ "App/compile-sources" ]`), and for a folder synchronized with other targets the file in
/// its membership exceptions (`inclusions`) for this one.
struct XCProjEditor {
    private(set) var model: XCProjModel
    var newGroups: [String] = []
    var changesProject = false
    var logicalGroups = false

    /// An editor of `model`.
    init(model: XCProjModel) {
        self.model = model
    }

    /// The edited document, for the writer.
    var document: XCProjDocument { model.document }

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
        changesProject = true
        return .added(target: target.name, phase: phase)
    }

    // MARK: Synchronized folders

    /// Whether `target` builds the synchronized `folder` (its `target-membership`), and the folder's membership
    /// exceptions for it: `exclusions` for a target that builds the folder, `inclusions` for any other.
    func synchronizedFolder(_ folder: Int, for target: XCProjModel.Target) -> (buildsFolder: Bool, exceptions: [String])
    {
        let node = model.node(model.groups[folder].node)
        let buildsFolder = (node?[.targetMembership]?.elements ?? []).contains { $0.string == target.name }
        let set = (node?[.membershipExceptions]?.elements ?? []).first { $0[.target]?.string == target.name }
        let senseKey: XCProjKey = buildsFolder ? .exclusions : .inclusions
        return (buildsFolder, (set?[senseKey]?.elements ?? []).compactMap(\.string))
    }

    /// Lists `relative` in the `inclusions` of the synchronized `folder`'s membership exceptions for `target`,
    /// making its exception set when it has none.
    mutating func addException(_ relative: String, to folder: Int, for target: XCProjModel.Target)
        throws(XcodeProjectError)
    {
        let group = model.groups[folder]
        let node = model.node(group.node)
        let exceptions = node?[.membershipExceptions]?.elements ?? []
        let exceptionsList = group.node + [.key(XCProjKey.membershipExceptions.rawValue)]
        if let setPosition = exceptions.firstIndex(where: { $0[.target]?.string == target.name }) {
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
    }

    /// Takes `relative` out of the `inclusions` of the synchronized `folder`'s membership exceptions for `target`,
    /// and the exception set (and the folder's `membership-exceptions`) with it when nothing else is left: the
    /// inverse of `addException`.
    mutating func removeException(_ relative: String, from folder: Int, for target: XCProjModel.Target) -> Bool {
        let group = model.groups[folder]
        let sets = model.node(group.node)?[.membershipExceptions]?.elements ?? []
        guard let setPosition = sets.firstIndex(where: { $0[.target]?.string == target.name }),
            let inclusions = sets[setPosition][.inclusions]?.elements,
            let position = inclusions.firstIndex(where: { $0.string == relative })
        else { return false }
        let list = group.node + [.key(XCProjKey.membershipExceptions.rawValue)]
        let set = list + [.index(setPosition)]
        let othersKept = (sets[setPosition].members ?? []).contains { member in
            member.key != XCProjKey.target.rawValue && member.key != XCProjKey.inclusions.rawValue
        }
        if inclusions.count > 1 {
            model.remove(at: position, from: set + [.key(XCProjKey.inclusions.rawValue)])
        } else if othersKept {
            model.removeMember(.inclusions, of: set)
        } else if sets.count > 1 {
            model.remove(at: setPosition, from: list)
        } else {
            model.removeMember(.membershipExceptions, of: group.node)
        }
        changesProject = true
        return true
    }
}

extension XCProjEditor: XcodeFileTree {
    func existingReference(to path: String) -> (reference: [XCProjStep], group: Int)? {
        model.fileReferences[path].map { ($0.node, $0.group) }
    }

    /// A file reference for `file` in `group`: its `path` from the group's folder (`<PROJECT>/…` when the group has
    /// none), and a `name` when the path's last component is not the file's name.
    mutating func addReference(to file: XcodeProjectFile, relativePath: String, in group: Int)
        throws(XcodeProjectError) -> [XCProjStep]
    {
        let folder = model.groups[group].folder
        let path =
            folder.map { ProjectPath.relative(file.path, to: $0) ?? ProjectPath.relativeGoingUp(file.path, from: $0) }
            ?? "<PROJECT>/" + relativePath
        var members = [XCProjMember(key: XCProjKey.path.rawValue, keyOffset: nil, node: .string(path))]
        let fileName = ProjectPath.lastComponent(file.path)
        if ProjectPath.lastComponent(path) != fileName {
            members.append(XCProjMember(key: XCProjKey.name.rawValue, keyOffset: nil, node: .string(fileName)))
        }
        let reference = model.appendChild(XCProjNode(.object(members)), to: group)
        model.addFileReference(file.path, .init(node: reference, group: group))
        changesProject = true
        return reference
    }

    mutating func join(
        _ reference: [XCProjStep], isNew: Bool, file: XcodeProjectFile, relativePath: String,
        target: XCProjModel.Target
    ) throws(XcodeProjectError) -> XcodeProjectEditReport.Membership {
        try addMembership(reference, kind: file.kind, to: target)
    }
}

extension XCProjEditor: XcodeGroupTree {
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
    mutating func makeGroup(_ name: String, under parent: Int, place: XcodeNewGroupPlace)
        throws(XcodeProjectError) -> Int
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
        let position = model.addGroup(
            .init(
                node: path, folder: place.folder, name: name, parent: parent, depth: model.groups[parent].depth + 1,
                isFolder: false))
        changesProject = true
        return position
    }
}
