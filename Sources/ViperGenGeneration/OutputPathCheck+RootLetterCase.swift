import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension OutputPathCheck {
    /// The refusal (can't create, 73) of the output directory `root` when a folder on its path is on disk spelled
    /// differently only in letter case (or Unicode normalisation): `sources/app` where `Sources/App` is. A Mac would
    /// write into the existing folder while the lockfile records the other spelling; Linux would make a second folder
    /// a Mac cannot check out. `nil` when there is none.
    ///
    /// Every component of `root` below the folder it shares with `project` (the project's folder, which the output
    /// directory is typed or configured relative to) is compared with the entries of the folder above it; the folders
    /// above are where the project lives, not part of the output path.
    static func rootCaseClash(_ root: URL, project: URL) -> Diagnostic? {
        let rootComponents = ProjectPath.components(root.normalizedPath)
        let projectComponents = ProjectPath.components(project.normalizedPath)
        var shared = 0
        while shared < min(rootComponents.count, projectComponents.count),
            rootComponents[shared].utf8.elementsEqual(projectComponents[shared].utf8)
        {
            shared += 1
        }
        var current = "/" + rootComponents[..<shared].joined(separator: "/")
        var listings = FolderListings()
        for component in rootComponents[shared...] {
            let name = String(component)
            if let variant = FileSystem.caseVariant(of: name, inFolder: current, listings: &listings) {
                let existing = joinedPath(current, variant)
                return Diagnostic(
                    .cannotCreate,
                    "\(joinedPath(current, name)) differs only in letter case from \(existing), which is on disk; a "
                        + "case-insensitive file system (macOS's default) takes them for one folder: spell the output "
                        + "directory as on disk (\(existing)), or choose one that differs in more than letter case")
            }
            current = joinedPath(current, name)
        }
        return nil
    }
}
