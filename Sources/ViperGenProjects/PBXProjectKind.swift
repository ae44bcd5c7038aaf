import ViperGenEngine
import ViperGenFormats

/// `project.pbxproj`, Xcode's property-list project file: read by `PBXProjectReader`, edited by
/// `PBXProjectEditor`, written by `PBXProjectWriter` (untouched objects keep their bytes).
enum PBXProjectKind: XcodeProjectFileKind {
    typealias Editor = PBXProjectEditor

    static let fileName = "project.pbxproj"

    static func model(contents: [UInt8], named name: String, containingFolder: String, fileNames: Set<String>?)
        throws(XcodeProjectError) -> PBXProjectModel
    {
        do {
            let document = try PBXDocumentCache.document(reading: contents, named: name)
            return try PBXProjectModel(document: document, containingFolder: containingFolder, fileNames: fileNames)
        } catch {
            throw XcodeProjectError(error, file: name)
        }
    }

    /// The model of a document taken out of `PBXDocumentCache` (or read, when it is not there), so that the edit
    /// changes the only copy: with the cache holding the document too, the first change copied its 50,000 objects
    /// (1,200 page faults for a 12 MB project).
    static func modelToEdit(contents: [UInt8], named name: String, containingFolder: String, fileNames: Set<String>?)
        throws(XcodeProjectError) -> PBXProjectModel
    {
        do {
            let document = try PBXDocumentCache.take(reading: contents, named: name)
            return try PBXProjectModel(document: document, containingFolder: containingFolder, fileNames: fileNames)
        } catch {
            throw XcodeProjectError(error, file: name)
        }
    }

    /// Gives the document back to `PBXDocumentCache` when the edit left its objects as read.
    static func finishedEditing(_ editor: PBXProjectEditor) {
        PBXDocumentCache.keep(editor.document)
    }

    static func targets(contents: [UInt8], named name: String, containingFolder: String)
        throws(XcodeProjectError) -> [ProjectTarget]
    {
        // Targets need no groups: walking them was a fifth of choosing the targets of a 12 MB project.
        let model: PBXProjectModel
        do {
            let document = try PBXDocumentCache.document(reading: contents, named: name)
            model = try PBXProjectModel(
                document: document, containingFolder: containingFolder, fileNames: [], readingGroups: false)
        } catch {
            throw XcodeProjectError(error, file: name)
        }
        return model.targets.map { target in
            var settings = model.buildSettings(of: model.projectObject)
            settings.merge(model.buildSettings(of: target.object)) { _, target in target }
            return ProjectTarget(
                name: target.name, productType: model.string(target.object, .productType), settings: settings,
                testedTarget: model.dependencies(of: target.object).first)
        }
    }
}

extension PBXProjectModel: XcodeProjectModel {}

extension PBXProjectModel.Target: XcodeProjectModelTarget {}

extension PBXProjectModel.Group: XcodeProjectModelGroup {
    var isSynchronizedFolder: Bool { isSynchronized }
}

extension PBXProjectEditor: XcodeProjectEditor {
    var bytes: [UInt8] { PBXProjectWriter.write(document) }
}
