import ViperGenEngine
import ViperGenFormats
import ViperGenSupport

/// The parts of a Generamba template set (a folder holding `<folder>.rambaspec`), loaded once: the rambaspec parsed
/// as a Liquid template, and every `.liquid` file parsed. Per module, the rambaspec is rendered with the module's
/// scope and then read as YAML, as Generamba does, which gives that module's files.
package struct GenerambaSet: Sendable {
    /// The rambaspec's file name in a set's folder: `<folder name>.rambaspec`.
    static func specName(forSetNamed name: String) -> String {
        name + ".rambaspec"
    }

    /// The rambaspec, parsed as a template.
    let spec: LiquidTemplate
    /// The rambaspec's path as diagnostics show it.
    package let specPath: String
    /// Every `.liquid` file of the set except snippets, parsed, by path inside the set.
    let templates: [String: LiquidTemplate]
    /// The set's other files by path, parsed only when a rendered rambaspec names one as a `path`.
    let otherFiles: [String: String]
    /// How paths inside the set are shown in diagnostics.
    let displayRoot: String
    /// The rambaspec read with a placeholder module (`GenerambaScope.placeholder`), for `templates list/show`.
    let described: Rambaspec

    /// Renders the rambaspec with `variables` (a module's scope) and reads it.
    /// - Throws: `Diagnostics` (bad data, 65): a template error in the rambaspec, YAML outside the supported part,
    ///   or fields of the wrong type, with positions in the rendered text.
    /// `moduleName` is `nil` for the placeholder render of `templates list/show`.
    package func read(variables: [String: TemplateValue], renderedFor moduleName: String?, now: Int? = nil)
        throws(Diagnostics) -> (
            spec: Rambaspec, warnings: [Warning]
        )
    {
        let text: String
        do {
            text = try spec.render(variables, now: now, lenientVariables: GenerambaScope.lenientVariables)
        } catch {
            throw Diagnostics([Diagnostic(error)])
        }
        return try Self.read(text, name: "\(specPath) (rendered\(moduleName.map { " for \($0)" } ?? ""))")
    }

    /// Reads rendered rambaspec `text`, reported as `name`.
    static func read(_ text: String, name: String) throws(Diagnostics) -> (spec: Rambaspec, warnings: [Warning]) {
        let source = SourceText(name: name, text: text)
        var yaml = YAMLReader(source: source)
        let root: YAMLNode
        do {
            root = try yaml.read()
        } catch {
            throw Diagnostics([Diagnostic(error.sourceProblem)])
        }
        var reader = RambaspecReader(source: source)
        let spec = reader.read(root)
        try reader.schema.check()
        return (spec, reader.schema.warnings)
    }

    /// Finds `path` among the set's files as a case-insensitive disk would (see `CaseInsensitiveMatch`).
    package func lookUp(_ path: String) -> CaseInsensitiveMatch {
        if templates[path] != nil || otherFiles[path] != nil { return .exact(path) }
        return CaseInsensitiveMatch.find(path, in: Array(templates.keys) + Array(otherFiles.keys))
    }

    /// The problem or warning of a rambaspec `path` found by `match`, for `entry`, in words.
    package func describe(_ match: CaseInsensitiveMatch, path: String, entry: String) -> (
        problem: String?, warning: String?
    ) {
        switch match {
        case .exact: (nil, nil)
        case .ignoringCase(let found):
            (
                nil,
                "\(specPath): \"\(entry)\" names '\(path)', found as '\(found)' ignoring case (as a Mac's disk "
                    + "does); make the \"path\" and the file name agree"
            )
        case .ambiguous(let found):
            (
                "\(specPath): \"\(entry)\" names '\(path)', which matches several files ignoring case: "
                    + "\(found.joined(separator: ", ")); fix its \"path\" or rename the files apart", nil
            )
        case .none: ("\(specPath): no file '\(path)' in the set for \"\(entry)\"; fix its \"path\"", nil)
        }
    }

    /// The parsed template that a rambaspec entry's `path` names, found as a case-insensitive disk finds it: the
    /// template, or the problem in words, and a warning when it was found ignoring case.
    /// - Throws: `TemplateErrors` for a file that does not parse.
    package func template(forPath path: String, entry: String) throws(TemplateErrors) -> (
        template: LiquidTemplate?, problem: String?, warning: String?
    ) {
        let match = lookUp(path)
        let (problem, warning) = describe(match, path: path, entry: entry)
        guard problem == nil, let found = match.found, let template = try template(at: found) else {
            return (nil, problem ?? "\(specPath): no file '\(path)' in the set", warning)
        }
        return (template, nil, warning)
    }

    /// The parsed template at `path` inside the set, parsing a file that is not a `.liquid` one on first use.
    /// - Returns: `nil` when the set has no such file.
    /// - Throws: `TemplateErrors` for a file that does not parse.
    package func template(at path: String) throws(TemplateErrors) -> LiquidTemplate? {
        if let template = templates[path] { return template }
        guard let text = otherFiles[path] else { return nil }
        return try LiquidTemplate(parsing: text, name: displayRoot.isEmpty ? path : displayRoot + "/" + path)
    }
}
