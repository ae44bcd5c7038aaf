extension Lockfile {
    /// The lockfile's text: JSON with every object's keys sorted, two-space indents, one module a block and one
    /// file a line, ending in a newline. The same lockfile gives the same bytes on every machine, and adding a
    /// module adds one block, so that it diffs and merges well in git.
    package func encoded() -> String {
        String(decoding: encodedBytes(), as: UTF8.self)
    }

    /// `encoded()` as UTF-8 bytes, written straight into one buffer: a lockfile of 1,000 modules is 2 MB, and
    /// building it as lines of strings, joined, took a twentieth of a run that records 1,000 modules.
    package func encodedBytes() -> [UInt8] {
        var text = Text()
        text.line("{")
        text.line("  \"modules\": {")
        let names = modules.keys.sorted()
        for (index, name) in names.enumerated() {
            let module = modules[name]!
            text.append("    ")
            text.quoted(name)
            text.line(": {")
            text.listLine("absent", module.absent)
            text.line("      \"files\": [")
            for (fileIndex, file) in module.files.enumerated() {
                // A file's own author and date, which only files `update` created carry, sort around the others.
                text.openObject("        ")
                text.member("author", quoted: file.author)
                text.member("date", quoted: file.date)
                text.member("kind", quoted: file.kind)
                text.member("path", quoted: file.path)
                text.member("sha256", quoted: file.sha256)
                text.member("size", String(file.size))
                text.closeObject(last: fileIndex == module.files.count - 1)
            }
            text.line("      ],")
            text.listLine("folders", module.folders)
            text.line("      \"inputs\": {")
            let members = Self.inputMembers(module.inputs)
            for (memberIndex, member) in members.enumerated() {
                text.append("        \"")
                text.append(member.0)
                text.append("\": ")
                text.append(member.1)
                text.line(memberIndex == members.count - 1 ? "" : ",")
            }
            text.line("      },")
            if !module.insertions.isEmpty {
                text.line("      \"insertions\": [")
                for (number, insertion) in module.insertions.enumerated() {
                    text.openObject("        ")
                    if insertion.addedLineBreak { text.member("addedLineBreak", "true") }
                    text.member("anchor", quoted: insertion.anchor)
                    text.member("entry", String(insertion.entry))
                    text.member("file", quoted: insertion.file)
                    text.member("placement", quoted: insertion.placement)
                    text.member("text", quoted: insertion.text)
                    text.closeObject(last: number == module.insertions.count - 1)
                }
                text.line("      ],")
            }
            text.append("      \"template\": ")
            text.line(Self.template(module.template))
            text.line(index == names.count - 1 ? "    }" : "    },")
        }
        text.line("  },")
        if !support.isEmpty {
            // One support file a line, as a module's files.
            text.line("  \"support\": [")
            for (index, entry) in support.enumerated() {
                text.openObject("    ")
                text.member("kind", quoted: entry.file.kind)
                text.member("modules", list: entry.modules)
                text.member("path", quoted: entry.path)
                text.member("sha256", quoted: entry.file.sha256)
                text.member("size", String(entry.file.size))
                text.member("template", Self.template(entry.template))
                text.closeObject(last: index == support.count - 1)
            }
            text.line("  ],")
        }
        text.line("  \"version\": \(Self.formatVersion)")
        text.line("}")
        return text.bytes
    }

    /// The lockfile's bytes as they are written: text, JSON strings and lists appended to one buffer.
    private struct Text {
        var bytes: [UInt8] = []

        mutating func append(_ text: String) {
            bytes.append(contentsOf: text.utf8)
        }

        /// `text` and a line break.
        mutating func line(_ text: String) {
            append(text)
            bytes.append(UInt8(ascii: "\n"))
        }

        /// Whether a member written on the line now needs a comma before the next.
        private var memberWritten = false

        /// Opens an object written on one line, at `indent`.
        mutating func openObject(_ indent: String) {
            append(indent + "{ ")
            memberWritten = false
        }

        /// Ends the object on one line, with a comma unless it is the `last` of its list.
        mutating func closeObject(last: Bool) {
            line(last ? " }" : " },")
        }

        /// The member `key` of the object on one line, its value JSON text already (`"key": value`).
        mutating func member(_ key: String, _ value: String) {
            startMember(key)
            append(value)
        }

        /// The member `key` of the object on one line, its value a string; none when `value` is `nil`.
        mutating func member(_ key: String, quoted value: String?) {
            guard let value else { return }
            startMember(key)
            quoted(value)
        }

        /// The member `key` of the object on one line, its value a list of strings.
        mutating func member(_ key: String, list values: [String]) {
            startMember(key)
            list(values)
        }

        private mutating func startMember(_ key: String) {
            append(memberWritten ? ", \"" : "\"")
            append(key)
            append("\": ")
            memberWritten = true
        }

        mutating func quoted(_ text: String) {
            JSONText.appendQuoted(text, to: &bytes)
        }

        /// A module's member `key` holding `values` as a line of its own, left out when there are none.
        mutating func listLine(_ key: String, _ values: [String]) {
            guard !values.isEmpty else { return }
            append("      \"\(key)\": ")
            list(values)
            line(",")
        }

        /// `values` as a JSON list of strings on one line.
        mutating func list(_ values: [String]) {
            bytes.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { append(", ") }
                quoted(value)
            }
            bytes.append(UInt8(ascii: "]"))
        }
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
