extension GenerationPlan {
    /// What writing this plan changes on disk: the generated files, then the insertions' edits, the empty folders,
    /// the record files, the Xcode project and the package manifests, inside the plan's confinement.
    package var changes: ChangeSet {
        var changes = ChangeSet(files: files + insertionEdits, confinement: confinement)
        changes.folders = folders
        changes.recordFiles = recordFiles
        changes.xcodeProjects = xcodeProject.map { [$0] } ?? []
        changes.packageManifest = packageManifest
        return changes
    }
}
