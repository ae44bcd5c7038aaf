import ViperGenEngine
import ViperGenGeneration
import ViperGenMCP
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The JSON document `viper-gen module --json` prints: the template, its parameters and every file.
struct RunReport: Encodable {
    struct File: Encodable {
        let path: String
        let action: String
        let kind: String
        let module: String
        /// Only on a dry run, so a script can see the output without it being written.
        let contents: String?

        static let schema = ReportSchema.object(
            required: [
                "path": ReportSchema.string(), "action": ReportSchema.string(values: ["create", "replace"]),
                "kind": ReportSchema.string(values: ["code", "test"]), "module": ReportSchema.string(),
            ],
            optional: ["contents": ReportSchema.string("The file's text, on a dry run only")])
    }

    /// An empty folder a Generamba set asks for (an entry without `path`).
    struct Folder: Encodable {
        let path: String
        /// `create`, or `exists` when it is there already.
        let action: String
        let kind: String
        let module: String

        static let schema = ReportSchema.object(
            required: [
                "path": ReportSchema.string(), "action": ReportSchema.string(values: ["create", "exists"]),
                "kind": ReportSchema.string(values: ["code", "test"]), "module": ReportSchema.string(),
            ])
    }

    /// The JSON Schema of the document, for MCP's `outputSchema`.
    static let schema = ReportSchema.object(
        "The files 'module' (or 'gen') writes, or would write on a dry run",
        required: [
            "template": ReportSchema.string(),
            "parameters": ["type": "object", "description": "The template parameters' values, by name"],
            "dryRun": ReportSchema.boolean(), "files": ReportSchema.array(of: File.schema),
        ],
        optional: [
            "xcodeProject": XcodeProject.schema, "package": Package.schema,
            "folders": ReportSchema.array(of: Folder.schema, "Empty folders the set asks for"),
            "insertions": ReportSchema.array(of: Insertion.schema, "Text put into existing files"),
        ])

    let template: String
    let parameters: [String: TemplateValue]
    let dryRun: Bool
    let files: [File]
    /// Present when the run edits an Xcode project.
    let xcodeProject: XcodeProject?
    /// Present when the run makes its modules SwiftPM targets (`--add-target`).
    let package: Package?
    /// Left out of the document when the run creates none, so that `module` reports keep their shape.
    let folders: [Folder]?
    /// The text put into existing files; left out when the set makes none, as `folders` is.
    let insertions: [Insertion]?

    init(plan: GenerationPlan, dryRun: Bool, currentDirectory: URL) {
        template = plan.templateName
        parameters = plan.parameters
        self.dryRun = dryRun
        files = plan.files.map {
            File(
                path: Self.displayPath($0.url, from: currentDirectory),
                action: $0.replacesExistingFile ? "replace" : "create", kind: $0.kind.rawValue, module: $0.module,
                contents: dryRun ? $0.contents : nil)
        }
        xcodeProject = plan.xcodeProject.map { XcodeProject($0, currentDirectory: currentDirectory) }
        package = plan.packageManifest.map { Package($0, dryRun: dryRun, currentDirectory: currentDirectory) }
        folders =
            plan.folders.isEmpty
            ? nil
            : plan.folders.map {
                Folder(
                    path: Self.displayPath($0.url, from: currentDirectory), action: $0.exists ? "exists" : "create",
                    kind: $0.kind.rawValue, module: $0.module)
            }
        insertions =
            plan.insertions.isEmpty
            ? nil : plan.insertions.map { Insertion($0, dryRun: dryRun, currentDirectory: currentDirectory) }
    }

    func json() throws(Diagnostics) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
        } catch {
            throw Diagnostics([Diagnostic(.io, "cannot encode the JSON report: \(error)")])
        }
    }

    /// `url` relative to `directory` when it is inside it, else absolute.
    static func displayPath(_ url: URL, from directory: URL) -> String {
        displayPath(url.normalizedPath, from: directory)
    }

    /// `displayPath(_:from:)` for a normalized absolute path.
    static func displayPath(_ path: String, from directory: URL) -> String {
        displayPath(path, fromPath: directory.normalizedPath)
    }

    /// `displayPath(_:from:)` for a normalized absolute path and the directory's normalized path, for a caller that
    /// shows many paths: a URL's path costs about 5,000 instructions each time it is asked for.
    static func displayPath(_ path: String, fromPath base: String) -> String {
        path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }
}
