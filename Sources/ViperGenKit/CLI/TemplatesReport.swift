import ViperGenEngine
import ViperGenGeneration
import ViperGenMCP
import ViperGenSupport
import ViperGenTemplateSets

/// What `viper-gen templates list|show|lint --json` prints: the sets with their parameters, one set with its files,
/// or the lint of sets with every problem in the shape of the `--json` error object's (`ErrorReport.Problem`).
enum TemplatesReport {
    /// `templates list --json`: `{"config": …, "sets": [{name, source, overridesBuiltIn, summary, parameters}]}`.
    struct List: Encodable {
        /// The config's path as shown, when there is one.
        let config: String?
        let sets: [SetEntry]

        static let schema = ReportSchema.object(
            "The template sets found, with their parameters (action list)",
            required: ["sets": ReportSchema.array(of: SetEntry.schema)],
            optional: ["config": ReportSchema.string("The project config's path")])
    }

    /// One set of a listing.
    struct SetEntry: Encodable {
        let name: String
        /// `built-in`, or the set's folder.
        let source: String
        /// A project set named like a built-in one, which it replaces.
        let overridesBuiltIn: Bool
        let summary: String
        let parameters: [TemplateSetReference.Parameter]

        static let schema = ReportSchema.object(
            required: [
                "name": ReportSchema.string(), "source": ReportSchema.string("built-in, or the set's folder"),
                "overridesBuiltIn": ReportSchema.boolean(), "summary": ReportSchema.string(),
                "parameters": ReportSchema.array(of: TemplateSetReference.Parameter.schema),
            ])
    }

    /// `templates show NAME --json`: the set's entry and its files.
    struct Show: Encodable {
        /// One file the set makes.
        struct File: Encodable {
            /// `code` or `test`, as the manifest names the file's kind.
            let kind: String
            /// The output path as the manifest writes it.
            let output: String
            /// The template it renders.
            let source: String
            /// The condition that must render `true`, when the file has one.
            let condition: String?

            static let schema = ReportSchema.object(
                required: [
                    "kind": ReportSchema.string(values: ["code", "test"]), "output": ReportSchema.string(),
                    "source": ReportSchema.string(),
                ],
                optional: ["condition": ReportSchema.string()])
        }

        static let schema = ReportSchema.object(
            "One template set with its parameters and files (action show)",
            required: [
                "name": ReportSchema.string(), "source": ReportSchema.string("built-in, or the set's folder"),
                "summary": ReportSchema.string(),
                "parameters": ReportSchema.array(of: TemplateSetReference.Parameter.schema),
                "files": ReportSchema.array(of: File.schema),
            ])

        let name: String
        let source: String
        let summary: String
        let parameters: [TemplateSetReference.Parameter]
        let files: [File]
    }

    /// `templates lint --json`: each set linted; when a set has problems, also the CLI's error object with all of
    /// them, so that a failing lint reads as every other failing `--json` run.
    struct Lint: Encodable {
        /// One set linted.
        struct Entry: Encodable {
            /// The set's name or folder, as named.
            let name: String
            let files: Int
            let renderedCombinations: Int
            let problems: [ErrorReport.Problem]

            static let schema = ReportSchema.object(
                required: [
                    "name": ReportSchema.string(), "files": ReportSchema.integer(),
                    "renderedCombinations": ReportSchema.integer(),
                    "problems": ReportSchema.array(of: ErrorReport.Problem.schema),
                ])
        }

        static let schema = ReportSchema.object(
            "Each set linted; with the error object too when a set has problems",
            required: ["sets": ReportSchema.array(of: Entry.schema)], optional: ["error": ErrorReport.Failure.schema])

        let sets: [Entry]
        let error: ErrorReport.Failure?
    }

    /// The entry of the set `name` found at `origin`.
    static func entry(_ set: TemplateSet, name: String, origin: TemplateSet.Origin) -> SetEntry {
        let source: String
        let overrides: Bool
        switch origin {
        case .builtIn:
            (source, overrides) = ("built-in", false)
        case .directory(let path):
            (source, overrides) = (path, TemplateLibrary.builtInNames.contains(name))
        }
        return SetEntry(
            name: name, source: source, overridesBuiltIn: overrides, summary: set.summary,
            parameters: TemplateSetReference.parameters(of: set))
    }

    /// The description of `set` with its files.
    static func show(_ set: TemplateSet) -> Show {
        let source: String =
            switch set.origin {
            case .builtIn: "built-in"
            case .directory(let path): path
            }
        return Show(
            name: set.name, source: source, summary: set.summary, parameters: TemplateSetReference.parameters(of: set),
            files: set.files.map {
                Show.File(kind: $0.kind.rawValue, output: $0.outputText, source: $0.source, condition: $0.conditionText)
            })
    }

    /// The lint document of `reports`, remedies spelled as `spelling` says.
    static func lint(_ reports: [(String, TemplateLinter.Report)], spelling: RemedySpelling) -> Lint {
        let all = reports.flatMap(\.1.problems)
        return Lint(
            sets: reports.map { name, report in
                Lint.Entry(
                    name: name, files: report.files, renderedCombinations: report.renderedCombinations,
                    problems: report.problems.isEmpty
                        ? [] : ErrorReport(Diagnostics(report.problems), spelling: spelling).error.problems)
            },
            error: all.isEmpty ? nil : ErrorReport(Diagnostics(all), spelling: spelling).error)
    }
}
