import ViperGenEngine
import ViperGenFormats
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads a Generamba `Rambafile` into a `ProjectConfig`, collecting every problem with its line and column. Keys of
/// Generamba 1.6 and earlier are known; any other key is a warning, since Rambafiles carry keys of other versions.
///
/// | Rambafile | viper-gen |
/// | --- | --- |
/// | `project_name`, `author`, `company`, `prefix` | `project`, `author`, `company`, `prefix` |
/// | `product_module_name` | `module_info.product_module_name` |
/// | `project_file_path`, `test_file_path` | `output`, `testsOutput` (one leading and one trailing `/` dropped) |
/// | `xcodeproj_path`, `project_target(s)`, `test_target(s)`, `project_group_path`, `test_group_path`, `create_logical_groups` | `xcode` |
/// | `templates`, `catalogs` | `templates install` |
///
/// `templateDirectories` is `<Rambafile's folder>/Templates`, where Generamba installs sets.
package struct RambafileReader {
    /// Every key the reader knows, in the order Generamba's `Rambafile.liquid` writes them: the render inputs'
    /// (`RenderInput.all`) and the module settings' (`ModuleSetting`) placed among the Rambafile's own
    /// (`ModuleSetting.rambafileOnlyKeys`).
    static let keys = ModuleSetting.keys(
        \.rambafileKeys, placedIn: RenderInput.keys(\.rambafileKey, placedIn: ModuleSetting.rambafileOnlyKeys))
    /// The keys of one `templates` entry.
    static let templateKeys = ["name", "local", "git", "branch"]
    /// The folder, next to the Rambafile, that Generamba installs template sets into.
    static let templatesFolder = "Templates"

    let file: URL
    private var schema: SchemaReader<YAMLNode>

    init(source: SourceText, file: URL) {
        self.schema = SchemaReader(source: source)
        self.file = file
    }

    mutating func read() throws(Diagnostics) -> ProjectConfig {
        var yaml = YAMLReader(source: schema.source)
        let root: YAMLNode
        do {
            root = try yaml.read()
        } catch {
            throw Diagnostics([Diagnostic(error.sourceProblem)])
        }
        var config = ProjectConfig(file: file)
        config.templateDirectories = [file.deletingLastPathComponent().appending(path: Self.templatesFolder)]
        // An empty Rambafile is an empty mapping to Psych's YAML.load.
        guard !root.isNull, let members = schema.members(root, "the Rambafile", expected: "a mapping") else {
            try schema.check()
            return config
        }
        var codeTargets: [String]?
        var testTargets: [String]?
        var codeTargetSpots: [String: SourceSpot] = [:]
        var testTargetSpots: [String: SourceSpot] = [:]
        for member in members where !member.value.isNull {
            let node = member.value
            let what = "\"\(member.key)\""
            if let input = RenderInput.rambafile(member.key) {
                config[input] = input.isHeaderText ? headerText(node, what) : text(node, what)
                config.inputSpots[input.lockfileKey] = schema.spot(of: node)
                continue
            }
            switch member.key {
            case "product_module_name": config.productModuleName = text(node, what)
            case "xcodeproj_path", "project_xcodeproj_path":
                config.xcode.project = text(node, what).map(resolved)
            case "project_target", "project_targets":
                targets(node, what, plural: member.key.hasSuffix("s"), into: &codeTargets, &codeTargetSpots)
            case "test_target", "test_targets":
                targets(node, what, plural: member.key.hasSuffix("s"), into: &testTargets, &testTargetSpots)
            case "project_file_path": config.output = text(node, what).map { resolved(Self.trimmedSlashes($0)) }
            case "test_file_path": config.testsOutput = text(node, what).map { resolved(Self.trimmedSlashes($0)) }
            case "project_group_path": config.xcode.codeGroup = text(node, what).map(Self.trimmedSlashes)
            case "test_group_path": config.xcode.testGroup = text(node, what).map(Self.trimmedSlashes)
            case "create_logical_groups":
                // Ruby truthiness: anything but false and nil.
                config.xcode.createsLogicalGroups = node.boolValue ?? true
            case "catalogs": config.catalogs = names(node, what) ?? []
            case "templates": config.templateDeclarations = declarations(node)
            case "test_xcodeproj_path", "podfile_path", "cartfile_path":
                continue  // read by Generamba for checks viper-gen does not make; harmless
            default:
                schema.warn(.ignoredKey(member.key, container: "the Rambafile", known: Self.keys), at: member.keyOffset)
            }
        }
        // `project_targets` wins over `project_target` wherever each stands, as in Generamba.
        config.xcode.codeTargets = codeTargets ?? []
        config.xcode.testTargets = testTargets ?? []
        (config.xcode.codeTargetSpots, config.xcode.testTargetSpots) = (codeTargetSpots, testTargetSpots)
        try schema.check()
        config.warnings = schema.warnings
        return config
    }

    /// Generamba's `gsub(/^\/|\/$/, '')`: one leading and one trailing `/` removed.
    package static func trimmedSlashes(_ path: String) -> String {
        var result = Substring(path)
        if result.hasPrefix("/") { result = result.dropFirst() }
        if result.hasSuffix("/") { result = result.dropLast() }
        return String(result)
    }

    private func resolved(_ path: String) -> URL {
        URL(fileURLWithPath: path.isEmpty ? "." : path, relativeTo: file.deletingLastPathComponent())
            .standardizedFileURL
    }

    /// A scalar's text whatever Psych would make of it; a mapping or a sequence is a problem.
    private mutating func text(_ node: YAMLNode, _ what: String) -> String? {
        guard let text = node.scalarText else {
            schema.report(.wrongType(what: what, expected: "a string", found: node.typeName), at: node.offset)
            return nil
        }
        return text
    }

    /// A scalar that generated files put in a header comment: one line of plain text (`HeaderText`).
    private mutating func headerText(_ node: YAMLNode, _ what: String) -> String? {
        guard let text = text(node, what) else { return nil }
        if let problem = HeaderText.problem(in: text, what: what) {
            schema.report(.invalidValue(problem), at: node.offset)
            return nil
        }
        return text
    }

    /// Reads `project_target(s)` or `test_target(s)` into `names` and where each stands into `spots`: the plural key
    /// wins over the singular one wherever each stands, as in Generamba.
    private mutating func targets(
        _ node: YAMLNode, _ what: String, plural: Bool, into names: inout [String]?,
        _ spots: inout [String: SourceSpot]
    ) {
        if plural {
            names = self.names(node, what)
        } else if names == nil {
            names = text(node, what).map { [$0] }
        } else {
            return
        }
        spots = schema.spots(ofNames: node)
    }

    /// A list of names; one name alone counts as a list of one.
    private mutating func names(_ node: YAMLNode, _ what: String) -> [String]? {
        if node.scalarText != nil { return text(node, what).map { [$0] } }
        guard let elements = schema.list(node, what, expected: "a list of names") else { return nil }
        return elements.compactMap { text($0, "an element of \(what)") }
    }

    private mutating func declarations(_ node: YAMLNode) -> [TemplateDeclaration] {
        guard let elements = schema.list(node, "\"templates\"", expected: "a list of {name: …} entries") else {
            return []
        }
        var result: [TemplateDeclaration] = []
        for (index, element) in elements.enumerated() {
            let what = "templates[\(index)]"
            guard let members = schema.members(element, what, expected: "a mapping such as {name: viper}") else {
                continue
            }
            var fields: [String: String] = [:]
            for member in members where !member.value.isNull {
                guard Self.templateKeys.contains(member.key) else {
                    schema.warn(
                        .ignoredKey(member.key, container: what, known: Self.templateKeys), at: member.keyOffset)
                    continue
                }
                fields[member.key] = text(member.value, "\(what).\(member.key)")
            }
            guard let name = fields["name"], !name.isEmpty else {
                schema.report(.missingKeys(what: what, keys: ["name"]), at: element.offset)
                continue
            }
            let location = schema.source.location(at: element.offset)
            let source: TemplateDeclaration.Source =
                if let url = fields["git"] {
                    .git(url: url, branch: fields["branch"])
                } else if let path = fields["local"] {
                    .local(path)
                } else {
                    .catalog
                }
            result.append(
                TemplateDeclaration(
                    name: name, source: source, location: location.position))
        }
        return result
    }
}
