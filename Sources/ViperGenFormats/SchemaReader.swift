import ViperGenEngine
import ViperGenSupport

/// Reads a JSON-shaped document against a schema, collecting every problem with its line and column, so that one
/// run reports all of them. The readers of the project config and of template manifests are built on it.
///
/// At most `Diagnostics.reportLimit` problems are located; later ones are counted (locating a problem reads the file
/// up to it).
package struct SchemaReader<Node: SchemaNode> {
    /// The document, for positions.
    package let source: SourceText
    /// The problems found, in the order they were found.
    package private(set) var problems: [Diagnostic] = []
    /// Problems found past the limit: counted, never located.
    package private(set) var omittedCount = 0
    /// Things worth fixing that do not stop reading (`SchemaProblem.ignoredKey`), in the order found.
    package private(set) var warnings: [Warning] = []

    package init(source: SourceText) {
        self.source = source
    }

    /// Records `problem` at the byte offset `offset` of the document.
    package mutating func report(_ problem: SchemaProblem, at offset: Int) {
        record(problem, at: offset)
    }

    /// `report(_:at:)`'s work, under its own name so that `SchemaReader<JSONNode>`'s version calls it.
    private mutating func record(_ problem: SchemaProblem, at offset: Int) {
        guard problems.count < Diagnostics.reportLimit else {
            omittedCount += 1
            return
        }
        problems.append(Diagnostic(SourceProblem(problem.message, in: source, at: offset)))
    }

    /// Records `problem` as a warning at the byte offset `offset`: reading goes on and nothing fails.
    package mutating func warn(_ problem: SchemaProblem, at offset: Int) {
        guard warnings.count < Diagnostics.reportLimit else { return }
        warnings.append(Warning(problem.message, at: source.location(at: offset)))
    }

    /// Records the errors of a template embedded in the document (an output path); the parser has its own limit.
    package mutating func add(_ errors: TemplateErrors) {
        problems.append(contentsOf: errors.errors.map(Diagnostic.init))
    }

    /// Throws the problems found, if any, with a last line counting those left out.
    package func check() throws(Diagnostics) {
        try throwProblems()
    }

    /// `check()`'s work, under its own name so that `SchemaReader<JSONNode>`'s version calls it.
    private func throwProblems() throws(Diagnostics) {
        guard !problems.isEmpty else { return }
        throw Diagnostics.reporting(problems, omitted: omittedCount)
    }

    /// The members of an object in document order, or `nil` (and a problem) for any other value.
    package mutating func members(
        _ node: Node, _ what: String, expected: String = "an object"
    ) -> [(key: String, keyOffset: Int, value: Node)]? {
        memberList(node, what, expected: expected)
    }

    /// `members(_:_:expected:)`'s work, under its own name so that `SchemaReader<JSONNode>`'s version calls it.
    private mutating func memberList(
        _ node: Node, _ what: String, expected: String
    ) -> [(key: String, keyOffset: Int, value: Node)]? {
        guard let members = node.members else {
            report(.wrongType(what: what, expected: expected, found: node.typeName), at: node.offset)
            return nil
        }
        return members
    }

    /// The members of an object by key, reporting keys outside `keys` and any of `required` that is missing.
    /// Returns `nil` for a value that is not an object or that misses a required key.
    package mutating func object(_ node: Node, _ what: String, keys: [String], required: [String]) -> [String: Node]? {
        objectByKey(node, what, keys: keys, required: required)
    }

    /// `object(_:_:keys:required:)`'s work, under its own name so that `SchemaReader<JSONNode>`'s version calls it.
    private mutating func objectByKey(_ node: Node, _ what: String, keys: [String], required: [String])
        -> [String: Node]?
    {
        guard let members = members(node, what) else { return nil }
        var result: [String: Node] = [:]
        for member in members {
            guard keys.contains(member.key) else {
                report(.unknownKey(member.key, container: what, allowed: keys), at: member.keyOffset)
                continue
            }
            result[member.key] = member.value
        }
        let missing = required.filter { result[$0] == nil }
        guard missing.isEmpty else {
            report(.missingKeys(what: what, keys: missing), at: node.offset)
            return nil
        }
        return result
    }

    /// The text of a string, or `nil` (and a problem) for any other value.
    package mutating func string(_ node: Node, _ what: String) -> String? {
        text(node, what)
    }

    /// `string(_:_:)`'s work, under its own name so that `SchemaReader<JSONNode>`'s version calls it.
    private mutating func text(_ node: Node, _ what: String) -> String? {
        guard let text = node.stringValue else {
            report(.wrongType(what: what, expected: "a string", found: node.typeName), at: node.offset)
            return nil
        }
        return text
    }

    /// The elements of a list, or `nil` (and a problem) for any other value.
    package mutating func list(_ node: Node, _ what: String, expected: String = "a list") -> [Node]? {
        elements(node, what, expected: expected)
    }

    /// `list(_:_:expected:)`'s work, under its own name so that `SchemaReader<JSONNode>`'s version calls it.
    private mutating func elements(_ node: Node, _ what: String, expected: String) -> [Node]? {
        guard let elements = node.elements else {
            report(.wrongType(what: what, expected: expected, found: node.typeName), at: node.offset)
            return nil
        }
        return elements
    }
}

extension SchemaReader {
    /// Where the value `node` stands, for a check made after reading.
    package func spot(of node: Node) -> SourceSpot {
        SourceSpot(source: source, offset: node.offset)
    }

    /// Where each name of a value that is one name or a list of names stands, by name (the first place of a name
    /// given twice), for a check made after reading (an Xcode target the project does not have).
    package func spots(ofNames node: Node) -> [String: SourceSpot] {
        spotsByName(node)
    }

    /// `spots(ofNames:)`'s work, under its own name so that `SchemaReader<JSONNode>`'s version calls it.
    private func spotsByName(_ node: Node) -> [String: SourceSpot] {
        var result: [String: SourceSpot] = [:]
        for element in node.elements ?? [node] {
            if let name = element.stringValue, result[name] == nil { result[name] = spot(of: element) }
        }
        return result
    }
}

/// The readers of JSON documents (template manifests, the project config, the lockfile) live in other modules, where
/// a call to a generic method of `SchemaReader` runs unspecialized code, and made the runtime build the metadata of
/// `SchemaReader<JSONNode>` from its mangled name, checking `JSONNode: SchemaNode` by a scan of every conformance of
/// the program (about 300,000 instructions, on every `module` run). These versions are compiled for JSON here, and
/// calls from those modules choose them, being the more specific.
extension SchemaReader where Node == JSONNode {
    /// The members of a JSON object by key: `object(_:_:keys:required:)` of any document.
    package mutating func object(_ node: JSONNode, _ what: String, keys: [String], required: [String])
        -> [String: JSONNode]?
    {
        objectByKey(node, what, keys: keys, required: required)
    }

    /// The text of a JSON string: `string(_:_:)` of any document.
    package mutating func string(_ node: JSONNode, _ what: String) -> String? {
        text(node, what)
    }

    /// Where the JSON value `node` stands: `spot(of:)` of any document.
    package func spot(of node: JSONNode) -> SourceSpot {
        SourceSpot(source: source, offset: node.offset)
    }

    /// The elements of a JSON list: `list(_:_:expected:)` of any document.
    package mutating func list(_ node: JSONNode, _ what: String, expected: String = "a list") -> [JSONNode]? {
        elements(node, what, expected: expected)
    }

    /// The members of a JSON object in document order: `members(_:_:expected:)` of any document (the config reader's
    /// call made the runtime build `SchemaReader<JSONNode>` and scan for its conformance on every run in a project).
    package mutating func members(_ node: JSONNode, _ what: String, expected: String = "an object")
        -> [(key: String, keyOffset: Int, value: JSONNode)]?
    {
        memberList(node, what, expected: expected)
    }

    /// Throws the problems found, if any: `check()` of any document.
    package func check() throws(Diagnostics) {
        try throwProblems()
    }

    /// Records `problem` at the byte offset `offset`: `report(_:at:)` of any document.
    package mutating func report(_ problem: SchemaProblem, at offset: Int) {
        record(problem, at: offset)
    }

    /// Where each name of a value that is one name or a list of names stands: `spots(ofNames:)` of any document.
    package func spots(ofNames node: JSONNode) -> [String: SourceSpot] {
        spotsByName(node)
    }
}
