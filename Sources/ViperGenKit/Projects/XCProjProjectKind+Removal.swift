import ViperGenEngine

extension XCProjProjectKind {
    /// Plans removing the files at `paths` (absolute): their file references (which hold their target memberships)
    /// and the groups that held only them, up the tree. Everything else keeps its bytes, so a project that only ever
    /// gained these files is back to its exact bytes.
    /// - Throws: `XcodeProjectError` for a malformed project.
    static func planRemoval(contents: [UInt8], named name: String, containingFolder: String, removing paths: [String])
        throws(XcodeProjectError) -> (contents: [UInt8], report: XcodeProjectRemovalReport)
    {
        let lineBreaks = LineBreaks(of: contents)
        let model = try model(
            contents: lineBreaks.normalized(contents), named: name, containingFolder: containingFolder,
            fileNames: Set(paths.map { ProjectPath.lastComponent($0) }))
        let references = paths.compactMap { path in
            model.fileReferences[ProjectPath.normalized(path)].map { (path, $0.node) }
        }
        guard !references.isEmpty else { return (contents, XcodeProjectRemovalReport()) }
        var document = model.document
        var removedGroups = 0
        // The last in the file first, so that removing a node never moves one still to be removed.
        for node in Set(references.map(\.1)).sorted(by: { precedes($1, $0) }) {
            var path = node
            while case .index(let position)? = path.last {
                let list = Array(path.dropLast())
                document.change(at: list) { node in
                    guard case .array(var elements) = node.value else { return }
                    elements.remove(at: position)
                    node.value = .array(elements)
                }
                // A group (not the main group's `files`) whose children all went goes too, and so on up the tree.
                guard list.count > 1, document.node(at: list)?.elements?.isEmpty == true else { break }
                path = Array(list.dropLast())
                removedGroups += 1
            }
        }
        return (
            lineBreaks.restored(XCProjWriter.write(document)),
            XcodeProjectRemovalReport(removedFiles: references.map(\.0), removedGroups: removedGroups)
        )
    }

    /// Whether the node at `first` comes before the one at `second` in the file (a node before those inside it).
    private static func precedes(_ first: [XCProjStep], _ second: [XCProjStep]) -> Bool {
        for (step, other) in zip(first, second) where step != other {
            switch (step, other) {
            case (.index(let position), .index(let otherPosition)): return position < otherPosition
            case (.key(let key), .key(let otherKey)): return key < otherKey
            case (.key, .index): return true
            case (.index, .key): return false
            }
        }
        return first.count < second.count
    }
}
