import ViperGenEngine
import ViperGenFormats
import ViperGenSupport

extension ManifestReader {
    /// An insertion entry as read from the manifest (see `TemplateSet.Insertion`).
    struct InsertionEntry {
        let index: Int
        let spot: SourceSpot
        let into: LiquidTemplate
        let intoText: String
        let placement: TemplateSet.Insertion.Placement
        let anchor: LiquidTemplate
        let anchorText: String
        /// The template file inside the set (`"source"`), or `nil` for inline `"text"`.
        let source: String?
        let sourceOffset: Int
        /// The inline text, parsed; `nil` for `"source"`.
        let text: LiquidTemplate?
        let condition: LiquidTemplate?
        let kind: TemplateSet.File.Kind
        let unique: Bool
    }

    static let insertionKeys = ["into", "after", "before", "source", "text", "when", "kind", "unique"]

    /// Reads `insertions[index]`, reporting every bad field of it.
    mutating func insertionEntry(_ node: JSONNode, index: Int) -> InsertionEntry? {
        let what = "insertions[\(index)]"
        guard let members = schema.object(node, what, keys: Self.insertionKeys, required: ["into"]) else {
            return nil
        }
        var valid = true
        let into = embeddedTemplate(members["into"]!, "\(what).into", isCondition: false)
        var placement: TemplateSet.Insertion.Placement?
        var anchorNode: JSONNode?
        switch (members["after"], members["before"]) {
        case (let after?, nil): (placement, anchorNode) = (.after, after)
        case (nil, let before?): (placement, anchorNode) = (.before, before)
        case (_?, let before?):
            problem("\(what): give \"after\" or \"before\", not both", at: before.offset)
        case (nil, nil):
            problem("\(what) is missing \"after\" or \"before\": the line the text goes next to", at: node.offset)
        }
        let anchor = anchorNode.flatMap {
            embeddedTemplate($0, "\(what).\(placement?.rawValue ?? "after")", isCondition: false)
        }
        if let anchorNode, case .string(let text) = anchorNode.value,
            text.allSatisfy({ $0 == " " || $0 == "\t" })
        {
            problem(
                "\(what).\(placement?.rawValue ?? "after") is blank; name a line the file holds", at: anchorNode.offset)
            valid = false
        }
        var source: String?
        var text: LiquidTemplate?
        switch (members["source"], members["text"]) {
        case (let sourceNode?, nil): source = schema.string(sourceNode, "\(what).source")
        case (nil, let textNode?): text = embeddedTemplate(textNode, "\(what).text", isCondition: false)
        case (_?, let textNode?):
            problem("\(what): give \"source\" or \"text\", not both", at: textNode.offset)
        case (nil, nil):
            problem("\(what) is missing \"source\" or \"text\": what to insert", at: node.offset)
        }
        var kind: TemplateSet.File.Kind? = .code
        if let kindNode = members["kind"] {
            kind = schema.string(kindNode, "\(what).kind").flatMap(TemplateSet.File.Kind.init(rawValue:))
            if kind == nil, case .string(let value) = kindNode.value {
                problem("\(what).kind '\(value)' is unknown; use code or test", at: kindNode.offset)
            }
        }
        var condition: LiquidTemplate?
        if let conditionNode = members["when"] {
            condition = embeddedTemplate(conditionNode, "\(what).when", isCondition: true)
            if condition == nil { valid = false }
        }
        var unique = false
        if let uniqueNode = members["unique"] {
            if case .bool(let flag) = uniqueNode.value {
                unique = flag
            } else {
                schema.report(
                    .wrongType(what: "\(what).unique", expected: "true or false", found: uniqueNode.typeName),
                    at: uniqueNode.offset)
                valid = false
            }
        }
        guard valid, let into, let placement, let anchor, let anchorNode, let kind, source != nil || text != nil,
            case .string(let intoText) = members["into"]!.value, case .string(let anchorText) = anchorNode.value
        else { return nil }
        return InsertionEntry(
            index: index, spot: schema.spot(of: node), into: into, intoText: intoText, placement: placement,
            anchor: anchor, anchorText: anchorText, source: source, sourceOffset: members["source"]?.offset ?? 0,
            text: text, condition: condition, kind: kind, unique: unique)
    }
}
