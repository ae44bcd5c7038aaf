#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ModuleRecorder {
    /// The recorded path that `given` names: `given` read as a path on the command line is (relative to
    /// `directory`, the current directory), then made relative to the lockfile's folder, as the lockfile records
    /// paths; `nil` when it is not one of `candidates` (or lies outside the lockfile's folder). What `update
    /// --restore` and `resolve`'s file arguments are resolved with.
    package func recordedPath(_ given: String, from directory: URL, among candidates: Set<String>) -> String? {
        let url = URL(fileURLWithPath: given, relativeTo: directory).standardizedFileURL
        guard let path = relativePath(url), candidates.contains(path) else { return nil }
        return path
    }
}
