extension Lockfile {
    /// The lockfile's text: JSON with every object's keys sorted, two-space indents, one module a block and one
    /// file a line, ending in a newline. The same lockfile gives the same bytes on every machine, and adding a
    /// module adds one block, so that it diffs and merges well in git.
    func encoded() -> String {
        var lines = ["{", "  \"modules\": {"]
        let names = modules.keys.sorted()
        for (index, name) in names.enumerated() {
            let module = modules[name]!
            lines.append("    \(Self.quoted(name)): {")
            lines.append("      \"files\": [")
            for (fileIndex, file) in module.files.enumerated() {
                let comma = fileIndex == module.files.count - 1 ? "" : ","
                lines.append(
                    "        { \"kind\": \(Self.quoted(file.kind)), \"path\": \(Self.quoted(file.path)), "
                        + "\"sha256\": \(Self.quoted(file.sha256)), \"size\": \(file.size) }\(comma)")
            }
            lines.append("      ],")
            lines.append("      \"inputs\": {")
            lines += Self.members(Self.inputMembers(module.inputs), indent: "        ")
            lines.append("      },")
            var template = [
                ("contentHash", Self.quoted(module.template.contentHash)), ("name", Self.quoted(module.template.name)),
                ("source", Self.quoted(module.template.source)),
            ]
            if let version = module.template.version { template.append(("version", Self.quoted(version))) }
            lines.append(
                "      \"template\": { " + template.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + " }")
            lines.append("    }" + (index == names.count - 1 ? "" : ","))
        }
        lines.append("  },")
        lines.append("  \"version\": \(Self.formatVersion)")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The inputs as sorted `key: JSON` pairs; absent optional values are left out.
    private static func inputMembers(_ inputs: LockedInputs) -> [(String, String)] {
        var members: [(String, String)] = [
            ("author", quoted(inputs.author)), ("company", quoted(inputs.company)), ("date", quoted(inputs.date)),
            ("description", quoted(inputs.description)), ("output", quoted(inputs.output)),
            ("prefix", quoted(inputs.prefix)), ("project", quoted(inputs.project)), ("target", quoted(inputs.target)),
            ("testsOutput", quoted(inputs.testsOutput)),
            ("testsOutputChosen", inputs.testsOutputChosen ? "true" : "false"),
        ]
        let parameters = inputs.parameters.keys.sorted().map { key in
            let value =
                switch inputs.parameters[key]! {
                case .string(let text): quoted(text)
                case .bool(let flag): flag ? "true" : "false"
                }
            return "\(quoted(key)): \(value)"
        }
        members.append(("parameters", "{ " + parameters.joined(separator: ", ") + " }"))
        if let name = inputs.productModuleName { members.append(("productModuleName", quoted(name))) }
        if let xcode = inputs.xcode {
            var fields = [
                ("codeTargets", list(xcode.codeTargets)), ("project", quoted(xcode.project)),
                ("testTargets", list(xcode.testTargets)),
            ]
            if let group = xcode.codeGroup { fields.append(("codeGroup", quoted(group))) }
            if let group = xcode.testGroup { fields.append(("testGroup", quoted(group))) }
            fields.sort { $0.0 < $1.0 }
            members.append(("xcode", "{ " + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + " }"))
        }
        return members.sorted { $0.0 < $1.0 }
    }

    private static func members(_ members: [(String, String)], indent: String) -> [String] {
        members.enumerated().map { index, member in
            indent + "\"\(member.0)\": \(member.1)" + (index == members.count - 1 ? "" : ",")
        }
    }

    private static func list(_ values: [String]) -> String {
        "[" + values.map(quoted).joined(separator: ", ") + "]"
    }

    /// `text` as a JSON string: `"`, `\` and control characters escaped, everything else as is (UTF-8).
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
