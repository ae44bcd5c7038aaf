import ViperGenEngine

/// A `project.xcproj` held in memory: the bytes it was read from and its root object.
package struct XCProjDocument: Sendable {
    /// The file's bytes and name (for positions in errors).
    let source: SourceText
    /// The root object.
    package var root: XCProjNode
    /// The bytes before and after the root value (comments, the final newline), written back as they were.
    let prefix: Range<Int>
    let suffix: Range<Int>

    /// The position of `offset` in the file, for an error.
    func location(at offset: Int?) -> SourceLocation {
        source.location(at: offset ?? 0)
    }

    /// The node at `path` from the root, if there is one.
    package func node(at path: [XCProjStep]) -> XCProjNode? {
        var node = root
        for step in path {
            switch step {
            case .key(let key):
                guard let next = node.members?.first(where: { $0.key == key })?.node else { return nil }
                node = next
            case .index(let index):
                guard let elements = node.elements, elements.indices.contains(index) else { return nil }
                node = elements[index]
            }
        }
        return node
    }

    /// Changes the node at `path` (which must exist); it and every node around it lose their original bytes.
    package mutating func change(at path: [XCProjStep], _ body: (inout XCProjNode) -> Void) {
        Self.change(&root, path[...], body)
    }

    private static func change(
        _ node: inout XCProjNode, _ path: ArraySlice<[XCProjStep].Element>, _ body: (inout XCProjNode) -> Void
    ) {
        node.original = nil
        guard let step = path.first else {
            body(&node)
            return
        }
        switch (step, node.value) {
        case (.key(let key), .object(var members)):
            guard let position = members.firstIndex(where: { $0.key == key }) else { return }
            node.value = .array([])
            change(&members[position].node, path.dropFirst(), body)
            node.value = .object(members)
        case (.index(let index), .array(var elements)):
            guard elements.indices.contains(index) else { return }
            node.value = .array([])
            change(&elements[index], path.dropFirst(), body)
            node.value = .array(elements)
        default:
            return
        }
    }
}
