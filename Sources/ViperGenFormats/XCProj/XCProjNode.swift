/// A value of a `project.xcproj` (JSON5) document, with where it was read from.
///
/// A node read from the file keeps its byte range in `original` while it is unchanged; the writer copies those
/// bytes, so an unchanged node is written back exactly as it was (comments, quoting and layout included). Changing a
/// node, or anything inside it, drops its range, and the writer prints it again in Xcode's layout.
package struct XCProjNode: Sendable {
    /// A scalar: its text as written for numbers, its value for strings.
    package enum Scalar: Sendable, Equatable {
        case string(String)
        case number(String)
        case bool(Bool)
        case null
    }

    /// The value.
    package enum Value: Sendable {
        case scalar(Scalar)
        case array([XCProjNode])
        case object([XCProjMember])
    }

    package var value: Value
    /// The node's bytes in the file, while unchanged.
    var original: Range<Int>?
    /// Where the node starts in the file (for errors); `nil` for a new node.
    var offset: Int?
    /// Comments written before the node inside its container (ranges of the file), kept when the container is
    /// printed again.
    var leadingComments: [Range<Int>] = []
    /// Comments written after the last element of a container, before its closing bracket.
    var trailingComments: [Range<Int>] = []
    /// Whether a container is printed on one line when it is printed again: as it was read, or as an edit chose;
    /// `nil`: on many lines. The writer decides file-tree nodes by Xcode's rules instead (see `XCProjWriter`).
    var isCompact: Bool?

    /// A new node.
    package init(_ value: Value) {
        self.value = value
    }

    /// A node read from a file.
    init(_ value: Value, original: Range<Int>, offset: Int) {
        self.value = value
        self.original = original
        self.offset = offset
    }

    /// A new string.
    package static func string(_ text: String) -> XCProjNode { XCProjNode(.scalar(.string(text))) }

    /// The string value, if the node is a string.
    package var string: String? {
        if case .scalar(.string(let text)) = value { return text }
        return nil
    }

    /// The elements, if the node is an array.
    package var elements: [XCProjNode]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    /// The members, if the node is an object.
    package var members: [XCProjMember]? {
        if case .object(let members) = value { return members }
        return nil
    }

    /// The value of member `key`, if the node is an object that has it.
    package subscript(key: XCProjKey) -> XCProjNode? {
        members?.first { $0.key == key.rawValue }?.node
    }
}

/// One `"key": value` of an object.
package struct XCProjMember: Sendable {
    package var key: String
    /// Where the key starts in the file; `nil` for a new member.
    var keyOffset: Int?
    package var node: XCProjNode

    package init(key: String, keyOffset: Int? = nil, node: XCProjNode) {
        self.key = key
        self.keyOffset = keyOffset
        self.node = node
    }
}

/// A step from a node to one inside it: a member of an object (by key) or an element of an array (by position).
package enum XCProjStep: Sendable, Hashable {
    case key(String)
    case index(Int)
}
