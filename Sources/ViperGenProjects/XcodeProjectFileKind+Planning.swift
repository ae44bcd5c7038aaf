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
    /// held only them, up the tree. Everything else keeps its bytes, so a project that only ever gained these files
    /// is back to its exact bytes.
    /// - Throws: `XcodeProjectError` for a file that does not read.
    static func planRemoval(contents: [UInt8], named name: String, containingFolder: String, removing paths: [String])
        throws(XcodeProjectError) -> (contents: [UInt8], report: XcodeProjectRemovalReport)
    {
        let lineBreaks = LineBreaks(of: contents)
        let model = try model(
            contents: lineBreaks.normalized(contents), named: name, containingFolder: containingFolder,
            fileNames: Set(paths.map { ProjectPath.lastComponent($0) }))
        let references = paths.compactMap { path in
            model.fileReferences[ProjectPath.normalized(path)].map { (path, $0) }
        }
        guard !references.isEmpty else { return (contents, XcodeProjectRemovalReport()) }
        let removal = removing(references.map(\.1), from: model)
        return (
            lineBreaks.restored(removal.bytes),
            XcodeProjectRemovalReport(removedFiles: references.map(\.0), removedGroups: removal.removedGroups)
        )
    }
}
