import ViperGenEngine
import ViperGenFormats
import ViperGenSupport

/// Reads a template set from its files, checks the manifest and parses every template, reporting every problem
/// found together.
///
/// The files come as a dictionary so that the built-in sets (compiled into the binary) and sets in folders
/// load through exactly the same code.
package struct TemplateSetLoader {
    /// The manifest's file name inside a set's folder.
    package static let manifestName = "template.json"
    /// The folder of a set that holds snippets for `include`.
    static let snippetsFolder = "snippets/"

    /// The set's files, keyed by path inside the set (`Presenter.swift.liquid`, `snippets/header.liquid`).
    let files: [String: String]
    /// How paths are shown in diagnostics: `Templates/viper` for the built-in set, the folder for others.
    let displayRoot: String
    let origin: TemplateSet.Origin
    /// The set's templates already parsed, by path inside the set, for the built-in sets (parsed when viper-gen
    /// was built); a template it has no answer for is parsed here.
    var preparsed: @Sendable (String) -> LiquidTemplate? = { _ in nil }
    /// The templates embedded in the manifest (output paths, conditions, insertions) already parsed, for the
    /// built-in sets: given the manifest's text, the byte offset of the string and whether it is a condition.
    var preparsedInManifest: @Sendable (SourceText, Int, Bool) -> LiquidTemplate? = { _, _, _ in nil }
    /// The set's content hash when it is known already (a built-in set's, hashed when viper-gen was built); `nil`
    /// makes the loader hash the files.
    var precomputedContentHash: String? = nil

    /// The set's folder name, which names its rambaspec; `nil` for a built-in set.
    var folderName: String? {
        guard case .directory(let path) = origin else { return nil }
        return path.split(separator: "/").last.map(String.init)
    }

    package func load() throws(Diagnostics) -> TemplateSet {
        if files[Self.manifestName] == nil, let folderName,
            let specText = files[GenerambaSet.specName(forSetNamed: folderName)]
        {
            return try loadGenerambaSet(named: folderName, specText: specText)
        }
        var problems = DiagnosticCollector()
        let manifestPath = displayPath(Self.manifestName)
        guard let manifestText = files[Self.manifestName] else {
            throw Diagnostics([Diagnostic(.data, "\(manifestPath): missing; every template set needs a manifest")])
        }
        let manifestSource = SourceText(name: manifestPath, text: manifestText)
        let root: JSONNode
        do {
            var reader = JSONReader(source: manifestSource)
            root = try reader.read()
        } catch {
            throw Diagnostics([Diagnostic(error)])
        }
        var manifest = ManifestReader(source: manifestSource) { [preparsedInManifest] offset, isCondition in
            preparsedInManifest(manifestSource, offset, isCondition)
        }
        let fields = manifest.readManifest(root)

        var warnings: [Warning] = []
        var snippets = loadSnippets(in: snippetsFolder(into: &problems, warnings: &warnings), into: &problems)

        let templateFiles = setFiles(fields.files, manifest: &manifest, into: &problems)
        let supportFiles = setFiles(fields.support, manifest: &manifest, into: &problems)
        var insertions: [TemplateSet.Insertion] = []
        for entry in fields.insertions {
            var text = entry.text
            if let source = entry.source {
                guard let sourceText = files[source] else {
                    manifest.problem(
                        "no template '\(source)' in the set for insertions[\(entry.index)]; add the file or fix "
                            + "\"source\"", at: entry.sourceOffset)
                    continue
                }
                do {
                    text = try parsedTemplate(source, text: sourceText)
                } catch {
                    problems.add(error)
                    continue
                }
            }
            guard let text else { continue }
            insertions.append(
                TemplateSet.Insertion(
                    index: entry.index, spot: entry.spot, kind: entry.kind, placement: entry.placement,
                    unique: entry.unique, intoText: entry.intoText, anchorText: entry.anchorText, into: entry.into,
                    anchor: entry.anchor, text: text, condition: entry.condition))
        }
        let byPosition = manifest.problems.sorted {
            ($0.location?.line ?? 0, $0.location?.column ?? 0) < ($1.location?.line ?? 0, $1.location?.column ?? 0)
        }
        for problem in byPosition { problems.add(problem) }
        problems.addOmitted(manifest.omittedCount)
        checkIncludes(
            of: templateFiles.map(\.template) + supportFiles.map(\.template) + insertions.map(\.text)
                + snippets.values.sorted { $0.name < $1.name },
            snippets: &snippets,
            into: &problems, warnings: &warnings)
        try problems.check()
        var set = TemplateSet(
            name: fields.name, summary: fields.summary, parameters: fields.parameters, files: templateFiles,
            origin: origin, snippets: snippets, generamba: nil, warnings: warnings,
            contentHash: precomputedContentHash ?? TemplateSet.contentHash(of: files))
        set.insertions = insertions
        set.support = supportFiles
        set.version = fields.version
        set.deploymentTargets = fields.deploymentTargets
        return set
    }

    /// The files of the manifest's `entries` (`"files"` or `"support"`) with their templates parsed; an entry whose
    /// template is missing or does not parse is a problem.
    private func setFiles(
        _ entries: [ManifestReader.FileEntry], manifest: inout ManifestReader, into problems: inout DiagnosticCollector
    ) -> [TemplateSet.File] {
        var setFiles: [TemplateSet.File] = []
        for entry in entries {
            guard let text = files[entry.source] else {
                manifest.problem(
                    "no template '\(entry.source)' in the set; add the file or fix \"source\"", at: entry.sourceOffset)
                continue
            }
            do {
                let template = try parsedTemplate(entry.source, text: text)
                setFiles.append(
                    TemplateSet.File(
                        source: entry.source, kind: entry.kind, outputText: entry.outputText,
                        conditionText: entry.conditionText, outputPath: entry.output, condition: entry.condition,
                        template: template))
            } catch {
                problems.add(error)
            }
        }
        return setFiles
    }

    /// The set's snippets folder with its `/` (`snippets/`), found as a case-insensitive disk finds it: `snippets/`,
    /// else the one folder spelled otherwise (`Snippets/`, with a warning); several such folders are a problem.
    /// `nil` when the set has none.
    func snippetsFolder(into problems: inout DiagnosticCollector, warnings: inout [Warning]) -> String? {
        let wanted = String(Self.snippetsFolder.dropLast())
        var folders: Set<String> = []
        for path in files.keys {
            // Searched as bytes: `firstIndex(of:)` on the string compares characters, 5,000 instructions a path.
            guard let slash = path.utf8.firstIndex(of: UInt8(ascii: "/")) else { continue }
            folders.insert(String(path[..<slash]))
        }
        switch CaseInsensitiveMatch.find(wanted, in: folders) {
        case .exact(let name): return name + "/"
        case .ignoringCase(let name):
            warnings.append(
                Warning(
                    "\(displayPath(name)): used as the snippets folder '\(wanted)', matched ignoring case (as a Mac's "
                        + "disk does); rename it '\(wanted)'"))
            return name + "/"
        case .ambiguous(let names):
            problems.add(
                Diagnostic(
                    .data,
                    "\(displayRoot.isEmpty ? "the set" : displayRoot): several folders are '\(wanted)' ignoring case: "
                        + names.map { $0 + "/" }.joined(separator: ", ") + "; keep one '\(wanted)' folder"))
            return nil
        case .none: return nil
        }
    }

    /// Every `.liquid` file of the snippets folder `folder` (see `snippetsFolder`), parsed, by the name `include`
    /// uses.
    func loadSnippets(in folder: String?, into problems: inout DiagnosticCollector) -> [String: LiquidTemplate] {
        var snippets: [String: LiquidTemplate] = [:]
        guard let folder else { return snippets }
        // Only the snippets' paths are sorted: sorting every file of the set cost 0.1 M instructions a run.
        for path in files.keys.filter({ $0.hasPrefix(folder) && $0.hasSuffix(".liquid") }).sorted() {
            let name = String(path.dropFirst(folder.count).dropLast(".liquid".count))
            do {
                snippets[name] = try parsedTemplate(path, text: files[path]!)
            } catch {
                problems.add(error)
            }
        }
        return snippets
    }

    /// The template at `path` in the set: the one parsed at build time, if there is one, else `text` parsed now.
    private func parsedTemplate(_ path: String, text: String) throws(TemplateErrors) -> LiquidTemplate {
        if let template = preparsed(path) { return template }
        return try LiquidTemplate(parsing: text, name: displayPath(path))
    }

    func displayPath(_ path: String) -> String {
        displayRoot.isEmpty ? path : displayRoot + "/" + path
    }

    /// Every `include` names an existing snippet, and no snippet reaches itself through includes.
    ///
    /// Generamba's users were on case-insensitive disks, where `{% include 'Header' %}` found `header.liquid`: a
    /// name found only by ignoring case, in exactly one snippet, is added to `snippets` as another name of that
    /// snippet, with a warning saying how to fix it.
    func checkIncludes(
        of templates: [LiquidTemplate], snippets: inout [String: LiquidTemplate],
        into problems: inout DiagnosticCollector, warnings: inout [Warning]
    ) {
        let exactNames = Array(snippets.keys)
        for template in templates {
            for (name, location) in template.includedSnippets where !exactNames.contains(name) {
                switch CaseInsensitiveMatch.find(name, in: exactNames) {
                case .exact: continue
                case .ignoringCase(let match):
                    if snippets[name] == nil { snippets[name] = snippets[match] }
                    warnings.append(
                        Warning(
                            "snippet '\(name)' matched '\(match).liquid' ignoring case; rename the include or the file",
                            at: location))
                    continue
                case .ambiguous(let matches):
                    problems.add(
                        Diagnostic(
                            TemplateError(
                                .invalidValue(
                                    "snippet '\(name)' matches several snippets ignoring case: "
                                        + matches.map { $0 + ".liquid" }.joined(separator: ", ")
                                        + "; rename the include or the files apart"), at: location)))
                    continue
                case .none: break
                }
                let suggestion = nearestName(to: name, in: exactNames)
                problems.add(Diagnostic(TemplateError(.missingSnippet(name, suggestion: suggestion), at: location)))
            }
        }
        // Depth-first search with an explicit stack; a snippet on the current path seen again is a cycle.
        var finished: Set<String> = []
        for start in snippets.keys.sorted() where !finished.contains(start) {
            var path: [(name: String, next: Int)] = [(start, 0)]
            // The names on `path`, so that finding a cycle costs one lookup however deep the chain is.
            var onPath: Set<String> = [start]
            while let (name, next) = path.last {
                let includes = snippets[name]?.includedSnippets ?? []
                guard next < includes.count else {
                    finished.insert(name)
                    onPath.remove(name)
                    path.removeLast()
                    continue
                }
                path[path.count - 1].next += 1
                let (child, location) = includes[next]
                if onPath.contains(child), let cycleStart = path.firstIndex(where: { $0.name == child }) {
                    let chain = path[cycleStart...].map(\.name) + [child]
                    problems.add(Diagnostic(TemplateError(.includeCycle(chain), at: location)))
                } else if snippets[child] != nil, !finished.contains(child) {
                    path.append((child, 0))
                    onPath.insert(child)
                }
            }
        }
    }
}
