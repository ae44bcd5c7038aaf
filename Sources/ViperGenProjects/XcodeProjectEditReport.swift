/// What an edit of an Xcode project adds, file by file, for `--dry-run`, `--json` and the run's summary.
public struct XcodeProjectEditReport: Equatable, Sendable {
    /// Where a file appears in the project navigator.
    public enum Placement: Equatable, Sendable {
        /// A new file reference in `group` (group names from the top, `MyApp/Modules/Search`).
        case added(group: String)
        /// The project already refers to the file (a `--force` run), from `group`.
        case alreadyReferenced(group: String)
        /// The file lies in an Xcode 16 synchronized folder (its path in the project): Xcode lists it by itself.
        case synchronizedFolder(folder: String)
    }

    /// How a file joins one target.
    public enum Membership: Equatable, Sendable {
        /// A new build file in the target's build phase.
        case added(target: String, phase: XcodeProjectError.BuildPhase)
        /// The file is already in the target (a `--force` run); nothing added.
        case alreadyMember(target: String)
        /// The target builds the synchronized folder the file lies in; Xcode picks the file up, nothing added.
        case synchronized(target: String, folder: String)
        /// The folder is synchronized with other targets: the file joins this one through the folder's membership
        /// exceptions for it, as Xcode does when its box is ticked.
        case addedToFolderExceptions(target: String, folder: String)
        /// The target's membership exceptions for the folder exclude the file (or a folder holding it); respected,
        /// so the target does not build the file.
        case excludedByFolderExceptions(target: String, folder: String)
    }

    /// One file and what happens to it.
    public struct File: Equatable, Sendable {
        /// The file's path relative to the project's folder.
        public let path: String
        /// Where it appears in the navigator.
        public let placement: Placement
        /// How it joins each target it belongs to, in the order the targets were given.
        public let targets: [Membership]
    }

    /// The files, in the order given.
    public let files: [File]
    /// The groups the edit creates (group names from the top), in the order created.
    public let newGroups: [String]
    /// Whether the project file changes at all; when it does not, there is nothing to write.
    public let changesProject: Bool

    /// This report, then `next` (a second edit of the same project file).
    package func followed(by next: XcodeProjectEditReport) -> XcodeProjectEditReport {
        XcodeProjectEditReport(
            files: files + next.files, newGroups: newGroups + next.newGroups,
            changesProject: changesProject || next.changesProject)
    }

    /// One line a file, as a dry run prints them:
    /// `MyApp/Modules/Search/SearchView.swift: group MyApp/Modules/Search; target MyApp (Sources)`.
    public var lines: [String] {
        files.map { file in
            let place =
                switch file.placement {
                case .added(let group): "group \(group)"
                case .alreadyReferenced(let group): "already in group \(group)"
                case .synchronizedFolder(let folder): "synchronized folder \(folder)"
                }
            let targets = file.targets.map { membership in
                switch membership {
                case .added(let target, let phase): "target \(target) (\(phase.rawValue))"
                case .alreadyMember(let target): "already in target \(target)"
                case .synchronized(let target, _): "target \(target) (picked up by Xcode)"
                case .addedToFolderExceptions(let target, let folder):
                    "target \(target) (membership exception of folder \(folder))"
                case .excludedByFolderExceptions(let target, let folder):
                    "not in target \(target): the exceptions of folder \(folder) exclude it"
                }
            }
            return "\(file.path): " + ([place] + targets).joined(separator: "; ")
        }
    }
}
