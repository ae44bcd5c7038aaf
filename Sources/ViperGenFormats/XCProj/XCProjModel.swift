import ViperGenSupport

/// A read `project.xcproj` with its file tree resolved to folders and its targets listed.
///
/// The file tree is the root's `files` list (the main group) and the `children` of groups; a node's `path` is
/// relative to its parent's folder, to the project's folder (`<PROJECT>/…`), absolute, or relative to a folder that
/// cannot be known here (`<PRODUCTS>/…`, `<SDK>/…`, `<DEVELOPER>/…`, `<USER:SETTING>/…`). Groups are walked with an
/// explicit stack, so a deep tree cannot hurt.
package struct XCProjModel {
    /// A group of the navigator: the main group (the root's `files`), a `group`, or a synchronized `folder`.
    package struct Group {
        /// The node of the group; empty for the main group.
        package let node: [XCProjStep]
        /// The folder its children's paths start from; `nil` when it cannot be known.
        package let folder: String?
        /// The name the navigator shows (empty for the main group).
        package let name: String
        /// The position of the group listing it in `groups`; `nil` for the main group.
        package let parent: Int?
        /// How many groups lie above it.
        package let depth: Int
        /// Whether it is a synchronized folder (`"kind": "folder"`).
        package let isFolder: Bool

        package init(node: [XCProjStep], folder: String?, name: String, parent: Int?, depth: Int, isFolder: Bool) {
            self.node = node
            self.folder = folder
            self.name = name
            self.parent = parent
            self.depth = depth
            self.isFolder = isFolder
        }

        /// The list holding the group's children.
        package var childrenList: [XCProjStep] {
            node.isEmpty ? [.key(XCProjKey.files.rawValue)] : node + [.key(XCProjKey.children.rawValue)]
        }
    }

    /// A file reference that resolves to a path, and the group listing it.
    package struct FileReference {
        package let node: [XCProjStep]
        package let group: Int

        package init(node: [XCProjStep], group: Int) {
            self.node = node
            self.group = group
        }
    }

    /// A target of the project.
    package struct Target {
        /// Its name.
        package let name: String
        /// Its node in the root's `targets`.
        package let node: [XCProjStep]
        /// Its product type in full (`com.apple.product-type.application`), if given.
        package let productType: String?
        /// Its build phases: kind and name.
        package let phases: [(kind: String, name: String?)]
        /// The target it tests (`test-host-target`), if given.
        package let testHost: String?
    }

    package private(set) var document: XCProjDocument
    /// The project's folder: the folder holding the `.xcodeproj`.
    package let projectFolder: String
    /// The groups, main group first.
    package private(set) var groups: [Group] = []
    /// File references by absolute path.
    package private(set) var fileReferences: [String: FileReference] = [:]
    /// The targets, in the project's order.
    package private(set) var targets: [Target] = []
    /// The names of the files whose references are resolved, or `nil` for all.
    private let fileNames: Set<String>?

    /// Indexes `document`, a project file of the `.xcodeproj` in `containingFolder`.
    /// - Parameter fileNames: When given, only file references to files of these names are resolved to paths (the
    ///   ones an edit looks for), which spares resolving every file of a large project.
    /// - Throws: `XcodeFormatError.malformed` for a missing or misshapen `files` or `targets`.
    package init(document: XCProjDocument, containingFolder: String, fileNames: Set<String>? = nil)
        throws(XcodeFormatError)
    {
        self.document = document
        self.fileNames = fileNames
        projectFolder = ProjectPath.normalized(containingFolder)
        guard document.root.members != nil else { throw malformed("the project must be an object", document.root) }
        guard let files = document.root[.files], files.elements != nil else {
            throw malformed("the project has no 'files' list", document.root)
        }
        try walkFiles()
        if let targets = document.root[.targets] {
            guard let elements = targets.elements else { throw malformed("'targets' must be a list", targets) }
            for (position, target) in elements.enumerated() {
                guard let name = target[.name]?.string else { throw malformed("a target has no 'name'", target) }
                let productType =
                    target[.productType]?.string.map { "com.apple.product-type." + $0 }
                    ?? target[.fullProductType]?.string
                let phases = (target[.buildPhases]?.elements ?? []).compactMap { phase -> (String, String?)? in
                    if let kind = phase.string { return (kind, nil) }
                    guard let kind = phase[.kind]?.string else { return nil }
                    return (kind, phase[.name]?.string)
                }
                self.targets.append(
                    Target(
                        name: name, node: [.key(XCProjKey.targets.rawValue), .index(position)],
                        productType: productType, phases: phases, testHost: target[.testHostTarget]?.string))
            }
        }
    }

    func malformed(_ problem: String, _ node: XCProjNode) -> XcodeFormatError {
        .malformed(problem: problem, at: document.location(at: node.offset))
    }

    /// The node at `path`.
    package func node(_ path: [XCProjStep]) -> XCProjNode? {
        document.node(at: path)
    }

    /// The kind of a file-tree node (a missing `kind` is a file reference).
    package static func kind(of node: XCProjNode) -> XCProjReferenceKind? {
        guard let kind = node[.kind] else { return .fileReference }
        return kind.string.flatMap(XCProjReferenceKind.init(rawValue:))
    }

    /// The name the navigator shows: `name`, else the last component of `path`.
    package static func displayName(_ node: XCProjNode) -> String {
        if let name = node[.name]?.string { return name }
        return ProjectPath.lastComponent(node[.path]?.string ?? "")
    }

    /// The folder `path` of a node names, given its parent's folder; `nil` when it cannot be known, or is longer than
    /// `ProjectPath.maximumLength`.
    func resolvedPath(_ node: XCProjNode, parentFolder: String?) -> String? {
        let path = node[.path]?.string ?? ""
        if path.hasPrefix("<PROJECT>/") { return ProjectPath.join(projectFolder, String(path.dropFirst(10))) }
        if path.hasPrefix("<") || path.hasPrefix("~") { return nil }
        if path.hasPrefix("/") { return ProjectPath.normalized(path) }
        guard let parentFolder else { return nil }
        return path.isEmpty ? parentFolder : ProjectPath.joinWithinLimit(parentFolder, path)
    }

    private mutating func walkFiles() throws(XcodeFormatError) {
        groups.append(Group(node: [], folder: projectFolder, name: "", parent: nil, depth: 0, isFolder: false))
        var stack = [0]
        while let group = stack.popLast() {
            let list = groups[group].childrenList
            guard let children = node(list)?.elements else { continue }
            for (position, child) in children.enumerated() {
                let path = list + [.index(position)]
                guard child.members != nil else { throw malformed("a file-tree entry must be an object", child) }
                guard let kind = Self.kind(of: child) else {
                    throw malformed("unknown kind of file-tree entry; expected group, folder or file-reference", child)
                }
                if kind == .fileReference, let fileNames,
                    !fileNames.contains(ProjectPath.lastComponent(child[.path]?.string ?? ""))
                {
                    continue
                }
                let resolved = resolvedPath(child, parentFolder: groups[group].folder)
                switch kind {
                case .group, .folder:
                    groups.append(
                        Group(
                            node: path, folder: resolved, name: Self.displayName(child), parent: group,
                            depth: groups[group].depth + 1, isFolder: kind == .folder))
                    if kind == .group { stack.append(groups.count - 1) }
                case .fileReference:
                    if let resolved, fileReferences[resolved] == nil {
                        fileReferences[resolved] = FileReference(node: path, group: group)
                    }
                case .variantGroup, .versionGroup:
                    break
                }
            }
        }
    }

    // MARK: Changing the document

    /// Appends `child` to the children of `group` (creating its `children` list), and returns its node.
    package mutating func appendChild(_ child: XCProjNode, to group: Int) -> [XCProjStep] {
        let groupNode = groups[group].node
        if !groupNode.isEmpty, node(groups[group].childrenList) == nil {
            setMember(.children, XCProjNode(.array([])), of: groupNode, order: XCProjKey.groupOrder)
        }
        let list = groups[group].childrenList
        let count = node(list)?.elements?.count ?? 0
        append(child, to: list)
        return list + [.index(count)]
    }

    /// Records a group an edit made.
    package mutating func addGroup(_ group: Group) -> Int {
        groups.append(group)
        return groups.count - 1
    }

    /// Records a file reference an edit made.
    package mutating func addFileReference(_ path: String, _ reference: FileReference) {
        fileReferences[path] = reference
    }

    /// Appends `element` to the list at `list`; with `sorted`, inserts it in order among strings in order.
    package mutating func append(_ element: XCProjNode, to list: [XCProjStep], sorted: Bool = false) {
        document.change(at: list) { node in
            guard case .array(var elements) = node.value else { return }
            var position = elements.count
            if sorted, let value = element.string {
                let strings = elements.compactMap(\.string)
                if strings.count == elements.count, strings == strings.sorted() {
                    position = strings.firstIndex { value < $0 } ?? strings.count
                }
            }
            elements.insert(element, at: position)
            node.value = .array(elements)
        }
    }

    /// Removes the element at `position` of the list at `list`.
    package mutating func remove(at position: Int, from list: [XCProjStep]) {
        document.change(at: list) { node in
            guard case .array(var elements) = node.value, elements.indices.contains(position) else { return }
            elements.remove(at: position)
            node.value = .array(elements)
        }
    }

    /// Removes member `key` of the object at `object`, if it has one.
    package mutating func removeMember(_ key: XCProjKey, of object: [XCProjStep]) {
        document.change(at: object) { node in
            guard case .object(var members) = node.value else { return }
            members.removeAll { $0.key == key.rawValue }
            node.value = .object(members)
        }
    }

    /// Sets member `key` of the object at `object` to `value`, adding it where `order` puts it when missing.
    package mutating func setMember(_ key: XCProjKey, _ value: XCProjNode, of object: [XCProjStep], order: [XCProjKey])
    {
        document.change(at: object) { node in
            guard case .object(var members) = node.value else { return }
            if let existing = members.firstIndex(where: { $0.key == key.rawValue }) {
                members[existing].node = value
            } else {
                let rank = order.firstIndex(of: key) ?? order.count
                let position =
                    members.firstIndex { member in
                        (order.firstIndex(of: XCProjKey(rawValue: member.key)) ?? order.count) > rank
                    } ?? members.count
                members.insert(XCProjMember(key: key.rawValue, keyOffset: nil, node: value), at: position)
            }
            node.value = .object(members)
        }
    }
}
