import ViperGenEngine
import ViperGenFormats

/// Reads a rendered `.rambaspec` against Generamba's schema: every wrong type is an error with its line and column;
/// a key Generamba does not know is a warning, since rambaspecs carry keys of other versions and tools.
struct RambaspecReader {
    /// The keys of a rambaspec.
    static let keys = [
        "name", "summary", "author", "version", "license", "code_files", "test_files", "dependencies",
        "support_code_files", "support_test_files",
    ]
    /// The keys of one `code_files` or `test_files` entry.
    static let entryKeys = ["name", "path", "custom_name", "is_resource"]

    private(set) var schema: SchemaReader<YAMLNode>

    init(source: SourceText) {
        self.schema = SchemaReader(source: source)
    }

    /// Reads the document; problems and warnings are left in `schema`.
    mutating func read(_ root: YAMLNode) -> Rambaspec {
        var spec = Rambaspec()
        guard !root.isNull else {
            schema.report(.invalidValue("the rambaspec is empty; it needs at least \"name\" and \"code_files\""), at: 0)
            return spec
        }
        guard let members = schema.members(root, "the rambaspec", expected: "a mapping") else { return spec }
        var sawCodeFiles = false
        for member in members {
            let node = member.value
            switch member.key {
            case "name": spec.name = text(node, "name")
            case "summary": spec.summary = text(node, "summary")
            case "author": spec.author = text(node, "author")
            case "version": spec.version = text(node, "version")
            case "license": spec.license = text(node, "license")
            case "code_files":
                sawCodeFiles = true
                spec.entries += entries(node, kind: .code, key: "code_files")
            case "test_files": spec.entries += entries(node, kind: .test, key: "test_files")
            case "support_code_files": spec.support += entries(node, kind: .code, key: "support_code_files")
            case "support_test_files": spec.support += entries(node, kind: .test, key: "support_test_files")
            case "dependencies":
                guard !node.isNull, let elements = schema.list(node, "\"dependencies\"", expected: "a list of names")
                else { continue }
                spec.dependencies = elements.compactMap { text($0, "an element of \"dependencies\"") }
            default:
                schema.warn(.ignoredKey(member.key, container: "the rambaspec", known: Self.keys), at: member.keyOffset)
            }
        }
        if !sawCodeFiles { schema.report(.missingKeys(what: "the rambaspec", keys: ["code_files"]), at: root.offset) }
        return spec
    }

    /// A scalar's text whatever Psych would make of it (`version: 1.2` is the text `1.2`); `nil` for null.
    private mutating func text(_ node: YAMLNode, _ what: String) -> String? {
        if node.isNull { return nil }
        guard let text = node.scalarText else {
            schema.report(.wrongType(what: "\"\(what)\"", expected: "a string", found: node.typeName), at: node.offset)
            return nil
        }
        return text
    }

    /// The entries of `code_files`, `test_files` or their `support_` twins; null (`test_files:` with nothing under
    /// it) is none.
    private mutating func entries(_ node: YAMLNode, kind: TemplateSet.File.Kind, key: String) -> [Rambaspec.Entry] {
        guard !node.isNull,
            let elements = schema.list(node, "\"\(key)\"", expected: "a list of {name, path} entries")
        else { return [] }
        var entries: [Rambaspec.Entry] = []
        for (index, element) in elements.enumerated() {
            let what = "\(key)[\(index)]"
            guard let members = schema.members(element, what, expected: "a mapping such as {name: X, path: Y}")
            else { continue }
            var name: String?
            var path: String?
            var customName: String?
            var isResource = false
            for member in members {
                switch member.key {
                case "name": name = text(member.value, "\(what).name")
                case "path": path = text(member.value, "\(what).path")
                case "custom_name": customName = text(member.value, "\(what).custom_name")
                case "is_resource":
                    if member.value.isNull { continue }
                    guard let flag = member.value.boolValue else {
                        schema.report(
                            .wrongType(
                                what: "\"\(what).is_resource\"", expected: "true or false", found: member.value.typeName
                            ),
                            at: member.value.offset)
                        continue
                    }
                    isResource = flag
                default:
                    schema.warn(.ignoredKey(member.key, container: what, known: Self.entryKeys), at: member.keyOffset)
                }
            }
            guard let name, !name.isEmpty else {
                schema.report(.missingKeys(what: what, keys: ["name"]), at: element.offset)
                continue
            }
            entries.append(
                Rambaspec.Entry(
                    kind: kind, name: name, path: path, customName: customName, isResource: isResource,
                    offset: element.offset))
        }
        return entries
    }
}
