/// An Xcode project file being edited, as the one file editor both formats share sees it
/// (`XcodeFileTree+Adding.swift`): its group tree, its targets, its file references, and how its format makes a file
/// join a target. `PBXProjectEditor` and `XCProjEditor` supply these; which group, which targets, what is there
/// already and what the run reports is decided once.
protocol XcodeFileTree: XcodeGroupTree {
    /// The read file being edited.
    associatedtype Model: XcodeProjectModel
    /// A file reference of the project.
    associatedtype Reference

    /// The file as edited so far.
    var model: Model { get }
    /// The reference to the file at `path` (absolute) and the group listing it, when the project has one.
    func existingReference(to path: String) -> (reference: Reference, group: Int)?
    /// Adds a reference to `file` (at `relativePath` from the project's folder) to `group`.
    /// - Throws: `XcodeProjectError` for a malformed structure met on the way.
    mutating func addReference(to file: XcodeProjectFile, relativePath: String, in group: Int)
        throws(XcodeProjectError) -> Reference
    /// Makes `file`, listed by `reference` (`isNew`: made by this edit), join `target`'s build phase for its kind.
    /// - Throws: `XcodeProjectError.missingBuildPhase`, or for a malformed structure met on the way.
    mutating func join(
        _ reference: Reference, isNew: Bool, file: XcodeProjectFile, relativePath: String, target: Model.Target
    ) throws(XcodeProjectError) -> XcodeProjectEditReport.Membership
    /// Whether `target` builds the synchronized `folder`, and the paths (from the folder) its membership exceptions
    /// for `target` list: what the target leaves out when it builds the folder, else what it builds in addition.
    func synchronizedFolder(_ folder: Int, for target: Model.Target) -> (buildsFolder: Bool, exceptions: [String])
    /// Lists `relative` (from the folder) in the synchronized `folder`'s membership exceptions for `target`.
    /// - Throws: `XcodeProjectError` for a malformed structure met on the way.
    mutating func addException(_ relative: String, to folder: Int, for target: Model.Target)
        throws(XcodeProjectError)
    /// Takes `relative` (from the folder) out of the synchronized `folder`'s membership exceptions for `target`, and
    /// what listed only it; whether it was listed. The inverse of `addException`.
    mutating func removeException(_ relative: String, from folder: Int, for target: Model.Target) -> Bool
    /// Generamba's `create_logical_groups`: new groups have no folder.
    var logicalGroups: Bool { get set }
    /// Whether the edit changed the file so far.
    var changesProject: Bool { get set }
}

extension XcodeFileTree {
    /// The project's folder: the folder holding the `.xcodeproj`.
    var projectFolder: String { model.projectFolder }
    /// How many groups the tree has (the main group is 0).
    var groupCount: Int { model.groups.count }

    /// The group at `position`.
    func group(at position: Int) -> XcodeTreeGroup {
        let group = model.groups[position]
        return XcodeTreeGroup(
            folder: group.folder, depth: group.depth, isSynchronized: group.isSynchronizedFolder)
    }

    /// The names of the groups from the main group down to group `position` (empty for the main group).
    func names(of position: Int) -> [String] {
        model.names(of: position)
    }
}
