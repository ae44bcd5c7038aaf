import ViperGenSupport
import ViperGenWriting

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Everything one run changes on disk, whatever planned it: the files it writes (rendered, merged, resolved, or
/// edited in place), the empty folders it creates, the files and folders it deletes, the lockfile and bases that
/// record its modules, and the Xcode projects and package manifests it edits, all confined to one project folder.
/// `CommitStep` writes it all or nothing. A render of a template set (`GenerationPlan.changes`) makes one; so does
/// each lifecycle command's planner (`update`, `adopt`, `remove`, `resolve`) and every run that writes files no set
/// rendered (`init`, `templates new`, `templates install`).
package struct ChangeSet: Sendable {
    /// One file to write.
    package typealias File = GenerationPlan.File
    /// An empty folder to create.
    package typealias Folder = GenerationPlan.Folder
    /// A file to delete, only if it still holds exactly its expected contents.
    package typealias Deletion = WriteSet.Deletion

    /// The files to write, generated files first, then the existing files edited in place (insertions, resolved
    /// conflicts), in the order the run planned them.
    package var files: [File]
    /// Empty folders to create.
    package var folders: [Folder] = []
    /// Files to delete (`remove`, `templates install`).
    package var deletions: [Deletion] = []
    /// Folders to remove after the deletions, each only if it is empty then (`remove`).
    package var emptiedFolders: [URL] = []
    /// The lockfile and the base files that record the run's modules (`ModuleRecorder`), written with the files.
    package var recordFiles: [File] = []
    /// The Xcode projects the run edits, each once.
    package var xcodeProjects: [XcodeProjectUpdate] = []
    /// The package manifests the run edits (`--add-target`).
    package var packageManifest: PackageManifestUpdate? = nil
    /// The project folder every written or deleted path must resolve inside; `nil` for runs that write only where
    /// the user typed.
    package var confinement: ProjectConfinement?

    /// Creates a change set that writes `files` (and, set afterwards, the rest) inside `confinement`.
    package init(files: [File] = [], confinement: ProjectConfinement? = nil) {
        self.files = files
        self.confinement = confinement
    }

    /// Every file the writer writes: the files, the record files, then the project files and the package manifests
    /// that change.
    package var filesToWrite: [File] {
        files + recordFiles + xcodeProjects.compactMap(\.file) + (packageManifest?.file.map { [$0] } ?? [])
            + (packageManifest?.variants ?? [])
    }
}
