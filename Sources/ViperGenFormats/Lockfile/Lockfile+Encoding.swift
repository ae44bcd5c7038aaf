extension Lockfile {
    /// The lockfile's text: JSON with every object's keys sorted, two-space indents, one module a block and one
    /// file a line, ending in a newline. The same lockfile gives the same bytes on every machine, and adding a
    /// module adds one block, so that it diffs and merges well in git.
    package func encoded() -> String {
        var lines = ["{", "  \"modules\": {"]
        let names = modules.keys.sorted()
        for (index, name) in names.enumerated() {
            let module = modules[name]!
            lines.append("    \(JSONText.quoted(name)): {")
            if !module.absent.isEmpty { lines.append("      \"absent\": \(Self.list(module.absent)),") }
            lines.append("      \"files\": [")
            for (fileIndex, file) in module.files.enumerated() {
                let comma = fileIndex == module.files.count - 1 ? "" : ","
                // A file's own author and date, which only files `update` created carry, sort around the others.
                let author = file.author.map { "\"author\": \(JSONText.quoted($0)), " } ?? ""
                let date = file.date.map { "\"date\": \(JSONText.quoted($0)), " } ?? ""
                lines.append(
                    "        { \(author)\(date)\"kind\": \(JSONText.quoted(file.kind)), "
                        + "\"path\": \(JSONText.quoted(file.path)), \"sha256\": \(JSONText.quoted(file.sha256)), "
                        + "\"size\": \(file.size) }\(comma)")
            }
            lines.append("      ],")
            if !module.folders.isEmpty { lines.append("      \"folders\": \(Self.list(module.folders)),") }
            lines.append("      \"inputs\": {")
            lines += Self.members(Self.inputMembers(module.inputs), indent: "        ")
            lines.append("      },")
            if !module.insertions.isEmpty {
                lines.append("      \"insertions\": [")
                for (number, insertion) in module.insertions.enumerated() {
                    let comma = number == module.insertions.count - 1 ? "" : ","
                    lines.append(
                        "        { \(insertion.addedLineBreak ? "\"addedLineBreak\": true, " : "")"
                            + "\"anchor\": \(JSONText.quoted(insertion.anchor)), \"entry\": \(insertion.entry), "
                            + "\"file\": \(JSONText.quoted(insertion.file)), "
                            + "\"placement\": \(JSONText.quoted(insertion.placement)), "
                            + "\"text\": \(JSONText.quoted(insertion.text)) }\(comma)")
                }
                lines.append("      ],")
            }
            lines.append("      \"template\": " + Self.template(module.template))
            lines.append("    }" + (index == names.count - 1 ? "" : ","))
        }
        lines.append("  },")
        if !support.isEmpty {
            // One support file a line, as a module's files.
            lines.append("  \"support\": [")
            for (index, entry) in support.enumerated() {
                let comma = index == support.count - 1 ? "" : ","
                lines.append(
                    "    { \"kind\": \(JSONText.quoted(entry.file.kind)), \"modules\": \(Self.list(entry.modules)), "
                        + "\"path\": \(JSONText.quoted(entry.path)), \"sha256\": \(JSONText.quoted(entry.file.sha256)), "
                        + "\"size\": \(entry.file.size), \"template\": \(Self.template(entry.template)) }\(comma)")
            }
            lines.append("  ],")
        }
        lines.append("  \"version\": \(Self.formatVersion)")
        lines.append("}")
        return Self.joined(lines, "\n") + "\n"
    }

    /// A set's record as one JSON object on one line, its keys sorted.
    private static func template(_ template: LockedTemplate) -> String {
        var members = [
            ("contentHash", JSONText.quoted(template.contentHash)), ("name", JSONText.quoted(template.name)),
            ("source", JSONText.quoted(template.source)),
        ]
        if let version = template.version { members.append(("version", JSONText.quoted(version))) }
        return "{ " + joined(members.map { "\"\($0.0)\": \($0.1)" }, ", ") + " }"
    }

    /// The inputs as sorted `key: JSON` pairs; absent optional values are left out.
    private static func inputMembers(_ inputs: LockedInputs) -> [(String, String)] {
        var members: [(String, String)] = [
            ("date", JSONText.quoted(inputs.date)), ("output", JSONText.quoted(inputs.output)),
            ("testsOutput", JSONText.quoted(inputs.testsOutput)),
            ("testsOutputChosen", inputs.testsOutputChosen ? "true" : "false"),
        ]
        members += inputs.texts.map { ($0.key, JSONText.quoted($0.value)) }
        let parameters = inputs.parameters.keys.sorted().map { key in
            let value =
                switch inputs.parameters[key]! {
                case .string(let text): JSONText.quoted(text)
                case .bool(let flag): flag ? "true" : "false"
                }
            return "\(JSONText.quoted(key)): \(value)"
        }
        members.append(("parameters", "{ " + joined(parameters, ", ") + " }"))
        if let package = inputs.package {
            members.append(
                (
                    "package",
                    "{ \"manifest\": \(JSONText.quoted(package.manifest)), \"targets\": \(list(package.targets)) }"
                ))
        }
        if let name = inputs.productModuleName { members.append(("productModuleName", JSONText.quoted(name))) }
        if let folder = inputs.moduleFolder { members.append(("moduleFolder", JSONText.quoted(folder))) }
        if let folder = inputs.testsModuleFolder { members.append(("testsModuleFolder", JSONText.quoted(folder))) }
        if let time = inputs.time { members.append(("time", String(time))) }
        if !inputs.renderLimits.isEmpty {
            let limits = inputs.renderLimits.keys.sorted().map { "\(JSONText.quoted($0)): \(inputs.renderLimits[$0]!)" }
            members.append(("renderLimits", "{ " + joined(limits, ", ") + " }"))
        }
        if let xcode = inputs.xcode {
            var fields = [
                ("codeTargets", list(xcode.codeTargets)), ("project", JSONText.quoted(xcode.project)),
                ("testTargets", list(xcode.testTargets)),
            ]
            if let group = xcode.codeGroup { fields.append(("codeGroup", JSONText.quoted(group))) }
            if let group = xcode.testGroup { fields.append(("testGroup", JSONText.quoted(group))) }
            if xcode.logicalGroups { fields.append(("logicalGroups", "true")) }
            fields.sort { $0.0 < $1.0 }
            members.append(("xcode", "{ " + joined(fields.map { "\"\($0.0)\": \($0.1)" }, ", ") + " }"))
        }
        return members.sorted { $0.0 < $1.0 }
    }

    private static func members(_ members: [(String, String)], indent: String) -> [String] {
        members.enumerated().map { index, member in
            indent + "\"\(member.0)\": \(member.1)" + (index == members.count - 1 ? "" : ",")
        }
    }

    private static func list(_ values: [String]) -> String {
        "[" + joined(values.map(JSONText.quoted), ", ") + "]"
    }

    /// `parts` with `separator` between them. The standard library's `joined(separator:)` runs unspecialized code
    /// for an array of strings, which made the runtime look up `Array: Collection` by a scan of every conformance of
    /// the program (about 150,000 instructions) on every run that records a module.
    private static func joined(_ parts: [String], _ separator: String) -> String {
        var text = ""
        for (index, part) in parts.enumerated() {
            if index > 0 { text += separator }
            text += part
        }
        return text
    }
}
