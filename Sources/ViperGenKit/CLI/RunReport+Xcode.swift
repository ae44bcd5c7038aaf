import ViperGenGeneration
import ViperGenMCP
import ViperGenProjects

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension RunReport {
    /// What the run does to the Xcode project, in the JSON report.
    struct XcodeProject: Encodable {
        /// How one file joins one target.
        struct Membership: Encodable {
            let target: String
            /// `added`, `alreadyMember`, `synchronized`, `addedToFolderExceptions` or `excludedByFolderExceptions`.
            let membership: String
            /// The build phase a new build file joins (`Sources`, `Resources`).
            let phase: String?
            /// The synchronized folder that decides the membership.
            let folder: String?

            static let schema = ReportSchema.object(
                required: [
                    "target": ReportSchema.string(),
                    "membership": ReportSchema.string(
                        values: [
                            "added", "alreadyMember", "synchronized", "addedToFolderExceptions",
                            "excludedByFolderExceptions",
                        ]),
                ],
                optional: [
                    "phase": ReportSchema.string(values: ["Sources", "Resources"]), "folder": ReportSchema.string(),
                ])
        }

        /// One file and where it lands.
        struct File: Encodable {
            let path: String
            /// `added`, `alreadyReferenced` or `synchronizedFolder`.
            let placement: String
            /// The group (or synchronized folder) it appears in.
            let group: String
            let targets: [Membership]

            static let schema = ReportSchema.object(
                required: [
                    "path": ReportSchema.string(),
                    "placement": ReportSchema.string(values: ["added", "alreadyReferenced", "synchronizedFolder"]),
                    "group": ReportSchema.string(), "targets": ReportSchema.array(of: Membership.schema),
                ])
        }

        static let schema = ReportSchema.object(
            "What the run does to the Xcode project (--xcodeproj)",
            required: [
                "path": ReportSchema.string(), "action": ReportSchema.string(values: ["update", "unchanged"]),
                "newGroups": ReportSchema.strings(), "files": ReportSchema.array(of: File.schema),
            ])

        let path: String
        /// `update` when the project file changes, `unchanged` when it does not.
        let action: String
        let newGroups: [String]
        let files: [File]

        init(_ update: XcodeProjectUpdate, currentDirectory: URL) {
            path = RunReport.displayPath(update.project, from: currentDirectory)
            action = update.file == nil ? "unchanged" : "update"
            newGroups = update.report.newGroups
            files = update.report.files.map { file in
                let (placement, group): (String, String) =
                    switch file.placement {
                    case .added(let group): ("added", group)
                    case .alreadyReferenced(let group): ("alreadyReferenced", group)
                    case .synchronizedFolder(let folder): ("synchronizedFolder", folder)
                    }
                return File(
                    path: file.path, placement: placement, group: group, targets: file.targets.map(Self.membership))
            }
        }

        private static func membership(_ membership: XcodeProjectEditReport.Membership) -> Membership {
            switch membership {
            case .added(let target, let phase):
                Membership(target: target, membership: "added", phase: phase.rawValue, folder: nil)
            case .alreadyMember(let target):
                Membership(target: target, membership: "alreadyMember", phase: nil, folder: nil)
            case .synchronized(let target, let folder):
                Membership(target: target, membership: "synchronized", phase: nil, folder: folder)
            case .addedToFolderExceptions(let target, let folder):
                Membership(target: target, membership: "addedToFolderExceptions", phase: nil, folder: folder)
            case .excludedByFolderExceptions(let target, let folder):
                Membership(target: target, membership: "excludedByFolderExceptions", phase: nil, folder: folder)
            }
        }
    }

    /// The lines that say what the run does to the Xcode project: `updated App.xcodeproj` and one line a file.
    static func xcodeLines(_ update: XcodeProjectUpdate, dryRun: Bool, from currentDirectory: URL) -> [String] {
        let heading = changeHeading(update.project, changes: update.file != nil, dryRun: dryRun, from: currentDirectory)
        return [heading] + update.report.lines.map { "  " + $0 }
    }

    /// The first line about a project file the run may edit: `updated App.xcodeproj`, `would update …` on a dry run,
    /// or `… needs no change`.
    static func changeHeading(_ file: URL, changes: Bool, dryRun: Bool, from currentDirectory: URL) -> String {
        let path = displayPath(file, from: currentDirectory)
        guard changes else { return "\(path) needs no change" + (dryRun ? "" : " (nothing written to it)") }
        return dryRun ? "would update \(path)" : "updated \(path)"
    }
}
