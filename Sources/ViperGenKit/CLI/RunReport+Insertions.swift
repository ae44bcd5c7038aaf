import ViperGenGeneration
import ViperGenMCP

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension RunReport {
    /// An insertion in the JSON report.
    struct Insertion: Encodable {
        let path: String
        /// `insert`, or `present` when the text stood at the anchor already.
        let action: String
        let module: String
        let anchor: String
        let placement: String
        let text: String
        /// The change as a unified diff, on a dry run only.
        let diff: String?

        static let schema = ReportSchema.object(
            required: [
                "path": ReportSchema.string(), "action": ReportSchema.string(values: ["insert", "present"]),
                "module": ReportSchema.string(), "anchor": ReportSchema.string(),
                "placement": ReportSchema.string(values: ["after", "before"]), "text": ReportSchema.string(),
            ],
            optional: ["diff": ReportSchema.string("The change as a unified diff, on a dry run only")])

        init(_ insertion: GenerationPlan.Insertion, dryRun: Bool, currentDirectory: URL) {
            path = RunReport.displayPath(insertion.url, from: currentDirectory)
            action = insertion.alreadyPresent ? "present" : "insert"
            module = insertion.module
            anchor = insertion.anchor
            placement = insertion.placement.rawValue
            text = String(decoding: insertion.bytes, as: UTF8.self)
            diff = dryRun && !insertion.alreadyPresent ? RunReport.diff(insertion, path: path) : nil
        }
    }

    /// `insertion` as a unified diff of the file at `path` (as shown).
    static func diff(_ insertion: GenerationPlan.Insertion, path: String) -> String {
        "--- a/\(path)\n+++ b/\(path)\n" + insertion.hunk
    }

    /// The lines `module` prints for the run's insertions: one per insertion, and on a dry run each change as a
    /// unified diff.
    static func insertionLines(_ insertions: [GenerationPlan.Insertion], dryRun: Bool, from directory: URL) -> String {
        var text = ""
        for insertion in insertions {
            let path = displayPath(insertion.url, from: directory)
            let place = "\(insertion.placement.rawValue) '\(insertion.anchor)'"
            if insertion.alreadyPresent {
                text += "unchanged \(path): the text of \(insertion.module) is there already \(place)\n"
                continue
            }
            text += "\(dryRun ? "would insert" : "inserted") into \(path) \(place)\n"
            if dryRun { text += diff(insertion, path: path) }
        }
        return text
    }
}
