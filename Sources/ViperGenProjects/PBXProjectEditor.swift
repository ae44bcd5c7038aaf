import ViperGenEngine
import ViperGenFormats
import ViperGenSupport

/// The `project.pbxproj` part of the file editor both formats share (`XcodeFileTree`, `XcodeGroupTree`): file
/// references and `PBXGroup`s, build files in the targets' build phases, and for Xcode 16 synchronized folders the
/// folder's membership exceptions.
struct PBXProjectEditor {
    private(set) var model: PBXProjectModel
    private var ids: XcodeObjectIDGenerator
    var newGroups: [String] = []
    /// The ids of exception sets that `removeException` left with nothing but their target; the written document
    /// goes without them (they are not taken out of the model, whose object positions the edit still uses).
    private var emptiedExceptionSets: Set<String> = []
    var changesProject = false
    var logicalGroups = false

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

    /// The edited document, for the writer: without the exception sets a removal emptied, nor their entries in
    /// the folders' `exceptions` (the key goes too when it lists nothing else).
    var document: PBXProjectDocument {
        guard !emptiedExceptionSets.isEmpty else { return model.document }
        var document = model.document
        let gone = emptiedExceptionSets
        for index in document.objects.indices where document.objects[index].isa == .synchronizedRootGroup {
            let entries = document.objects[index].entries
            guard
                let position = entries.firstIndex(where: { document.hasValue($0.key, PBXKey.exceptions.rawValue) }),
                case .array(let elements) = entries[position].value
            else { continue }
            let kept = elements.filter { element in
                guard case .string(let id) = element else { return true }
                return !gone.contains(document.value(of: id))
            }
            guard kept.count != elements.count else { continue }
            document.objects[index].original = nil
            if kept.isEmpty {
                document.objects[index].entries.remove(at: position)
            } else {
                document.objects[index].entries[position].value = .array(kept)
            }
        }
        let final = document
        document.objects.removeAll { gone.contains(final.value(of: $0.id)) }
        return document
    }

    // MARK: File references

    /// A `PBXFileReference` for `file` in `group`: its `path` from the group's folder (`SOURCE_ROOT` when the group
    /// has none), and a `name` when the path is not the file's name.
    mutating func addReference(to file: XcodeProjectFile, relativePath: String, in group: Int)
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
        changesProject = true
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
        changesProject = true
        return .added(target: target.name, phase: phaseKind)
    }

    // MARK: Synchronized folders

    /// The exception set of the synchronized `folder` for `target`, if it has one.
    private func exceptionSet(of folder: Int, for target: PBXProjectModel.Target) -> Int? {
        let targetID = model.document.value(of: model.document.objects[target.object].id)
        return model.references(model.groups[folder].object, .exceptions).compactMap { model.object($0) }
            .first { set in
                model.document.objects[set].isa == .synchronizedBuildFileExceptionSet
                    && model.reference(set, .target).map { model.document.value(of: $0) } == targetID
            }
    }

    /// Whether `target` builds the synchronized `folder` (`fileSystemSynchronizedGroups`), and the paths of the
    /// folder's membership exceptions for it, which Xcode reads both ways: for a target that builds the folder they
    /// list what it leaves out; for any other target, what it builds in addition.
    func synchronizedFolder(_ folder: Int, for target: PBXProjectModel.Target) -> (
        buildsFolder: Bool, exceptions: [String]
    ) {
        let groupID = model.document.value(of: model.document.objects[model.groups[folder].object].id)
        let buildsFolder = model.references(target.object, .fileSystemSynchronizedGroups)
            .contains { model.document.value(of: $0) == groupID }
        let exceptions =
            exceptionSet(of: folder, for: target).map { set in
                model.references(set, .membershipExceptions).map { model.document.value(of: $0) }
            } ?? []
        return (buildsFolder, exceptions)
    }

    /// Lists `relative` in the synchronized `folder`'s membership exceptions for `target`, making its exception set
    /// when it has none.
    mutating func addException(_ relative: String, to folder: Int, for target: PBXProjectModel.Target)
        throws(XcodeProjectError)
    {
        let group = model.groups[folder]
        let set: Int
        if let existing = exceptionSet(of: folder, for: target) {
            set = existing
        } else {
            let name = folderName(folder)
            let targetID = model.document.value(of: model.document.objects[target.object].id)
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
    }

    /// Takes `relative` out of the synchronized `folder`'s membership exceptions for `target`, and the exception
    /// set with it when it is left with nothing but its target: the inverse of `addException`.
    mutating func removeException(_ relative: String, from folder: Int, for target: PBXProjectModel.Target) -> Bool {
        guard let set = exceptionSet(of: folder, for: target) else { return false }
        let document = model.document
        let entries = document.objects[set].entries
        guard
            let position = entries.firstIndex(where: {
                document.hasValue($0.key, PBXKey.membershipExceptions.rawValue)
            }),
            case .array(let elements) = entries[position].value
        else { return false }
        let kept = elements.filter { element in
            guard case .string(let string) = element else { return true }
            return document.value(of: string) != relative
        }
        guard kept.count != elements.count else { return false }
        model.document.objects[set].entries[position].value = .array(kept)
        model.document.objects[set].original = nil
        changesProject = true
        let onlyItsTargetLeft =
            kept.isEmpty
            && entries.allSatisfy { entry in
                ["isa", PBXKey.membershipExceptions.rawValue, PBXKey.target.rawValue].contains {
                    document.hasValue(entry.key, $0)
                }
            }
        if onlyItsTargetLeft { emptiedExceptionSets.insert(document.value(of: document.objects[set].id)) }
        return true
    }
}

extension PBXProjectEditor: XcodeFileTree {
    func existingReference(to path: String) -> (reference: PBXProjectModel.FileReference, group: Int)? {
        model.fileReferences[path].map { ($0, $0.group) }
    }

    mutating func join(
        _ reference: PBXProjectModel.FileReference, isNew: Bool, file: XcodeProjectFile, relativePath: String,
        target: PBXProjectModel.Target
    ) throws(XcodeProjectError) -> XcodeProjectEditReport.Membership {
        try addBuildFile(reference.object, isNew: isNew, kind: file.kind, relativePath: relativePath, to: target)
    }
}

extension PBXProjectEditor: XcodeGroupTree {
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
    mutating func makeGroup(_ name: String, under parent: Int, place: XcodeNewGroupPlace)
        throws(XcodeProjectError) -> Int
    {
        let id = makeID("PBXGroup " + (names(of: parent) + [name]).joined(separator: "/"))
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
                object: object, folder: place.folder, name: name, parent: parent,
                depth: model.groups[parent].depth + 1, isSynchronized: false))
        changesProject = true
        return position
    }
}
