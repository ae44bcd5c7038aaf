import ViperGenSupport

/// A read project file with its objects indexed by id, the group tree resolved to folders, and the targets.
///
/// Reading the structure checks what an edit relies on (the root object, the main group, ids that name objects);
/// a problem is reported at the line and column of the id or key involved. Groups are walked with an explicit
/// stack and each object visited once, so neither deep nor cyclic group trees can hurt: a group keeps its own name
/// and its parent's position, not the names above it, and a folder longer than `ProjectPath.maximumLength` counts
/// as one that cannot be known, so a chain of 20,000 nested groups costs time and memory in proportion to its size.
package struct PBXProjectModel {
    /// A group of the navigator: a `PBXGroup`, or an Xcode 16 `PBXFileSystemSynchronizedRootGroup`.
    package struct Group {
        /// The group's object.
        package let object: Int
        /// The folder its children's paths start from; `nil` when it cannot be known (`BUILT_PRODUCTS_DIR`, …).
        package let folder: String?
        /// The name the navigator shows (empty for the main group).
        package let name: String
        /// The position of the group listing it in `groups`; `nil` for the main group. A group keeps only its own
        /// name, not the names above it, so that a deep chain of groups costs memory in proportion to its depth.
        package let parent: Int?
        /// How many groups lie above it.
        package let depth: Int
        /// Whether it is a synchronized folder.
        package let isSynchronized: Bool

        package init(object: Int, folder: String?, name: String, parent: Int?, depth: Int, isSynchronized: Bool) {
            self.object = object
            self.folder = folder
            self.name = name
            self.parent = parent
            self.depth = depth
            self.isSynchronized = isSynchronized
        }
    }

    /// A file reference that resolves to a path, and the group listing it.
    package struct FileReference {
        package let object: Int
        package let group: Int

        package init(object: Int, group: Int) {
            self.object = object
            self.group = group
        }
    }

    /// A target of the project.
    package struct Target {
        package let name: String
        package let object: Int
    }

    package var document: PBXProjectDocument
    /// The project's folder: the folder holding the `.xcodeproj`, moved by `projectDirPath` when set.
    package private(set) var projectFolder = "/"
    /// Object positions in `document.objects` by id.
    private var objectIndex = PBXObjectIndex(capacity: 0)
    /// The groups, main group first.
    package private(set) var groups: [Group] = []
    /// File references by absolute path.
    package private(set) var fileReferences: [String: FileReference] = [:]
    /// The targets, in the project's order.
    package private(set) var targets: [Target] = []
    /// The `PBXProject` object.
    package private(set) var projectObject = 0

    /// Indexes `document`, a project file of the `.xcodeproj` in `containingFolder`.
    /// - Parameter fileNames: When given, only file references to files of these names are resolved to paths
    ///   (the ones an edit looks for), which spares resolving every file of a large project.
    /// - Parameter readingGroups: When false, the group tree is not walked: `groups` and `fileReferences` stay
    ///   empty (enough to read the targets).
    /// - Throws: `XcodeFormatError.malformed` when ids repeat or the root object, main group or targets are
    ///   missing or of the wrong kind.
    package init(
        document: PBXProjectDocument, containingFolder: String, fileNames: Set<String>? = nil,
        readingGroups: Bool = true
    )
        throws(XcodeFormatError)
    {
        self.document = document
        if let index = document.objectIndexAsRead {
            objectIndex = index
        } else {
            let (index, repeated) = PBXObjectIndex.of(document)
            if let repeated {
                let id = document.objects[repeated].id
                throw malformed(
                    "object id \(document.value(of: id)) is used twice; restore the file from version control", id)
            }
            objectIndex = index
        }
        let rootEntry = document.rootEntries.first { document.value(of: $0.key) == PBXKey.rootObject.rawValue }
        guard let rootEntry, case .string(let rootID) = rootEntry.value else {
            throw .malformed(problem: "the project has no 'rootObject'", at: document.location(at: 0))
        }
        projectObject = try object(rootID, isa: [.project], what: "'rootObject'")
        let directory = string(projectObject, .projectDirPath) ?? ""
        projectFolder = ProjectPath.join(containingFolder, directory.isEmpty ? "." : directory)
        guard let mainGroupID = reference(projectObject, .mainGroup) else {
            throw malformed("the project object has no 'mainGroup'", document.objects[projectObject].id)
        }
        let mainGroup = try object(mainGroupID, isa: [.group], what: "'mainGroup'")
        if readingGroups { walkGroups(from: mainGroup, fileNames: fileNames) }
        for targetID in references(projectObject, .targets) {
            let target = try object(
                targetID, isa: PBXClass.targets, what: "a target")
            targets.append(Target(name: string(target, .name) ?? document.value(of: targetID), object: target))
        }
    }

    // MARK: Reading objects

    /// The position of the entry `key` of `object`.
    func entry(_ object: Int, _ key: PBXKey) -> Int? {
        let entries = document.objects[object].entries
        for position in entries.indices where document.hasValue(entries[position].key, key.rawValue) {
            return position
        }
        return nil
    }

    /// The string value of `key` in `object`, if it is a string.
    package func string(_ object: Int, _ key: PBXKey) -> String? {
        guard let entry = entry(object, key), case .string(let value) = document.objects[object].entries[entry].value
        else { return nil }
        return document.value(of: value)
    }

    /// The id string (with its position) that `key` of `object` holds.
    package func reference(_ object: Int, _ key: PBXKey) -> PlistString? {
        guard let entry = entry(object, key), case .string(let value) = document.objects[object].entries[entry].value
        else { return nil }
        return value
    }

    /// The strings of the array `key` of `object` (ids for `children`, `files`, `buildPhases`, …).
    package func references(_ object: Int, _ key: PBXKey) -> [PlistString] {
        guard let entry = entry(object, key), case .array(let elements) = document.objects[object].entries[entry].value
        else { return [] }
        return elements.compactMap { element in
            if case .string(let value) = element { return value }
            return nil
        }
    }

    /// The object an id names, if any.
    package func object(_ id: PlistString) -> Int? {
        if let bare = document.bareBytes(of: id) { return objectIndex[bareBytes: bare] }
        return objectIndex[document.value(of: id)]
    }

    /// The object with id `id`, if any.
    package func object(id: String) -> Int? {
        objectIndex[id]
    }

    /// The object `id` names, which must be of one of the classes `isa`.
    package func object(_ id: PlistString, isa: Set<PBXClass>, what: String) throws(XcodeFormatError) -> Int {
        let name = document.value(of: id)
        guard let object = objectIndex[name] else {
            throw malformed("\(what) names \(name), which is not an object of the project", id)
        }
        guard isa.contains(document.objects[object].isa) else {
            throw malformed(
                "\(what) names \(name), a \(document.objects[object].isa.rawValue), not a "
                    + isa.map(\.rawValue).sorted().joined(separator: " or "),
                id)
        }
        return object
    }

    /// The name the navigator shows for a group or file: its `name`, else its `path`.
    package func displayName(_ object: Int) -> String? {
        string(object, .name) ?? string(object, .path)
    }

    func malformed(_ problem: String, _ string: PlistString) -> XcodeFormatError {
        .malformed(problem: problem, at: document.location(at: string.offset))
    }

    // MARK: Groups

    /// The folder an object's path is relative to, joined with its path; `nil` when it cannot be known, or is longer
    /// than `ProjectPath.maximumLength` (no file could be written there).
    func resolvedPath(_ object: Int, parentFolder: String?) -> String? {
        let base: String? =
            switch string(object, .sourceTree) ?? PBXSourceTree.group {
            case PBXSourceTree.group: parentFolder
            case PBXSourceTree.sourceRoot: projectFolder
            case PBXSourceTree.absolute: "/"
            default: nil
            }
        guard let base else { return nil }
        guard let path = string(object, .path), !path.isEmpty else { return base }
        return ProjectPath.joinWithinLimit(base, path)
    }

    private mutating func walkGroups(from mainGroup: Int, fileNames: Set<String>?) {
        var stack: [(object: Int, parentFolder: String?, parentGroup: Int?, depth: Int)] = [
            (mainGroup, projectFolder, nil, 0)
        ]
        // One flag an object: hashing each of 25,000 positions into a set cost 12 million instructions.
        var visited = [Bool](repeating: false, count: document.objects.count)
        // The names' bytes, to pass over the file references of other names without decoding their paths; only
        // for ASCII names, whose bytes compare as the strings do.
        let fileNameBytes = fileNames.flatMap { names in
            names.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } } ? names.map { Array($0.utf8) } : nil
        }
        while let item = stack.popLast() {
            guard !visited[item.object] else { continue }
            visited[item.object] = true
            let isa = document.objects[item.object].isa
            switch isa {
            case .group, .synchronizedRootGroup:
                let path = resolvedPath(item.object, parentFolder: item.parentFolder)
                let name = item.object == mainGroup ? "" : displayName(item.object) ?? ""
                groups.append(
                    Group(
                        object: item.object, folder: path, name: name, parent: item.parentGroup, depth: item.depth,
                        isSynchronized: isa != .group))
                let group = groups.count - 1
                for child in references(item.object, .children).reversed() {
                    guard let childObject = object(child) else { continue }
                    stack.append((childObject, path, group, item.depth + 1))
                }
            case .fileReference:
                if let fileNameBytes, let path = reference(item.object, .path),
                    let bare = document.bareBytes(of: path)
                {
                    // A bare string's bytes are its value, and ASCII: its last component is after the last '/'.
                    let name = bare[((bare.lastIndex(of: UInt8(ascii: "/")) ?? bare.startIndex - 1) + 1)...]
                    guard Self.isOne(of: fileNameBytes, name) else { continue }
                } else if let fileNames {
                    guard let path = string(item.object, .path), fileNames.contains(ProjectPath.lastComponent(path))
                    else { continue }
                }
                if let path = resolvedPath(item.object, parentFolder: item.parentFolder), let group = item.parentGroup,
                    fileReferences[path] == nil
                {
                    fileReferences[path] = FileReference(object: item.object, group: group)
                }
            default:
                break
            }
        }
    }

    /// Whether `bytes` are those of one of `candidates`, compared through pointers: the generic `elementsEqual`
    /// cost 500 instructions a file reference of a 12 MB project.
    private static func isOne(of candidates: [[UInt8]], _ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { bytes in
            candidates.contains { candidate in
                candidate.count == bytes.count
                    && candidate.withUnsafeBufferPointer { candidate in
                        var position = 0
                        while position < bytes.count, candidate[position] == bytes[position] { position += 1 }
                        return position == bytes.count
                    }
            }
        }
    }

    // MARK: Changing the document

    /// Records a group created by an edit.
    package mutating func addGroup(_ group: Group) -> Int {
        groups.append(group)
        return groups.count - 1
    }

    /// Records a file reference created by an edit.
    package mutating func addFileReference(_ path: String, _ reference: FileReference) {
        fileReferences[path] = reference
    }

    /// Adds an object with entries in Xcode's order (`isa` first, then the given ones, which must be sorted).
    package mutating func addObject(id: String, comment: String?, isa: PBXClass, entries: [(PBXKey, PlistValue)]) -> Int
    {
        let fields =
            [PlistEntry(key: PlistString(PBXKey.isa.rawValue), value: .string(PlistString(isa.rawValue)))]
            + entries.map { PlistEntry(key: PlistString($0.0.rawValue), value: $0.1) }
        document.objects.append(PBXObject(id: PlistString(id, comment: comment), isa: isa, entries: fields))
        objectIndex.add(id, at: document.objects.count - 1)
        return document.objects.count - 1
    }

    /// Appends `value` to the array `key` of `object`, creating the array (in key order) when it is missing.
    /// - Parameter sorted: Inserts in order instead, when the array's strings are in order already.
    package mutating func append(
        _ value: String, comment: String?, to key: PBXKey, of object: Int, sorted: Bool = false
    )
        throws(XcodeFormatError)
    {
        let element = PlistValue.string(PlistString(value, comment: comment))
        document.objects[object].original = nil
        guard let entry = entry(object, key) else {
            let entries = document.objects[object].entries
            let position =
                entries.indices.dropFirst().first { key.rawValue < document.value(of: entries[$0].key) }
                ?? entries.count
            document.objects[object].entries.insert(
                PlistEntry(key: PlistString(key.rawValue), value: .array([element])), at: position)
            return
        }
        guard case .array(var elements) = document.objects[object].entries[entry].value else {
            throw malformed("'\(key.rawValue)' must be a list '( … )'", document.objects[object].entries[entry].key)
        }
        document.objects[object].entries[entry].value = .array([])
        var position = elements.count
        if sorted {
            let values = elements.map { element -> String? in
                if case .string(let string) = element { return document.value(of: string) }
                return nil
            }
            let strings = values.compactMap { $0 }
            if strings.count == values.count, strings == strings.sorted() {
                position = strings.firstIndex { value < $0 } ?? strings.count
            }
        }
        elements.insert(element, at: position)
        document.objects[object].entries[entry].value = .array(elements)
    }
}
