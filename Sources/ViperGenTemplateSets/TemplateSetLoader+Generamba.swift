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
            let match = parts.lookUp(path)
            let (problem, warning) = parts.describe(match, path: path, entry: entry.name)
            if let warning { warnings.append(Warning(warning)) }
            do {
                guard problem == nil, let found = match.found, let template = try parts.template(at: found) else {
                    problems.add(Diagnostic(.data, problem ?? "\(specPath): no file '\(path)' in the set"))
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
        try problems.check()
        return TemplateSet(
            name: described.name ?? name, summary: described.summary ?? "", parameters: [], files: setFiles,
            origin: origin, snippets: snippets,
            generamba: GenerambaSet(
                spec: spec!, specPath: specPath, templates: templates, otherFiles: otherFiles,
                displayRoot: displayRoot, described: described),
            warnings: warnings + specWarnings, contentHash: TemplateSet.contentHash(of: files),
            version: described.version)
    }
}
