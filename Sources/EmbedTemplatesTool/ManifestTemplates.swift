import ViperGenEngine
import ViperGenFormats

/// The strings of a set's `template.json` that ManifestReader reads as templates: each file's and support
/// file's `output` and `condition`, each insertion's `into`, `after`, `before`, `text` and `when`.
///
/// A string missing here is only parsed when the set loads instead of now; one that is not a template (an anchor
/// named differently in a later manifest version) is never looked up, since the reader asks by its own fields.
enum ManifestTemplates {
    /// Every such string node, with its name for messages and whether it is a condition; none for a manifest that
    /// is not JSON.
    static func strings(in manifest: SourceText) -> [(node: JSONNode, what: String, isCondition: Bool)] {
        var reader = JSONReader(source: manifest)
        guard let root = try? reader.read(), case .object(let members) = root.value else { return [] }
        var found: [(node: JSONNode, what: String, isCondition: Bool)] = []
        let lists = [
            ("files", ["output": false, "condition": true]),
            ("support", ["output": false, "condition": true]),
            ("insertions", ["into": false, "after": false, "before": false, "text": false, "when": true]),
        ]
        for (listName, fields) in lists {
            guard let list = members.first(where: { $0.key == listName })?.value, case .array(let entries) = list.value
            else { continue }
            for (index, entry) in entries.enumerated() {
                guard case .object(let entryMembers) = entry.value else { continue }
                for member in entryMembers {
                    guard let isCondition = fields[member.key] else { continue }
                    found.append((member.value, "\(listName)[\(index)].\(member.key)", isCondition))
                }
            }
        }
        return found
    }
}
