import ViperGenEngine
import ViperGenSupport

extension TemplateSetLoader {
    /// The name a file gets when its entry has no `custom_name`.
    package static let generambaDefaultFileName = "{{ prefix }}{{ module_info.name }}{{ module_info.file_basename }}"

    /// Loads a Generamba set: parses the rambaspec as a template, every `.liquid` file and the snippets, then reads
    /// the rambaspec rendered for a placeholder module to give the set its summary and file list.
    func loadGenerambaSet(named name: String, specText: String) throws(Diagnostics) -> TemplateSet {
        var problems = DiagnosticCollector()
        let specFile = GenerambaSet.specName(forSetNamed: name)
        let specPath = displayPath(specFile)
        var spec: LiquidTemplate?
        do {
            spec = try LiquidTemplate(parsing: specText, name: specPath)
        } catch {
            problems.add(error)
        }
        var warnings: [Warning] = []
        let snippetsFolder = snippetsFolder(into: &problems, warnings: &warnings)
        var snippets = loadSnippets(in: snippetsFolder, into: &problems)
        var templates: [String: LiquidTemplate] = [:]
        var otherFiles: [String: String] = [:]
        for (path, text) in files.sorted(by: { $0.key < $1.key })
        where path != specFile && !(snippetsFolder.map { path.hasPrefix($0) } ?? false) {
            guard path.hasSuffix(".liquid") else {
                otherFiles[path] = text
                continue
            }
            do {
                templates[path] = try LiquidTemplate(parsing: text, name: displayPath(path))
            } catch {
                problems.add(error)
            }
        }
        checkIncludes(
            of: templates.values.sorted { $0.name < $1.name } + snippets.values.sorted { $0.name < $1.name },
            snippets: &snippets, into: &problems, warnings: &warnings)
        try problems.check()

        let parts = GenerambaSet(
            spec: spec!, specPath: specPath, templates: templates, otherFiles: otherFiles, displayRoot: displayRoot,
            described: Rambaspec())
        let placeholder = GenerambaScope.placeholder
        let (described, specWarnings) = try parts.read(
            variables: placeholder.variables(over: [:], fileName: "", fileBasename: ""),
            renderedFor: nil)
        var setFiles: [TemplateSet.File] = []
        for entry in described.entries {
            guard let path = entry.path else { continue }
            let nameTemplate = entry.customName ?? Self.generambaDefaultFileName
            let group = GenerambaPaths.group(ofEntryNamed: entry.name)
            do {
                let found = try parts.template(forPath: path, entry: entry.name)
                if let warning = found.warning { warnings.append(Warning(warning)) }
                guard let template = found.template else {
                    problems.add(Diagnostic(.data, found.problem ?? ""))
                    continue
                }
                let outputPath = try LiquidTemplate(parsing: nameTemplate, name: "\(specPath): \(entry.name)")
                // The name as `templates show` prints it: rendered for the placeholder module, else as written.
                let shownName =
                    (try? outputPath.render(
                        placeholder.variables(
                            over: [:], fileName: "", fileBasename: GenerambaPaths.basename(ofEntryNamed: entry.name)),
                        lenientVariables: GenerambaScope.lenientVariables)) ?? nameTemplate
                setFiles.append(
                    TemplateSet.File(
                        source: path, kind: entry.kind,
                        outputText: placeholder.moduleName + "/" + (group.map { $0 + "/" } ?? "") + shownName,
                        conditionText: nil,
                        outputPath: outputPath,
                        condition: nil, template: template))
            } catch {
                problems.add(error)
            }
        }
        let support = supportFiles(of: described, parts: parts, into: &problems, warnings: &warnings)
        try problems.check()
        var set = TemplateSet(
            name: described.name ?? name, summary: described.summary ?? "", parameters: [], files: setFiles,
            origin: origin, snippets: snippets,
            generamba: GenerambaSet(
                spec: spec!, specPath: specPath, templates: templates, otherFiles: otherFiles,
                displayRoot: displayRoot, described: described),
            warnings: warnings + specWarnings, contentHash: TemplateSet.contentHash(of: files),
            version: described.version)
        set.support = support
        return set
    }

    /// The set's support files (`support_code_files`, `support_test_files`), read from the rambaspec as rendered
    /// for the placeholder module: each entry's `name` is the file's path below the code or tests folder, a Liquid
    /// template like a file name, and its `path` the template inside the set.
    private func supportFiles(
        of described: Rambaspec, parts: GenerambaSet, into problems: inout DiagnosticCollector,
        warnings: inout [Warning]
    ) -> [TemplateSet.File] {
        var files: [TemplateSet.File] = []
        for entry in described.support {
            let key = entry.kind == .code ? "support_code_files" : "support_test_files"
            guard let path = entry.path, entry.customName == nil else {
                problems.add(
                    Diagnostic(
                        .data,
                        "\(parts.specPath): \(key) entry \"\(entry.name)\" needs a \"path\" (the template) and takes "
                            + "no \"custom_name\": its \"name\" is the file's path below the "
                            + "\(entry.kind == .code ? "code" : "tests") folder"))
                continue
            }
            do {
                let found = try parts.template(forPath: path, entry: entry.name)
                if let warning = found.warning { warnings.append(Warning(warning)) }
                guard let template = found.template else {
                    problems.add(Diagnostic(.data, found.problem ?? ""))
                    continue
                }
                files.append(
                    TemplateSet.File(
                        source: path, kind: entry.kind, outputText: entry.name, conditionText: nil,
                        outputPath: try LiquidTemplate(parsing: entry.name, name: "\(parts.specPath): \(entry.name)"),
                        condition: nil, template: template))
            } catch {
                problems.add(error)
            }
        }
        return files
    }
}
