import ViperGenFormats
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Which module owns each path of a project, so that two modules never claim one path: the paths the lockfile
/// records, then those a run renders. Paths are relative to the lockfile's folder.
package struct PathClaims {
    private var owners: [String: String] = [:]
    private let lockfilePath: String

    /// The claims the modules of `lockfile` (at `lockfileURL`) record.
    package init(lockfile: Lockfile, lockfileURL: URL) {
        lockfilePath = lockfileURL.path
        for (name, module) in lockfile.modules {
            for file in module.files { owners[file.path] = name }
        }
    }

    /// Claims `path` for `module`.
    /// - Returns: The refusal (can't create, 73) naming both modules when another module owns the path.
    package mutating func claim(_ path: String, by module: String) -> Diagnostic? {
        if let owner = owners[path], owner != module {
            return Self.clash(path, owner: owner, claimant: module, lockfilePath: lockfilePath)
        }
        owners[path] = module
        return nil
    }

    /// The module other than `module` that `lockfile` records `path` for, if any.
    package static func owner(of path: String, besides module: String, in lockfile: Lockfile) -> String? {
        lockfile.modules.values.first { $0.name != module && $0.files.contains { $0.path == path } }?.name
    }

    /// The refusal (can't create, 73) of `path` claimed by `claimant` while `owner` owns it.
    package static func clash(_ path: String, owner: String, claimant: String, lockfilePath: String) -> Diagnostic {
        Diagnostic(
            .cannotCreate,
            "\(lockfilePath): \(path) would belong to both module \(owner) and module \(claimant); nothing was "
                + "written; a file belongs to one module: make the set's output paths differ (name them after the "
                + "module)")
    }
}
