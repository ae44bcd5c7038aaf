import ViperGenEngine
import ViperGenSupport

/// Reads `viper-gen.lock` back into a `Lockfile`, reporting every problem with its line and column: bad JSON, an
/// unknown or missing key, a value of the wrong type, and contradictions (a module or a file listed twice, a path
/// that leaves the project, a module key that is no module name, a format version this viper-gen does not know).
package struct LockfileReader {
    private var schema: SchemaReader<JSONNode>
    /// The keys of the text inputs a module's `inputs` may hold (`RenderInput.lockfileKeys`); each one missing reads
    /// as empty.
    package let textInputs: [String]
    /// The other members a module's `inputs` may hold (`ModuleSetting.lockfileKeys`), declared above this layer;
    /// `xcode.project` is the member `project` of the object `xcode`.
    package let settingKeys: [String]

    /// A reader of `source`, whose name is the lockfile's path, knowing the text inputs `textInputs` and the
    /// members of the settings `settingKeys`.
    package init(source: SourceText, textInputs: [String], settingKeys: [String]) {
        schema = SchemaReader(source: source)
        self.textInputs = textInputs
        self.settingKeys = settingKeys
        inputKeys = (Self.keys(of: settingKeys, in: nil) + textInputs).sorted()
        xcodeKeys = Self.keys(of: settingKeys, in: "xcode")
    }

    /// The keys a module's `inputs` may hold: `textInputs` and the first part of each of `settingKeys`, sorted.
    private let inputKeys: [String]
    /// The keys of the object `xcode` of a module's `inputs`, from `settingKeys`, sorted.
    private let xcodeKeys: [String]

    /// The keys `settingKeys` declares for the object `parent` (`xcode`), or for `inputs` itself when `nil`.
    private static func keys(of settingKeys: [String], in parent: String?) -> [String] {
        var keys: Set<String> = []
        for key in settingKeys {
            let parts = key.split(separator: ".", maxSplits: 1)
            if let parent {
                if parts.count == 2, parts[0] == parent { keys.insert(String(parts[1])) }
            } else {
                keys.insert(String(parts[0]))
            }
        }
        return keys.sorted()
    }

    /// Reads the whole lockfile.
    /// - Throws: `Diagnostics` (data, 65) with every problem found.
    package mutating func read() throws(Diagnostics) -> Lockfile {
        let root: JSONNode
        do {
            var reader = JSONReader(source: schema.source)
            root = try reader.read()
        } catch {
            throw Diagnostics([Diagnostic(error)])
        }
        var lockfile = Lockfile()
        guard
            let members = schema.object(
                root, "the lockfile", keys: ["modules", "support", "version"], required: ["version"])
        else {
            try schema.check()
            return lockfile
        }
        if let version = members["version"] {
            guard case .number(let number) = version.value, number == Double(Lockfile.formatVersion) else {
                schema.report(
                    .invalidValue(
                        "\"version\" must be \(Lockfile.formatVersion); this lockfile was written by another viper-gen, "
                            + "update viper-gen"), at: version.offset)
                try schema.check()
                return lockfile
            }
        }
        var filesSeen: [String: String] = [:]
        var namesSeen: [String: String] = [:]
        for member in members["modules"].flatMap({ schema.members($0, "\"modules\"") }) ?? [] {
            // A module's name names its base file: an identifier, never a path.
            guard Lockfile.isModuleName(member.key) else {
                schema.report(
                    .invalidValue(
                        "module \"\(member.key)\" is not a module name (letters, digits and '_', not starting with a "
                            + "digit); restore the lockfile from git"), at: member.keyOffset)
                continue
            }
            if let other = namesSeen[member.key.lowercased()] {
                schema.report(
                    .invalidValue(
                        "module \"\(member.key)\" differs only in letter case from module \"\(other)\"; a "
                            + "case-insensitive file system (macOS's default) takes them for one module with one base "
                            + "file: remove one entry (and its files) or rename one"), at: member.keyOffset)
                continue
            }
            namesSeen[member.key.lowercased()] = member.key
            if let module = module(named: member.key, member.value, filesSeen: &filesSeen) {
                lockfile.modules[member.key] = module
            }
        }
        if let node = members["support"] {
            lockfile.support = support(node, modules: namesSeen, filesSeen: &filesSeen)
        }
        try schema.check()
        return lockfile
    }

    /// The support files (`Lockfile.support`): each a file of no module, used by recorded modules (`modules`, by
    /// their names lowercased), listed once, in the order of their paths.
    private mutating func support(_ node: JSONNode, modules: [String: String], filesSeen: inout [String: String])
        -> [LockedSupportFile]
    {
        var entries: [LockedSupportFile] = []
        for (index, entryNode) in (schema.list(node, "\"support\"") ?? []).enumerated() {
            let what = "support[\(index)]"
            guard
                let members = schema.object(
                    entryNode, what, keys: ["kind", "modules", "path", "sha256", "size", "template"],
                    required: ["kind", "modules", "path", "sha256", "size", "template"]),
                let file = file(members, what),
                let template = template(members["template"]!, "\(what).template"),
                let userNodes = schema.list(members["modules"]!, "\(what).modules")
            else { continue }
            guard !userNodes.isEmpty else {
                schema.report(
                    .invalidValue(
                        "\(what).modules is empty; a support file belongs to the modules that use it: remove the entry "
                            + "with its file, or restore the lockfile from git"), at: members["modules"]!.offset)
                continue
            }
            var users: [String] = []
            for (number, userNode) in userNodes.enumerated() {
                guard let name = schema.string(userNode, "\(what).modules[\(number)]") else { continue }
                guard modules[name.lowercased()] == name else {
                    schema.report(
                        .invalidValue(
                            "\(what).modules[\(number)]: module \"\(name)\" is not recorded in \"modules\"; remove it "
                                + "from the list, or restore the lockfile from git"), at: userNode.offset)
                    continue
                }
                users.append(name)
            }
            // Every name reported already: the entry is left out.
            guard !users.isEmpty else { continue }
            if let other = filesSeen[file.path] {
                schema.report(
                    .invalidValue(
                        "\(file.path) is listed twice (by \(other) and \(what)); a path is one module's file or one "
                            + "support file: remove one entry, or restore the lockfile from git"), at: entryNode.offset)
                continue
            }
            filesSeen[file.path] = what
            entries.append(LockedSupportFile(file: file, template: template, modules: users.sorted()))
        }
        return entries.sorted { $0.path < $1.path }
    }

    private mutating func module(named name: String, _ node: JSONNode, filesSeen: inout [String: String])
        -> LockedModule?
    {
        let what = "module \"\(name)\""
        guard
            let members = schema.object(
                node, what, keys: ["absent", "files", "folders", "inputs", "insertions", "template"],
                required: ["files", "inputs", "template"]),
            let template = template(members["template"]!, "\(what).template"),
            let inputs = inputs(members["inputs"]!, "\(what).inputs"),
            let fileNodes = schema.list(members["files"]!, "\(what).files")
        else { return nil }
        var files: [LockedFile] = []
        for (index, fileNode) in fileNodes.enumerated() {
            guard let file = file(fileNode, "\(what).files[\(index)]") else { continue }
            if let other = filesSeen[file.path] {
                schema.report(
                    .invalidValue(
                        "\(file.path) is listed twice (by \(other) and \(what)); a file belongs to one module, "
                            + "remove one entry or run '\(Remedy.command(.adopt))'"), at: fileNode.offset)
                continue
            }
            filesSeen[file.path] = what
            files.append(file)
        }
        var folders: [String] = []
        for (index, folder) in (members["folders"].flatMap { schema.list($0, "\(what).folders") } ?? []).enumerated() {
            if let path = relativePath(folder, "\(what).folders[\(index)]") { folders.append(path) }
        }
        var absent: [String] = []
        for (index, node) in (members["absent"].flatMap { schema.list($0, "\(what).absent") } ?? []).enumerated() {
            guard let path = relativePath(node, "\(what).absent[\(index)]") else { continue }
            // A path is one module's file or one module's absent file, never both.
            if let other = filesSeen[path] {
                schema.report(
                    .invalidValue(
                        "\(path) is listed twice (by \(other) and \(what).absent); a path belongs to one module: "
                            + "remove one entry, or restore the lockfile from git"), at: node.offset)
                continue
            }
            filesSeen[path] = "\(what).absent"
            absent.append(path)
        }
        var module = LockedModule(
            name: name, template: template, inputs: inputs, files: files, folders: folders, absent: absent)
        let insertionNodes = members["insertions"].flatMap { schema.list($0, "\(what).insertions") } ?? []
        for (index, node) in insertionNodes.enumerated() {
            if let insertion = insertion(node, "\(what).insertions[\(index)]") { module.insertions.append(insertion) }
        }
        return module
    }

    private mutating func insertion(_ node: JSONNode, _ what: String) -> LockedInsertion? {
        guard
            let members = schema.object(
                node, what, keys: ["addedLineBreak", "anchor", "entry", "file", "placement", "text"],
                required: ["anchor", "entry", "file", "placement", "text"]),
            let anchor = schema.string(members["anchor"]!, "\(what).anchor"),
            let file = relativePath(members["file"]!, "\(what).file"),
            let placement = schema.string(members["placement"]!, "\(what).placement"),
            let text = schema.string(members["text"]!, "\(what).text")
        else { return nil }
        guard case .number(let entry) = members["entry"]!.value, entry >= 0, entry < 1e6, entry == entry.rounded()
        else {
            schema.report(
                .invalidValue("\(what).entry must be the index of an entry of the set's \"insertions\" (0, 1, …)"),
                at: members["entry"]!.offset)
            return nil
        }
        guard placement == "after" || placement == "before" else {
            schema.report(
                .invalidValue("\(what).placement must be \"after\" or \"before\""), at: members["placement"]!.offset)
            return nil
        }
        guard !anchor.isEmpty, !text.isEmpty else {
            schema.report(
                .invalidValue("\(what) has an empty anchor or text; restore the lockfile from git"), at: node.offset)
            return nil
        }
        var insertion = LockedInsertion(file: file, anchor: anchor, placement: placement, text: text, entry: Int(entry))
        if let added = members["addedLineBreak"] {
            guard case .bool(let value) = added.value else {
                schema.report(.invalidValue("\(what).addedLineBreak must be true or false"), at: added.offset)
                return nil
            }
            insertion.addedLineBreak = value
        }
        return insertion
    }

    private mutating func template(_ node: JSONNode, _ what: String) -> LockedTemplate? {
        guard
            let members = schema.object(
                node, what, keys: ["contentHash", "name", "source", "version"],
                required: ["contentHash", "name", "source"]),
            let hash = schema.string(members["contentHash"]!, "\(what).contentHash"),
            let name = schema.string(members["name"]!, "\(what).name"),
            let source = schema.string(members["source"]!, "\(what).source")
        else { return nil }
        let version = members["version"].flatMap { schema.string($0, "\(what).version") }
        return LockedTemplate(name: name, source: source, version: version, contentHash: hash)
    }

    private mutating func file(_ node: JSONNode, _ what: String) -> LockedFile? {
        guard
            let members = schema.object(
                node, what, keys: ["author", "date", "kind", "path", "sha256", "size"],
                required: ["kind", "path", "sha256", "size"])
        else { return nil }
        return file(members, what)
    }

    /// The file that an object's `members` describe (a module's file, a support file): `kind`, `path`, `sha256`
    /// and `size` checked to be there already, `author` and `date` if present.
    private mutating func file(_ members: [String: JSONNode], _ what: String) -> LockedFile? {
        guard
            let kind = schema.string(members["kind"]!, "\(what).kind"),
            let path = relativePath(members["path"]!, "\(what).path"),
            let hash = schema.string(members["sha256"]!, "\(what).sha256"),
            let size = count(members["size"]!, "\(what).size")
        else { return nil }
        guard kind == "code" || kind == "test" else {
            schema.report(.invalidValue("\(what).kind must be \"code\" or \"test\""), at: members["kind"]!.offset)
            return nil
        }
        var file = LockedFile(path: path, kind: kind, size: size, sha256: hash)
        file.author = members["author"].flatMap { schema.string($0, "\(what).author") }
        file.date = members["date"].flatMap { schema.string($0, "\(what).date") }
        if let date = file.date, !Self.isISODate(date) {
            schema.report(.invalidValue("\(what).date must be a date such as 2026-11-22"), at: members["date"]!.offset)
            return nil
        }
        return file
    }

    private mutating func inputs(_ node: JSONNode, _ what: String) -> LockedInputs? {
        guard
            let members = schema.object(
                node, what, keys: inputKeys, required: ["date", "output", "testsOutput"])
        else {
            return nil
        }
        var inputs = LockedInputs()
        let text = { (key: String, reader: inout SchemaReader<JSONNode>) -> String? in
            members[key].flatMap { reader.string($0, "\(what).\(key)") }
        }
        for key in textInputs { inputs.texts[key] = text(key, &schema) ?? "" }
        inputs.date = text("date", &schema) ?? inputs.date
        inputs.productModuleName = text("productModuleName", &schema)
        inputs.moduleFolder = folderName(members["moduleFolder"], "\(what).moduleFolder")
        inputs.testsModuleFolder = folderName(members["testsModuleFolder"], "\(what).testsModuleFolder")
        inputs.output = relativePath(members["output"]!, "\(what).output") ?? "."
        inputs.testsOutput = relativePath(members["testsOutput"]!, "\(what).testsOutput") ?? "."
        if let chosen = members["testsOutputChosen"] {
            if let flag = chosen.boolValue {
                inputs.testsOutputChosen = flag
            } else {
                schema.report(
                    .wrongType(what: "\(what).testsOutputChosen", expected: "a boolean", found: chosen.typeName),
                    at: chosen.offset)
            }
        }
        for member in members["parameters"].flatMap({ schema.members($0, "\(what).parameters") }) ?? [] {
            if let flag = member.value.boolValue {
                inputs.parameters[member.key] = .bool(flag)
            } else if let value = schema.string(member.value, "\(what).parameters.\(member.key)") {
                inputs.parameters[member.key] = .string(value)
            }
        }
        if let node = members["xcode"] { inputs.xcode = xcode(node, "\(what).xcode") }
        if let node = members["package"] { inputs.package = package(node, "\(what).package") }
        if let node = members["time"] { inputs.time = seconds(node, "\(what).time") }
        if let node = members["renderLimits"] { inputs.renderLimits = renderLimits(node, "\(what).renderLimits") }
        return inputs
    }

    /// The recorded render limits: positive whole numbers by kind (`LockedInputs.renderLimitKinds`).
    private mutating func renderLimits(_ node: JSONNode, _ what: String) -> [String: Int] {
        guard let members = schema.object(node, what, keys: LockedInputs.renderLimitKinds, required: []) else {
            return [:]
        }
        var limits: [String: Int] = [:]
        for kind in members.keys.sorted() {
            let value = members[kind]!
            guard case .number(let number) = value.value else {
                schema.report(
                    .wrongType(what: "\(what).\(kind)", expected: "a positive whole number", found: value.typeName),
                    at: value.offset)
                continue
            }
            guard number >= 1, number < 0x1p40, number == number.rounded() else {
                schema.report(.invalidValue("\(what).\(kind) must be a positive whole number"), at: value.offset)
                continue
            }
            limits[kind] = Int(number)
        }
        return limits
    }

    private mutating func xcode(_ node: JSONNode, _ what: String) -> LockedXcode? {
        guard
            let members = schema.object(
                node, what,
                keys: xcodeKeys,
                required: ["project"]),
            let project = relativePath(members["project"]!, "\(what).project")
        else { return nil }
        var xcode = LockedXcode(project: project)
        xcode.codeTargets = members["codeTargets"].map { strings($0, "\(what).codeTargets") } ?? []
        xcode.testTargets = members["testTargets"].map { strings($0, "\(what).testTargets") } ?? []
        xcode.codeGroup = members["codeGroup"].flatMap { schema.string($0, "\(what).codeGroup") }
        xcode.testGroup = members["testGroup"].flatMap { schema.string($0, "\(what).testGroup") }
        if let node = members["logicalGroups"] {
            if let flag = node.boolValue {
                xcode.logicalGroups = flag
            } else {
                schema.report(
                    .wrongType(what: "\(what).logicalGroups", expected: "a boolean", found: node.typeName),
                    at: node.offset)
            }
        }
        return xcode
    }

    private mutating func package(_ node: JSONNode, _ what: String) -> LockedPackage? {
        guard
            let members = schema.object(node, what, keys: ["manifest", "targets"], required: ["manifest", "targets"]),
            let manifest = relativePath(members["manifest"]!, "\(what).manifest")
        else { return nil }
        return LockedPackage(manifest: manifest, targets: strings(members["targets"]!, "\(what).targets"))
    }

    private mutating func strings(_ node: JSONNode, _ what: String) -> [String] {
        (schema.list(node, what) ?? []).compactMap { schema.string($0, what) }
    }

    /// Whether `text` is a date as the lockfile writes it: `2026-11-22`.
    static func isISODate(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.map(\.count) == [4, 2, 2],
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }), let month = Int(parts[1]),
            let day = Int(parts[2])
        else { return false }
        return (1...12).contains(month) && (1...31).contains(day)
    }

    /// One folder's name (`moduleFolder`, `testsModuleFolder`): not empty, no `/`, not `.` or `..`; `nil` when
    /// `node` is absent or reported.
    private mutating func folderName(_ node: JSONNode?, _ what: String) -> String? {
        guard let node, let folder = schema.string(node, what) else { return nil }
        guard folder.isEmpty || folder.contains("/") || folder == "." || folder == ".." else { return folder }
        schema.report(.invalidValue("\(what) must be one folder name"), at: node.offset)
        return nil
    }

    /// A path relative to the lockfile's folder that stays inside it: no leading `/`, no `..`, no empty part.
    private mutating func relativePath(_ node: JSONNode, _ what: String) -> String? {
        guard let path = schema.string(node, what) else { return nil }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.isEmpty, !path.hasPrefix("/"), !parts.contains(where: { $0 == ".." || $0.isEmpty }) else {
            schema.report(
                .invalidValue(
                    "\(what) '\(path)' must be a path inside the lockfile's folder (relative, without '..')"),
                at: node.offset)
            return nil
        }
        return path
    }

    /// A whole number of seconds since 1970, as `SOURCE_DATE_EPOCH` takes it.
    private mutating func seconds(_ node: JSONNode, _ what: String) -> Int? {
        guard case .number(let number) = node.value, number.magnitude < 1e15, number == number.rounded() else {
            schema.report(
                .wrongType(what: what, expected: "a whole number of seconds since 1970", found: node.typeName),
                at: node.offset)
            return nil
        }
        return Int(number)
    }

    private mutating func count(_ node: JSONNode, _ what: String) -> Int? {
        guard case .number(let number) = node.value, number >= 0, number < 1e15, number == number.rounded() else {
            schema.report(
                .wrongType(what: what, expected: "a whole number of bytes", found: node.typeName), at: node.offset)
            return nil
        }
        return Int(number)
    }
}
