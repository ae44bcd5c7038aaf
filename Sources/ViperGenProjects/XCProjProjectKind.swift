import ViperGenEngine
import ViperGenFormats

/// `project.xcproj`, Xcode 27's JSON5 project file: read by `XCProjReader`, edited by `XCProjEditor`, written by
/// `XCProjWriter` (untouched nodes keep their bytes).
enum XCProjProjectKind: XcodeProjectFileKind {
    typealias Editor = XCProjEditor

    static let fileName = "project.xcproj"

    static func model(
        contents: [UInt8], named name: String, containingFolder: String, fileNames: Set<String>? = nil
    ) throws(XcodeProjectError) -> XCProjModel {
        do {
            let document = try XCProjReader.read(SourceText(name: name, bytes: contents))
            return try XCProjModel(document: document, containingFolder: containingFolder, fileNames: fileNames)
        } catch {
            throw XcodeProjectError(error, file: name)
        }
    }

    static func targets(contents: [UInt8], named name: String, containingFolder: String)
        throws(XcodeProjectError) -> [ProjectTarget]
    {
        let model = try model(contents: contents, named: name, containingFolder: containingFolder)
        let root = model.document.root
        return model.targets.map { target in
            var settings = strings(root[.buildSettings])
            settings.merge(strings(model.node(target.node)?[.buildSettings])) { _, target in target }
            return ProjectTarget(
                name: target.name, productType: target.productType, settings: settings, testedTarget: target.testHost)
        }
    }

    /// The string values of a `build-settings` object (settings without a condition).
    private static func strings(_ node: XCProjNode?) -> [String: String] {
        var settings: [String: String] = [:]
        for member in node?.members ?? [] {
            if let value = member.node.string { settings[member.key] = value }
        }
        return settings
    }
}

extension XCProjModel: XcodeProjectModel {}

extension XCProjModel.Target: XcodeProjectModelTarget {}

extension XCProjModel.Group: XcodeProjectModelGroup {
    var isSynchronizedFolder: Bool { isFolder }
}

extension XCProjEditor: XcodeProjectEditor {
    var bytes: [UInt8] { XCProjWriter.write(document) }
}
