/// A project file of an `.xcodeproj` bundle (`project.pbxproj`, `project.xcproj`): files join groups and targets,
/// and leave them. A kind supplies its format's model, editor and removal; the steps around them (line breaks, which
/// file names to resolve, the report) are shared, in `XcodeProjectFileKind+Planning.swift`.
protocol XcodeProjectFileKind: ProjectFileKind
where
    Addition == ProjectEditRequest, AdditionReport == XcodeProjectEditReport, Removal == [String],
    RemovalReport == XcodeProjectRemovalReport, Failure == XcodeProjectError, Editor.Model == Model
{
    /// The read file: its groups, file references and targets.
    associatedtype Model: XcodeProjectModel
    /// Adds files to a `Model`, and takes them out of synchronized folders' membership exceptions.
    associatedtype Editor: XcodeProjectEditor & XcodeFileTree

    /// Reads `contents` (LF line breaks), the file named `name` of a bundle in `containingFolder`.
    /// - Parameter fileNames: When given, only file references to files of these names are resolved to paths.
    /// - Throws: `XcodeProjectError` for a file that does not read.
    static func model(contents: [UInt8], named name: String, containingFolder: String, fileNames: Set<String>?)
        throws(XcodeProjectError) -> Model

    /// The model of `contents` for an addition, which its editor then changes; `model(…)` unless the kind can hand
    /// over a model that nothing else holds, which the editor changes in place.
    /// - Throws: `XcodeProjectError` for a file that does not read.
    static func modelToEdit(contents: [UInt8], named name: String, containingFolder: String, fileNames: Set<String>?)
        throws(XcodeProjectError) -> Model

    /// Called with the editor once an addition is planned (its bytes written when it changed anything): nothing,
    /// unless the kind keeps what it handed over.
    static func finishedEditing(_ editor: Editor)

    /// The bytes of `model` (LF line breaks) without the file references `references`, and the groups they leave
    /// empty, up the tree; how many groups went.
    static func removing(_ references: [Model.FileReference], from model: Model) -> (
        bytes: [UInt8], removedGroups: Int
    )

    /// The targets the file declares, in its order, with what `init` and the default target choice need.
    /// - Parameters:
    ///   - contents: The file's bytes.
    ///   - name: The file's path, for positions in errors.
    ///   - containingFolder: The folder that holds the project (its paths start there).
    /// - Throws: `XcodeProjectError` for a file that does not read.
    static func targets(contents: [UInt8], named name: String, containingFolder: String)
        throws(XcodeProjectError) -> [ProjectTarget]
}

/// A read Xcode project file, as the steps both formats share see it.
protocol XcodeProjectModel {
    /// Where a file reference is in the file.
    associatedtype FileReference
    /// A target of the project.
    associatedtype Target: XcodeProjectModelTarget
    /// A group of the navigator.
    associatedtype Group: XcodeProjectModelGroup
    /// The groups, main group first.
    var groups: [Group] { get }
    /// The project's folder: the folder holding the `.xcodeproj`.
    var projectFolder: String { get }
    /// The file references that resolve to a path, by absolute path.
    var fileReferences: [String: FileReference] { get }
    /// The project's targets, in its order.
    var targets: [Target] { get }
}

extension XcodeProjectModel {
    /// The names of the groups from the main group down to group `position` (empty for the main group), walked up
    /// from it: groups keep only their own names.
    func names(of position: Int) -> [String] {
        var names: [String] = []
        var current = position
        while let parent = groups[current].parent {
            names.append(groups[current].name)
            current = parent
        }
        return names.reversed()
    }
}

/// A group of a read Xcode project file.
protocol XcodeProjectModelGroup {
    /// The folder its children's paths start from; `nil` when it cannot be known.
    var folder: String? { get }
    /// The name the navigator shows (empty for the main group).
    var name: String { get }
    /// The position of the group listing it; `nil` for the main group.
    var parent: Int? { get }
    /// How many groups lie above it.
    var depth: Int { get }
    /// Whether it is a synchronized folder, which Xcode fills by itself.
    var isSynchronizedFolder: Bool { get }
}

/// A target of a read Xcode project file.
protocol XcodeProjectModelTarget {
    /// The target's name.
    var name: String { get }
}

/// Adds files to a read Xcode project file in memory.
protocol XcodeProjectEditor {
    associatedtype Model: XcodeProjectModel
    /// An editor of `model`.
    init(model: Model)
    /// Makes the edit and reports it.
    /// - Throws: `XcodeProjectError` for an edit that cannot be made.
    mutating func apply(_ request: ProjectEditRequest) throws(XcodeProjectError) -> XcodeProjectEditReport
    /// The edited file's bytes (LF line breaks).
    var bytes: [UInt8] { get }
}
