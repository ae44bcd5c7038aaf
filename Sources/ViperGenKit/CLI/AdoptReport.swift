import ViperGenMCP
import ViperGenUpkeep

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What `viper-gen adopt` recorded, as text and as `--json`.
struct AdoptReport: Encodable {
    /// One file the set makes: `same`, `differs` or `absent`.
    struct File: Encodable {
        let path: String
        let state: String

        static let schema = ReportSchema.object(
            required: [
                "path": ReportSchema.string(), "state": ReportSchema.string(values: ["same", "differs", "absent"]),
            ])
    }

    /// One support file the set makes for the module: `same` or `differs` (recorded now), `shared` (recorded
    /// already; the module joins its users), `missing` (not recorded; `update` writes it).
    struct Support: Encodable {
        let path: String
        let state: String

        static let schema = ReportSchema.object(
            required: [
                "path": ReportSchema.string(),
                "state": ReportSchema.string(values: ["same", "differs", "shared", "missing"]),
            ])
    }

    /// One input the headers give different values for.
    struct Disagreement: Encodable {
        let input: String
        let option: String
        let values: [String]
        let files: [Int]

        static let schema = ReportSchema.object(
            required: [
                "input": ReportSchema.string(values: AdoptReport.headerInputs), "option": ReportSchema.string(),
                "values": ReportSchema.strings(), "files": ReportSchema.array(of: ReportSchema.integer()),
            ])
    }

    /// The inputs a header names: `author`, `company`, `project`, `date`.
    private static let headerInputs = HeaderInputs.Input.allCases.map(\.rawValue)

    /// The JSON Schema of the document, for MCP's `outputSchema`.
    static let schema = ReportSchema.object(
        "The module recorded in the lockfile, and how its files compare with the template's render",
        required: [
            "module": ReportSchema.string(), "template": ReportSchema.string(), "lockfile": ReportSchema.string(),
            "dryRun": ReportSchema.boolean(), "same": ReportSchema.integer("How many files equal the render"),
            "files": ReportSchema.array(of: File.schema),
            "support": ReportSchema.array(of: Support.schema),
            "fromHeaders": ReportSchema.object(
                "The inputs taken from the files' headers",
                required: [:],
                optional: Dictionary(uniqueKeysWithValues: headerInputs.map { ($0, ReportSchema.string()) })),
            "headerDisagreements": ReportSchema.array(of: Disagreement.schema),
            "inputs": ReportSchema.object(
                "The inputs the base was rendered with",
                required: Dictionary(uniqueKeysWithValues: headerInputs.map { ($0, ReportSchema.string()) })),
        ])

    let module: String
    let template: String
    let lockfile: String
    let dryRun: Bool
    /// How many files equal the render.
    let same: Int
    let files: [File]
    /// The support files the set makes for the module, and how each is recorded.
    let support: [Support]
    /// The inputs taken from the files' headers, by input (`author`, `company`, `project`, `date`).
    let fromHeaders: [String: String]
    /// Headers that name different values for an input: the module takes the most files' value, and a file whose
    /// header gives another author or date is rendered with its own.
    let headerDisagreements: [Disagreement]
    /// The inputs the base was rendered with.
    let inputs: [String: String]

    private let order: [String]

    init(
        _ adoption: ModuleAdoption.Result, module: String, template: String, dryRun: Bool, lockfile: String,
        show: (URL) -> String
    ) {
        self.module = module
        self.template = template
        self.lockfile = lockfile
        self.dryRun = dryRun
        same = adoption.files.count { $0.state == .same }
        files = adoption.files.map { File(path: show($0.url), state: $0.state.rawValue) }
        support = adoption.support.map { Support(path: show($0.url), state: $0.state.rawValue) }
        fromHeaders = Dictionary(uniqueKeysWithValues: adoption.fromHeaders.map { ($0.input.rawValue, $0.value) })
        order = adoption.fromHeaders.map(\.input.rawValue)
        headerDisagreements = HeaderInputs.Input.allCases.filter(adoption.headersRead.contains).compactMap { input in
            guard let counts = adoption.headers?.disagreed[input] else { return nil }
            return Disagreement(
                input: input.rawValue, option: "--" + input.rawValue, values: counts.map(\.value),
                files: counts.map(\.files))
        }
        let request = adoption.request
        inputs = [
            "author": request.author, "company": request.company, "project": request.projectName,
            "date": request.date.iso8601,
        ]
    }

    private enum CodingKeys: String, CodingKey {
        case module, template, lockfile, dryRun, same, files, support, fromHeaders, headerDisagreements, inputs
    }

    /// The text report: what was recorded, what the headers gave, and each file's state.
    var text: String {
        var lines = [
            "\(dryRun ? "would record" : "recorded") \(module) (\(template)) in \(lockfile): \(same) of \(files.count) "
                + "files equal the template's render"
        ]
        if !order.isEmpty {
            let values = order.map { $0 == "date" ? "date \(fromHeaders[$0]!)" : "\($0) '\(fromHeaders[$0]!)'" }
            lines.append(
                "from the files' headers: " + values.joined(separator: ", ") + " ("
                    + order.map { "--" + $0 }.joined(separator: ", ") + " to choose others)")
        }
        for disagreement in headerDisagreements {
            let values = zip(disagreement.values, disagreement.files).map {
                "'\($0)' in \($1) file\($1 == 1 ? "" : "s")"
            }
            lines.append(
                "the headers disagree on the \(disagreement.input) (" + values.joined(separator: ", ")
                    + "); the module takes '\(inputs[disagreement.input] ?? "")'"
                    + (["author", "date"].contains(disagreement.input) ? ", each other file its own" : "")
                    + "; pass \(disagreement.option) to choose")
        }
        for file in files {
            switch file.state {
            case "same": lines.append("same     \(file.path)")
            case "differs": lines.append("differs  \(file.path) (your version; 'viper-gen update' keeps your changes)")
            default:
                lines.append(
                    "absent   \(file.path) (left out: 'viper-gen update --restore \(file.path)' writes it)")
            }
        }
        for file in support {
            switch file.state {
            case "same": lines.append("same     \(file.path) (support file)")
            case "differs":
                lines.append(
                    "differs  \(file.path) (support file, your version; 'viper-gen update' keeps your changes)")
            case "shared":
                lines.append("shared   \(file.path) (support file recorded already; \(module) joins its users)")
            default: lines.append("missing  \(file.path) (support file: 'viper-gen update' writes it)")
            }
        }
        return lines.enumerated().map { ($0.offset == 0 ? "" : "  ") + $0.element + "\n" }.joined()
    }
}
