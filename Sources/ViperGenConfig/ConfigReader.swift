import ViperGenEngine
import ViperGenFormats
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Checks a config file's JSON against the config's schema, collecting every problem.
struct ConfigReader {
    let file: URL
    private var schema: SchemaReader<JSONNode>

    init(source: SourceText, file: URL) {
        self.schema = SchemaReader(source: source)
        self.file = file
    }

    mutating func read() throws(Diagnostics) -> ProjectConfig {
        var reader = JSONReader(source: schema.source)
        let root: JSONNode
        do {
            root = try reader.read()
        } catch {
            throw Diagnostics([Diagnostic(error)])
        }
        var config = ProjectConfig(file: file)
        guard let members = schema.members(root, "the config", expected: "a JSON object") else {
            try schema.check()
            return config
        }
        for member in members {
            let node = member.value
            let what = "\"\(member.key)\""
            if let input = RenderInput.configured(member.key) {
                config[input] = input.isHeaderText ? headerText(node, what) : schema.string(node, what)
                config.inputSpots[input.lockfileKey] = schema.spot(of: node)
                continue
            }
            switch member.key {
            case "template":
                config.template = schema.string(node, what)
                config.templateSpot = schema.spot(of: node)
            case "output": config.output = path(node, what)
            case "testsOutput": config.testsOutput = path(node, what)
            case "templateDirectories":
                guard let elements = schema.list(node, what, expected: "a list of folder paths") else { continue }
                config.templateDirectories = elements.compactMap { path($0, what) }
            case "parameters":
                guard
                    let entries = schema.members(
                        node, what, expected: "an object of parameter names and values")
                else { continue }
                for entry in entries {
                    let keySpot = SourceSpot(source: schema.source, offset: entry.keyOffset)
                    let valueSpot = schema.spot(of: entry.value)
                    if let text = entry.value.stringValue {
                        config.parameters.append(
                            ParameterAssignment(entry.key, .text(text), keySpot: keySpot, valueSpot: valueSpot))
                    } else if let flag = entry.value.boolValue {
                        config.parameters.append(
                            ParameterAssignment(entry.key, .flag(flag), keySpot: keySpot, valueSpot: valueSpot))
                    } else {
                        schema.report(
                            .wrongType(
                                what: "parameter \"\(entry.key)\"", expected: "a string or a boolean",
                                found: entry.value.typeName),
                            at: entry.value.offset)
                    }
                }
            case "xcodeproj":
                config.xcode.project = path(node, what)
                config.xcode.projectSpot = schema.spot(of: node)
            case "xcodeTargets":
                config.xcode.codeTargets = names(node, what)
                config.xcode.codeTargetSpots = schema.spots(ofNames: node)
            case "xcodeTestTargets":
                config.xcode.testTargets = names(node, what)
                config.xcode.testTargetSpots = schema.spots(ofNames: node)
            case "xcodeGroup":
                config.xcode.codeGroup = schema.string(node, what)
                config.xcode.codeGroupSpot = schema.spot(of: node)
            case "xcodeTestGroup":
                config.xcode.testGroup = schema.string(node, what)
                config.xcode.testGroupSpot = schema.spot(of: node)
            case "xcodeLogicalGroups":
                config.xcode.createsLogicalGroups = flag(node, what) ?? config.xcode.createsLogicalGroups
            case "addTarget": config.packageTargets.addsTargets = flag(node, what) ?? config.packageTargets.addsTargets
            case "targetDependencies":
                config.packageTargets.dependencies = names(node, what)
                config.packageTargets.dependencySpots = schema.spots(ofNames: node)
            case "package": config.packageTargets.package = path(node, what)
            case "deploymentTargets": config.deploymentTargets = deploymentTargets(node, what)
            default:
                schema.report(
                    .unknownKey(member.key, container: nil, allowed: ProjectConfig.keys), at: member.keyOffset)
            }
        }
        try schema.check()
        return config
    }

    /// A string that generated files put in a header comment: one line of plain text (`HeaderText`).
    private mutating func headerText(_ node: JSONNode, _ what: String) -> String? {
        guard let text = schema.string(node, what) else { return nil }
        if let problem = HeaderText.problem(in: text, what: what) {
            schema.report(.invalidValue(problem), at: node.offset)
            return nil
        }
        return text
    }

    /// An object of platforms and versions (`{"iOS": "15.0"}`), in `DeploymentVersion.platforms` order; an unknown
    /// platform or a version that is not numbers and dots is reported.
    private mutating func deploymentTargets(_ node: JSONNode, _ what: String) -> [ProjectConfig.DeploymentTarget] {
        let platforms = DeploymentVersion.platforms
        guard let members = schema.object(node, what, keys: platforms, required: []) else { return [] }
        return platforms.compactMap { platform in
            guard let member = members[platform], let version = schema.string(member, "deploymentTargets.\(platform)")
            else {
                return nil
            }
            guard DeploymentVersion(version) != nil else {
                schema.report(
                    .invalidValue("deploymentTargets.\(platform) '\(version)' is not a version such as \"15.0\""),
                    at: member.offset)
                return nil
            }
            return ProjectConfig.DeploymentTarget(platform: platform, version: version)
        }
    }

    /// `true` or `false`; anything else is reported.
    private mutating func flag(_ node: JSONNode, _ what: String) -> Bool? {
        guard let flag = node.boolValue else {
            schema.report(.wrongType(what: what, expected: "true or false", found: node.typeName), at: node.offset)
            return nil
        }
        return flag
    }

    /// A list of target names; a single string is taken as a list of one.
    private mutating func names(_ node: JSONNode, _ what: String) -> [String] {
        if let name = node.stringValue { return [name] }
        guard let elements = schema.list(node, what, expected: "a list of target names") else { return [] }
        return elements.compactMap { schema.string($0, what) }
    }

    private mutating func path(_ node: JSONNode, _ what: String) -> URL? {
        guard let text = schema.string(node, what) else { return nil }
        guard !text.isEmpty else {
            schema.report(.invalidValue("\(what) is empty; use \".\" for the config's own folder"), at: node.offset)
            return nil
        }
        return URL.resolving(text, against: file.deletingLastPathComponent(), isDirectory: true)
    }
}
