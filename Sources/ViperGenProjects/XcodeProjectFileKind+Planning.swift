import ViperGenFormats
import ViperGenSupport

extension XcodeProjectFileKind {
    /// Plans `request`: reads the file with only the request's file names resolved, edits it with the kind's
    /// editor, and writes it again; a CRLF file is edited as LF text and written with CRLF again, so that only the
    /// added lines differ. Unchanged, the file keeps its bytes.
    /// - Throws: `XcodeProjectError` for a file that does not read or an edit that cannot be made.
    static func plan(contents: [UInt8], named name: String, containingFolder: String, request: ProjectEditRequest)
        throws(XcodeProjectError) -> (contents: [UInt8], report: XcodeProjectEditReport)
    {
        let lineBreaks = LineBreaks(of: contents)
        // The model goes straight into the editor: a second reference to it made the edit's first change copy it.
        var editor = Editor(
            model: try modelToEdit(
                contents: lineBreaks.normalized(contents), named: name, containingFolder: containingFolder,
                fileNames: Set(request.files.map { ProjectPath.lastComponent($0.path) })))
        let report = try editor.apply(request)
        guard report.changesProject else {
            finishedEditing(editor)
            return (contents, report)
        }
        let bytes = lineBreaks.restored(editor.bytes)
        finishedEditing(editor)
        return (bytes, report)
    }

    static func modelToEdit(contents: [UInt8], named name: String, containingFolder: String, fileNames: Set<String>?)
        throws(XcodeProjectError) -> Model
    {
        try model(contents: contents, named: name, containingFolder: containingFolder, fileNames: fileNames)
    }

    static func finishedEditing(_ editor: Editor) {}

    /// Plans removing the files at `paths` (absolute): their file references, what builds them, and the groups that
    /// held only them, up the tree; for files in synchronized folders, the membership exceptions that made them join
    /// other targets (and the exception sets left with nothing else). Everything else keeps its bytes, so a project
    /// that only ever gained these files is back to its exact bytes.
    /// - Throws: `XcodeProjectError` for a file that does not read.
    static func planRemoval(contents: [UInt8], named name: String, containingFolder: String, removing paths: [String])
        throws(XcodeProjectError) -> (contents: [UInt8], report: XcodeProjectRemovalReport)
    {
        let lineBreaks = LineBreaks(of: contents)
        let fileNames = Set(paths.map { ProjectPath.lastComponent($0) })
        var bytes = lineBreaks.normalized(contents)
        let model = try model(
            contents: bytes, named: name, containingFolder: containingFolder, fileNames: fileNames)
        let references = paths.compactMap { path in
            model.fileReferences[ProjectPath.normalized(path)].map { (path, $0) }
        }
        var removedGroups = 0
        if !references.isEmpty {
            (bytes, removedGroups) = removing(references.map(\.1), from: model)
        }
        // Files in synchronized folders have no reference; those that joined another target are listed in the
        // folder's exceptions for it. Taken out of the file as it is now (read again after the references went).
        let referenced = Set(references.map(\.0))
        let unreferenced = paths.filter { !referenced.contains($0) }
        var fromFolders: [String] = []
        if !unreferenced.isEmpty, model.groups.contains(where: \.isSynchronizedFolder) {
            let current =
                references.isEmpty
                ? model
                : try self.model(
                    contents: bytes, named: name, containingFolder: containingFolder, fileNames: fileNames)
            var editor = Editor(model: current)
            fromFolders = editor.removeFolderExceptions(for: unreferenced)
            if !fromFolders.isEmpty { bytes = editor.bytes }
            finishedEditing(editor)
        }
        guard !references.isEmpty || !fromFolders.isEmpty else { return (contents, XcodeProjectRemovalReport()) }
        let removed = Set(fromFolders).union(referenced)
        return (
            lineBreaks.restored(bytes),
            XcodeProjectRemovalReport(removedFiles: paths.filter { removed.contains($0) }, removedGroups: removedGroups)
        )
    }
}
