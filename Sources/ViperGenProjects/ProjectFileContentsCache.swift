import Dispatch
import ViperGenSupport

/// The bytes of the last project file this process read, kept so that reading it again, while it still holds them,
/// makes no second copy: `module` reads a project's file to choose its targets and again to edit it, and the second
/// read of a 12 MB `project.pbxproj` cost 12 MB of new memory (2,900 page faults) and a 12 MB comparison with the
/// cached document's bytes.
///
/// A hit is checked against the file itself, a block at a time (`FileSystem.holds`), so a changed file is always read
/// afresh; the bytes given back are the cached array, which `PBXDocumentCache` then knows at once.
final class ProjectFileContentsCache: @unchecked Sendable {
    /// The cache of the process.
    static let shared = ProjectFileContentsCache()

    // `last` is only read and written on `queue`.
    private let queue = DispatchQueue(label: "viper-gen.project-file-contents-cache")
    private var last: (path: String, bytes: [UInt8])?

    /// The bytes of the file at `path`: the cached ones when the file still holds them, else `read(path)`'s, which
    /// are kept; `nil` when `read` gives none.
    func contents(of path: String, reading read: (String) -> [UInt8]?) -> [UInt8]? {
        if let cached = queue.sync(execute: { last }), cached.path == path, FileSystem.holds(cached.bytes, atPath: path)
        {
            return cached.bytes
        }
        guard let bytes = read(path) else { return nil }
        queue.sync { last = (path, bytes) }
        return bytes
    }
}
