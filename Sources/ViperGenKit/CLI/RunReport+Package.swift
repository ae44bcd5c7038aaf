import ViperGenGeneration
import ViperGenMCP

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension RunReport {
    /// What the run does to `Package.swift`, in the JSON report.
    struct Package: Encodable {
        /// One target the run declares.
        struct Target: Encodable {
            let name: String
            /// `target` or `testTarget`.
            let kind: String
            let dependencies: [String]
            /// `add`, or `exists` when the manifest declares it already.
            let action: String

            static let schema = ReportSchema.object(
                required: [
                    "name": ReportSchema.string(), "kind": ReportSchema.string(values: ["target", "testTarget"]),
                    "dependencies": ReportSchema.strings(), "action": ReportSchema.string(values: ["add", "exists"]),
                ])
        }

        static let schema = ReportSchema.object(
            "What the run does to Package.swift (--add-target)",
            required: [
                "path": ReportSchema.string(), "action": ReportSchema.string(values: ["update", "unchanged"]),
                "targets": ReportSchema.array(of: Target.schema),
            ],
            optional: [
                "contents": ReportSchema.string("The new manifest, on a dry run that changes it"),
                "variants": ReportSchema.strings("The version-specific manifests that get the same targets"),
            ])

        let path: String
        /// `update` when the manifest changes, `unchanged` when it does not.
        let action: String
        let targets: [Target]
        /// The new manifest, on a dry run that changes it.
        let contents: String?
        /// The version-specific manifests (`Package@swift-6.0.swift`, …) that get the same targets; absent when none
        /// changes.
        let variants: [String]?

        init(_ update: PackageManifestUpdate, dryRun: Bool, currentDirectory: URL) {
            path = RunReport.displayPath(update.manifest, from: currentDirectory)
            action = update.file == nil ? "unchanged" : "update"
            targets = update.entries.map { entry in
                Target(
                    name: entry.target.name, kind: entry.target.kind.rawValue, dependencies: entry.target.dependencies,
                    action: entry.exists ? "exists" : "add")
            }
            contents = dryRun ? update.file?.contents : nil
            variants =
                update.variants.isEmpty
                ? nil : update.variants.map { RunReport.displayPath($0.url, from: currentDirectory) }
        }
    }

    /// The lines that say what the run does to `Package.swift`: `updated Package.swift`, one line a target, on a
    /// dry run the new lines themselves, and a line for each version-specific manifest that gets the same targets.
    static func packageLines(_ update: PackageManifestUpdate, dryRun: Bool, from currentDirectory: URL) -> [String] {
        packageManifestLines(update, dryRun: dryRun, from: currentDirectory)
            + update.variants.map { variant in
                changeHeading(variant.url, changes: true, dryRun: dryRun, from: currentDirectory)
                    + " (the same targets: SwiftPM may read it instead of Package.swift)"
            }
    }

    /// The lines about `Package.swift` itself.
    private static func packageManifestLines(_ update: PackageManifestUpdate, dryRun: Bool, from currentDirectory: URL)
        -> [String]
    {
        let heading = changeHeading(
            update.manifest, changes: update.file != nil, dryRun: dryRun, from: currentDirectory)
        let targets = update.entries.map { entry in
            let kind = entry.target.kind == .target ? "target" : "test target"
            let dependencies =
                entry.target.dependencies.isEmpty
                ? "" : " (depends on \(entry.target.dependencies.joined(separator: ", ")))"
            if entry.exists { return "  \(kind) \(entry.target.name) is there already" }
            return "  \(dryRun ? "would add" : "added") \(kind) \(entry.target.name)\(dependencies)"
        }
        guard dryRun, update.file != nil else { return [heading] + targets }
        let manifest = displayPath(update.manifest, from: currentDirectory)
        let shown = update.addedLines.lines.enumerated().map { index, line in
            "  \(manifest):\(update.addedLines.first + index): \(line)"
        }
        return [heading] + targets + shown
    }
}
