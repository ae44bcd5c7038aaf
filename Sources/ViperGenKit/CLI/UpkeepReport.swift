import ViperGenGeneration
import ViperGenMCP
import ViperGenSupport
import ViperGenUpkeep

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The JSON documents of `modules`, `check`, `outdated`, `update`, `remove` and `adopt`.
enum UpkeepReport {
    /// `modules --json`.
    struct Modules: Encodable {
        let lockfile: String
        let modules: [Module]

        static let schema = ReportSchema.object(
            "Every module viper-gen.lock records, and its state",
            required: ["lockfile": ReportSchema.string(), "modules": ReportSchema.array(of: Module.schema)])
    }

    /// One module of `modules --json`.
    struct Module: Encodable {
        let name: String
        let template: String
        let version: String?
        let source: String
        let states: [String]
        let editedFiles: [String]
        let missingFiles: [String]
        let conflictedFiles: [String]

        static let schema = ReportSchema.object(
            required: [
                "name": ReportSchema.string(), "template": ReportSchema.string(), "source": ReportSchema.string(),
                "states": ReportSchema.array(
                    of: ReportSchema.string(values: ModuleStatus.State.allCases.map(\.rawValue))),
                "editedFiles": ReportSchema.strings(), "missingFiles": ReportSchema.strings(),
                "conflictedFiles": ReportSchema.strings(),
            ],
            optional: ["version": ReportSchema.string()])

        init(_ status: ModuleStatus, show: (String) -> String) {
            name = status.name
            template = status.module.template.name
            version = status.module.template.version
            source = status.module.template.source
            states = status.states.map(\.rawValue)
            editedFiles = status.editedFiles.map(show)
            missingFiles = status.missingFiles.map(show)
            conflictedFiles = status.conflictedFiles.map(show)
        }
    }

    /// `check --json`.
    struct Check: Encodable {
        let passed: Bool
        /// How many modules are recorded.
        let modules: Int
        let problems: [Problem]

        static let schema = ReportSchema.object(
            "Whether every recorded module is current (exit 1 when not)",
            required: [
                "passed": ReportSchema.boolean(), "modules": ReportSchema.integer("How many modules are recorded"),
                "problems": ReportSchema.array(of: Problem.schema),
            ])
    }

    /// One thing `check` fails on.
    struct Problem: Encodable {
        let module: String
        /// `outdated`, `missing` or `conflicted`.
        let state: String
        let message: String
        let fix: String

        static let schema = ReportSchema.object(
            required: [
                "module": ReportSchema.string(),
                "state": ReportSchema.string(
                    values: ["outdated", "missing", "conflicted", ModuleStatus.State.missingBase.rawValue]),
                "message": ReportSchema.string(), "fix": ReportSchema.string("The command that fixes it"),
            ])
    }

    /// `update --json`.
    struct Update: Encodable {
        struct File: Encodable {
            let module: String
            let path: String
            let action: String
            let conflicts: Int
            /// How many of the conflicts only add template lines next to the user's edits.
            let templateAdditions: Int
            /// Only on a dry run. JSON holds text: bytes that are not UTF-8 show as U+FFFD here (nothing is written
            /// on a dry run, and the run itself keeps them).
            let contents: String?

            static let schema = ReportSchema.object(
                required: [
                    "module": ReportSchema.string(), "path": ReportSchema.string(),
                    "action": ReportSchema.string(values: FileUpdate.Action.allCases.map(\.rawValue)),
                    "conflicts": ReportSchema.integer(), "templateAdditions": ReportSchema.integer(),
                ],
                optional: ["contents": ReportSchema.string("The file's new text, on a dry run only")])
        }

        static let schema = ReportSchema.object(
            "What 'update' does to each file of the modules (exit 1 when a file is conflicted)",
            required: [
                "dryRun": ReportSchema.boolean(), "files": ReportSchema.array(of: File.schema),
                "conflictedFiles": ReportSchema.integer("How many files hold conflicts"),
            ])

        let dryRun: Bool
        let files: [File]
        /// How many files hold conflicts.
        let conflictedFiles: Int

        init(_ result: ModuleUpdatePlanner.Result, dryRun: Bool, show: (String) -> String) {
            self.dryRun = dryRun
            files = result.files.map {
                File(
                    module: $0.module, path: show($0.path), action: $0.action.rawValue, conflicts: $0.conflicts,
                    templateAdditions: $0.templateAdditions,
                    contents: dryRun ? $0.contents.map { String(decoding: $0, as: UTF8.self) } : nil)
            }
            conflictedFiles = result.files.count { $0.action == .conflicted || $0.action == .unresolved }
        }
    }

    /// Encodes `value` with sorted keys, pretty printed, ending in a newline.
    static func json(_ value: some Encodable) throws(Diagnostics) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
        } catch {
            throw Diagnostics([Diagnostic(.io, "cannot encode the JSON report: \(error)")])
        }
    }
}

/// Argument checks the lockfile commands share.
enum UpkeepArguments {
    /// A command that takes no arguments got some.
    static func checkNone(_ positionals: [String], command: String) throws(Diagnostics) {
        guard let first = positionals.first else { return }
        throw Diagnostics([
            Diagnostic(
                .usage, "'viper-gen \(command)' takes no arguments, got '\(first)'; see 'viper-gen help \(command)'")
        ])
    }
}
