/// Writes an `XCProjDocument` in Xcode's layout for `project.xcproj` (as apple's xcode-project-format prints it).
///
/// The layout: two spaces of indentation a level; keys and strings in double quotes with JSON's escapes (`/` not
/// escaped); a container on many lines has one entry a line, each followed by a comma, and two containers on many
/// lines in a row in an array are joined as `}, {`; a container on one line is `{ "a": 1, "b": 2 }`, `[ 1, 2 ]`,
/// `{}` or `[]`; a newline at the end. Which containers go on one line is decided by kind, as Xcode does: a file
/// reference with at most one target membership, a group without children, a folder without membership exceptions,
/// a membership with attributes; the others as they were read (an edit's new ones on many lines).
///
/// A node left unchanged since it was read is copied byte for byte, so an unchanged file is written back exactly,
/// and an edit changes only the lines of what it adds.
package struct XCProjWriter {
    private let document: XCProjDocument
    private var output: [UInt8] = []

    private init(document: XCProjDocument) {
        self.document = document
        output.reserveCapacity(document.source.bytes.count + 4096)
    }

    /// The file's bytes.
    package static func write(_ document: XCProjDocument) -> [UInt8] {
        var writer = XCProjWriter(document: document)
        let bytes = document.source.bytes
        writer.output.append(contentsOf: bytes[document.prefix])
        writer.write(document.root, depth: 0, onOneLine: false, parentKey: nil, keepsOriginal: true)
        if document.suffix.isEmpty && document.root.original == nil {
            writer.output.append(0x0A)
        } else {
            writer.output.append(contentsOf: bytes[document.suffix])
        }
        return writer.output
    }

    /// Whether `node` (a container, not inside a one-line one) is printed on one line.
    /// - Parameter keepsOriginal: Whether an unchanged node keeps its layout; false inside a container that was on
    ///   one line and is printed on many, where Xcode's rules decide again.
    static func isCompact(_ node: XCProjNode, parentKey: String?, keepsOriginal: Bool = true) -> Bool {
        if !node.leadingComments.isEmpty || !node.trailingComments.isEmpty { return false }
        if let original = node.isCompact, node.original != nil, keepsOriginal { return original }
        // A changed container is printed as Xcode prints its kind: on many lines unless the kind says otherwise.
        let otherwise = node.offset == nil ? (node.isCompact ?? false) : false
        guard case .object = node.value else { return otherwise }
        if parentKey == XCProjKey.files.rawValue || parentKey == XCProjKey.children.rawValue {
            let kind = node[.kind]?.string.flatMap(XCProjReferenceKind.init(rawValue:)) ?? .fileReference
            switch kind {
            case .fileReference: return (node[.targetMembership]?.elements?.count ?? 0) <= 1
            case .group, .variantGroup, .versionGroup: return (node[.children]?.elements ?? []).isEmpty
            case .folder: return (node[.membershipExceptions]?.elements ?? []).isEmpty
            }
        }
        if parentKey == XCProjKey.targetMembership.rawValue { return true }
        return otherwise
    }

    /// Whether `node` takes many lines where it stands.
    private func isMultilineContainer(_ node: XCProjNode, parentKey: String?, keepsOriginal: Bool) -> Bool {
        if case .scalar = node.value { return false }
        if let original = node.original, keepsOriginal { return document.source.bytes[original].contains(0x0A) }
        return !Self.isCompact(node, parentKey: parentKey, keepsOriginal: keepsOriginal)
    }

    private mutating func write(
        _ node: XCProjNode, depth: Int, onOneLine inherited: Bool, parentKey: String?, keepsOriginal: Bool
    ) {
        // Unchanged bytes are copied, unless they take many lines inside a container now printed on one (a folder
        // whose membership exceptions a removal took out, around the lines its addition wrote).
        if let original = node.original, keepsOriginal || node.isCompact == nil,
            !inherited || !document.source.bytes[original].contains(0x0A)
        {
            output.append(contentsOf: document.source.bytes[original])
            return
        }
        // A container read on one line and now printed on many: what it holds is laid out again too.
        let keepsInside =
            keepsOriginal
            && !(node.isCompact == true && node.offset != nil
                && !inherited && !Self.isCompact(node, parentKey: parentKey, keepsOriginal: keepsOriginal))
        switch node.value {
        case .scalar(let scalar):
            write(scalar)
        case .array(let elements):
            let onOneLine = inherited || Self.isCompact(node, parentKey: parentKey, keepsOriginal: keepsOriginal)
            if onOneLine {
                guard !elements.isEmpty else { return append("[]") }
                append("[ ")
                for (position, element) in elements.enumerated() {
                    if position > 0 { append(", ") }
                    write(element, depth: depth + 1, onOneLine: true, parentKey: parentKey, keepsOriginal: keepsInside)
                }
                append(" ]")
                return
            }
            append("[\n")
            for (position, element) in elements.enumerated() {
                if output.last == 0x0A { writeComments(element.leadingComments, depth: depth + 1) }
                if output.last == 0x0A { indent(depth + 1) }
                write(element, depth: depth + 1, onOneLine: false, parentKey: parentKey, keepsOriginal: keepsInside)
                let joins =
                    position + 1 < elements.count
                    && isMultilineContainer(element, parentKey: parentKey, keepsOriginal: keepsInside)
                    && isMultilineContainer(elements[position + 1], parentKey: parentKey, keepsOriginal: keepsInside)
                    && elements[position + 1].leadingComments.isEmpty
                append(joins ? ", " : ",\n")
            }
            writeComments(node.trailingComments, depth: depth + 1)
            indent(depth)
            append("]")
        case .object(let members):
            let onOneLine = inherited || Self.isCompact(node, parentKey: parentKey, keepsOriginal: keepsOriginal)
            if onOneLine {
                guard !members.isEmpty else { return append("{}") }
                append("{ ")
                for (position, member) in members.enumerated() {
                    if position > 0 { append(", ") }
                    write(.string(member.key))
                    append(": ")
                    write(
                        member.node, depth: depth + 1, onOneLine: true, parentKey: member.key,
                        keepsOriginal: keepsInside)
                }
                append(" }")
                return
            }
            append("{\n")
            for member in members {
                writeComments(member.node.leadingComments, depth: depth + 1)
                indent(depth + 1)
                write(.string(member.key))
                append(": ")
                write(
                    member.node, depth: depth + 1, onOneLine: false, parentKey: member.key, keepsOriginal: keepsInside)
                append(",\n")
            }
            writeComments(node.trailingComments, depth: depth + 1)
            indent(depth)
            append("}")
        }
    }

    private mutating func writeComments(_ comments: [Range<Int>], depth: Int) {
        for comment in comments {
            indent(depth)
            output.append(contentsOf: document.source.bytes[comment])
            append("\n")
        }
    }

    private mutating func write(_ scalar: XCProjNode.Scalar) {
        switch scalar {
        case .string(let text): output.append(contentsOf: Self.encode(text))
        case .number(let text): append(text)
        case .bool(let value): append(value ? "true" : "false")
        case .null: append("null")
        }
    }

    /// `text` as a JSON string: in double quotes, with `"`, `\` and control characters escaped.
    static func encode(_ text: String) -> [UInt8] {
        var result: [UInt8] = [UInt8(ascii: "\"")]
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): result += Array("\\\"".utf8)
            case UInt8(ascii: "\\"): result += Array("\\\\".utf8)
            case 0x0A: result += Array("\\n".utf8)
            case 0x0D: result += Array("\\r".utf8)
            case 0x09: result += Array("\\t".utf8)
            case 0x08: result += Array("\\b".utf8)
            case 0x0C: result += Array("\\f".utf8)
            case 0x00..<0x20:
                let hex = String(byte, radix: 16, uppercase: false)
                result += Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
            default: result.append(byte)
            }
        }
        result.append(UInt8(ascii: "\""))
        return result
    }

    private mutating func indent(_ depth: Int) {
        for _ in 0..<(depth * 2) { output.append(0x20) }
    }

    private mutating func append(_ text: String) {
        output.append(contentsOf: text.utf8)
    }
}
