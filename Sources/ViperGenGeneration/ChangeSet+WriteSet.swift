import ViperGenWriting

extension ChangeSet {
    /// What the writer puts on disk for this change set: the files, the project files if they change, the new
    /// empty folders and the files to delete.
    var writeSet: WriteSet {
        var set = WriteSet(
            files: filesToWrite.map {
                WriteSet.File(
                    root: $0.root, rootPath: $0.rootPath, relativePath: $0.relativePath, bytes: $0.bytes,
                    replacesExistingFile: $0.replacesExistingFile, expectedContents: $0.expectedContents)
            },
            folders: folders.map { WriteSet.Folder(root: $0.root, relativePath: $0.relativePath, exists: $0.exists) },
            deletions: deletions, emptiedFolders: emptiedFolders)
        set.confinement = confinement
        return set
    }
}
