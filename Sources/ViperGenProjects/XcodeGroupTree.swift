/// The group tree of an Xcode project file being edited, as the one group editor both formats share sees it
/// (`XcodeGroupTree+Placement.swift`): which group a new file goes to, which groups are created on the way and where
/// their folders are. An editor (`PBXProjectEditor`, `XCProjEditor`) supplies its format's groups and makes new ones.
protocol XcodeGroupTree {
    /// The project's folder: the folder holding the `.xcodeproj`.
    var projectFolder: String { get }
    /// How many groups the tree has (the main group is 0).
    var groupCount: Int { get }
    /// The group at `position`.
    func group(at position: Int) -> XcodeTreeGroup
    /// The names of the groups from the main group down to group `position` (empty for the main group).
    func names(of position: Int) -> [String]
    /// The children of group `position` that the navigator shows as `name`, in the tree's order.
    func children(of position: Int, named name: String) -> [XcodeTreeChild]
    /// Makes a child group `name` of group `parent`, placed as `place` says, in the file and in the tree, and returns
    /// its position.
    /// - Throws: `XcodeProjectError` for a malformed structure met on the way.
    mutating func makeGroup(_ name: String, under parent: Int, place: XcodeNewGroupPlace)
        throws(XcodeProjectError) -> Int
    /// The groups made so far (names from the top joined with `/`), in the order made; the edit changes the file
    /// when there is any.
    var newGroups: [String] { get set }
}

/// One group as the shared group editor sees it.
struct XcodeTreeGroup {
    /// The folder its children's paths start from; `nil` when it cannot be known.
    let folder: String?
    /// How many groups lie above it.
    let depth: Int
    /// Whether it is a synchronized folder, which Xcode fills by itself.
    let isSynchronized: Bool
}

/// A child of a group with a given name.
enum XcodeTreeChild {
    /// A group that takes files, at this position.
    case group(Int)
    /// A synchronized folder.
    case synchronizedFolder
    /// A file.
    case file
}

/// Where a new group's folder is.
enum XcodeNewGroupPlace {
    /// The folder of its name inside its parent's folder (`path = Search`).
    case mirroring(folder: String)
    /// A folder that is not its parent's folder's child: an explicit group path's group stands for the folder the
    /// file path gives it (`relative` from the project's folder), as Generamba does.
    case standing(folder: String, relative: String)
    /// No folder of its own (`name` only): its parent's folder (logical groups, or no folder to stand for).
    case named(parentFolder: String?)

    /// The folder the new group's children's paths start from.
    var folder: String? {
        switch self {
        case .mirroring(let folder), .standing(let folder, _): folder
        case .named(let parentFolder): parentFolder
        }
    }
}
