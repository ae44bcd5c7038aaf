import ViperGenEngine
import ViperGenFormats
import ViperGenSupport

/// Checks a template set's `template.json` against its schema, collecting every problem with its position.
///
/// ```json
/// {
///   "name": "viper",
///   "version": "2",
///   "summary": "A VIPER module",
///   "parameters": [{ "name": "tests", "type": "bool", "default": true, "description": "Generate tests" }],
///   "files": [{ "source": "View.swift.liquid", "output": "{{ module.name }}/{{ module.type_name }}View.swift",
///               "kind": "code", "condition": "params.tests" }]
/// }
/// ```
struct ManifestReader {
    /// A file entry as read from the manifest.
    struct FileEntry {
        let source: String
        let sourceOffset: Int
        let outputText: String
        let conditionText: String?
        let output: LiquidTemplate
        let condition: LiquidTemplate?
        let kind: TemplateSet.File.Kind
    }

    struct Fields {
        var name = ""
        var version: String?
        var summary = ""
        var parameters: [TemplateParameter] = []
        var files: [FileEntry] = []
        var support: [FileEntry] = []
        var insertions: [InsertionEntry] = []
        var deploymentTargets: [TemplateSet.DeploymentRequirement] = []
    }

    var schema: SchemaReader<JSONNode>
    private var source: SourceText { schema.source }
    /// The problems found, at most `Diagnostics.reportLimit` of them besides the embedded templates' errors.
    var problems: [Diagnostic] { schema.problems }
    /// Problems found past the limit: counted, never located (a location reads the file up to it).
    var omittedCount: Int { schema.omittedCount }

    /// The embedded templates parsed already (a built-in set's, parsed when viper-gen was built), by the byte
    /// offset of their string in the manifest and whether they are conditions; `nil` for those to parse here.
    let preparsed: (_ offset: Int, _ isCondition: Bool) -> LiquidTemplate?

    init(
        source: SourceText,
        preparsed: @escaping (_ offset: Int, _ isCondition: Bool) -> LiquidTemplate? = { _, _ in nil }
    ) {
        self.schema = SchemaReader(source: source)
        self.preparsed = preparsed
    }

    /// Records a problem with the manifest's values at the byte offset `offset`.
    mutating func problem(_ message: String, at offset: Int) {
        schema.report(.invalidValue(message), at: offset)
    }

    mutating func readManifest(_ root: JSONNode) -> Fields {
        var fields = Fields()
        guard
            let members = schema.object(
                root, "the manifest",
                keys: [
                    "name", "version", "summary", "deploymentTargets", "parameters", "files", "support", "insertions",
                ],
                required: ["name", "files"])
        else {
            return fields
        }
        fields.name = members["name"].flatMap { schema.string($0, "\"name\"") } ?? ""
        if let name = members["name"], !fields.name.isEmpty,
            !fields.name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
        {
            problem("\"name\" must be letters, digits, '-' and '_'", at: name.offset)
        }
        fields.summary = members["summary"].flatMap { schema.string($0, "\"summary\"") } ?? ""
        fields.version = members["version"].flatMap { schema.string($0, "\"version\"") }
        if let node = members["deploymentTargets"] { fields.deploymentTargets = deploymentTargets(node) }
        // Lists are walked by index here: `enumerated()` makes the generic `EnumeratedSequence<[JSONNode]>`, whose
        // requirements the runtime checks by scanning every conformance of the program, on every run.
        let parameterNodes = members["parameters"].flatMap { schema.list($0, "\"parameters\"") } ?? []
        for index in parameterNodes.indices {
            let node = parameterNodes[index]
            if let parameter = parameter(node, "parameters[\(index)]") {
                if fields.parameters.contains(where: { $0.name == parameter.name }) {
                    problem(
                        "parameters[\(index)]: a parameter named '\(parameter.name)' is already declared",
                        at: node.offset)
                }
                fields.parameters.append(parameter)
            }
        }
        let fileNodes = members["files"].flatMap { schema.list($0, "\"files\"") } ?? []
        if members["files"] != nil, fileNodes.isEmpty {
            problem("\"files\" is empty; a template set generates at least one file", at: members["files"]!.offset)
        }
        for index in fileNodes.indices {
            if let entry = fileEntry(fileNodes[index], "files[\(index)]") { fields.files.append(entry) }
        }
        let supportNodes = members["support"].flatMap { schema.list($0, "\"support\"") } ?? []
        for index in supportNodes.indices {
            if let entry = fileEntry(supportNodes[index], "support[\(index)]") { fields.support.append(entry) }
        }
        let insertionNodes = members["insertions"].flatMap { schema.list($0, "\"insertions\"") } ?? []
        for index in insertionNodes.indices {
            if let entry = insertionEntry(insertionNodes[index], index: index) { fields.insertions.append(entry) }
        }
        return fields
    }

    /// The requirements `"deploymentTargets"` declares: one object (`{"iOS": "15.0", "macOS": "12.0"}`), or a list
    /// of them, each with an optional `"when"` condition (`"params.ui == 'swiftui'"`) for what only some parameter
    /// values need. An unknown platform or a version that is not numbers and dots is a problem.
    private mutating func deploymentTargets(_ node: JSONNode) -> [TemplateSet.DeploymentRequirement] {
        if case .array(let entries) = node.value {
            var requirements: [TemplateSet.DeploymentRequirement] = []
            for index in entries.indices {
                if let entry = deploymentRequirement(entries[index], "deploymentTargets[\(index)]") {
                    requirements.append(entry)
                }
            }
            return requirements
        }
        return deploymentRequirement(node, "deploymentTargets").map { [$0] } ?? []
    }

    /// One object of `"deploymentTargets"`: platforms and their lowest versions, and an optional `"when"`.
    private mutating func deploymentRequirement(_ node: JSONNode, _ what: String)
        -> TemplateSet.DeploymentRequirement?
    {
        let platforms = TemplateSet.deploymentPlatforms
        guard let members = schema.object(node, "\"\(what)\"", keys: platforms + ["when"], required: []) else {
            return nil
        }
        var versions: [String: String] = [:]
        for platform in platforms {
            guard let member = members[platform], let version = schema.string(member, "\(what).\(platform)") else {
                continue
            }
            guard DeploymentVersion(version) != nil else {
                problem("\(what).\(platform) '\(version)' is not a version such as \"15.0\"", at: member.offset)
                continue
            }
            versions[platform] = version
        }
        var condition: LiquidTemplate?
        if let when = members["when"] {
            guard let parsed = embeddedTemplate(when, "\(what).when", isCondition: true) else { return nil }
            condition = parsed
        }
        return TemplateSet.DeploymentRequirement(versions: versions, condition: condition)
    }

    private mutating func parameter(_ node: JSONNode, _ what: String) -> TemplateParameter? {
        guard
            let members = schema.object(
                node, what, keys: ["name", "type", "default", "description", "choices"],
                required: ["name", "type", "default"]),
            let name = schema.string(members["name"]!, "\(what).name"),
            let type = schema.string(members["type"]!, "\(what).type")
        else { return nil }
        if !SwiftIdentifier.isIdentifier(name) {
            problem(
                "\(what).name '\(name)' must be a name templates can write as params.\(name) (letters, digits, '_')",
                at: members["name"]!.offset)
        }
        let description = members["description"].flatMap { schema.string($0, "\(what).description") } ?? ""
        let defaultNode = members["default"]!
        let kind: TemplateParameter.Kind
        switch type {
        case "string": kind = .string
        case "bool": kind = .bool
        case "choice":
            guard let choicesNode = members["choices"], let choices = schema.list(choicesNode, "\(what).choices") else {
                problem("\(what): a choice parameter needs \"choices\", a list of strings", at: node.offset)
                return nil
            }
            let values = choices.compactMap { schema.string($0, "\(what).choices") }
            guard !values.isEmpty else {
                problem("\(what).choices is empty; list the allowed values", at: choicesNode.offset)
                return nil
            }
            kind = .choice(values)
        default:
            problem("\(what).type '\(type)' is unknown; use string, bool or choice", at: members["type"]!.offset)
            return nil
        }
        if type != "choice", let choices = members["choices"] {
            problem("\(what).choices is only allowed for type choice", at: choices.offset)
        }
        let defaultValue: TemplateValue
        switch (kind, defaultNode.value) {
        case (.bool, .bool(let flag)): defaultValue = .bool(flag)
        case (.string, .string(let text)): defaultValue = .string(text)
        case (.choice(let choices), .string(let text)) where choices.contains(text): defaultValue = .string(text)
        default:
            let allowed = TemplateParameter(name: name, kind: kind, defaultValue: .nil, description: "").allowedValues
            problem("\(what).default must be \(allowed)", at: defaultNode.offset)
            return nil
        }
        return TemplateParameter(name: name, kind: kind, defaultValue: defaultValue, description: description)
    }

    private mutating func fileEntry(_ node: JSONNode, _ what: String) -> FileEntry? {
        guard
            let members = schema.object(
                node, what, keys: ["source", "output", "kind", "condition"], required: ["source", "output"])
        else { return nil }
        // Every field is checked, even after a bad one, so that one run reports all of them.
        let sourcePath = schema.string(members["source"]!, "\(what).source")
        let output = embeddedTemplate(members["output"]!, "\(what).output", isCondition: false)
        var kind: TemplateSet.File.Kind? = .code
        if let kindNode = members["kind"] {
            kind = schema.string(kindNode, "\(what).kind").flatMap(TemplateSet.File.Kind.init(rawValue:))
            if kind == nil, case .string(let text) = kindNode.value {
                problem("\(what).kind '\(text)' is unknown; use code or test", at: kindNode.offset)
            }
        }
        var condition: LiquidTemplate??
        if let conditionNode = members["condition"] {
            condition = embeddedTemplate(conditionNode, "\(what).condition", isCondition: true).map { .some($0) }
        } else {
            condition = .some(nil)
        }
        guard let sourcePath, let output, let kind, let condition else { return nil }
        var conditionText: String?
        if case .string(let text)? = members["condition"]?.value { conditionText = text }
        guard case .string(let outputText) = members["output"]!.value else { return nil }
        return FileEntry(
            source: sourcePath, sourceOffset: members["source"]!.offset, outputText: outputText,
            conditionText: conditionText, output: output, condition: condition, kind: kind)
    }

    /// Parses a JSON string as a template (an output path) or a condition, with positions in the manifest: the
    /// one `preparsed` has for its place, else parsed now.
    mutating func embeddedTemplate(_ node: JSONNode, _ what: String, isCondition: Bool) -> LiquidTemplate? {
        guard let text = schema.string(node, what) else { return nil }
        if let template = preparsed(node.offset, isCondition) { return template }
        do {
            return try JSONEmbeddedTemplate(text, at: node.offset, in: source, what: what).parse(
                isCondition: isCondition)
        } catch {
            schema.add(error)
            return nil
        }
    }
}
