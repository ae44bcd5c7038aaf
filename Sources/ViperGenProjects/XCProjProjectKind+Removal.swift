import ViperGenEngine
import ViperGenFormats

extension XCProjProjectKind {
    /// The bytes of `model` without the file references `references` (which hold their target memberships) and
    /// the groups that held only them, up the tree; untouched nodes keep their bytes.
    static func removing(_ references: [XCProjModel.FileReference], from model: XCProjModel) -> (
        bytes: [UInt8], removedGroups: Int
    ) {
        var document = model.document
        var removedGroups = 0
        // The last in the file first, so that removing a node never moves one still to be removed.
        for node in Set(references.map(\.node)).sorted(by: { precedes($1, $0) }) {
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
        return (XCProjWriter.write(document), removedGroups)
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
