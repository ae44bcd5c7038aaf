import ViperGenFormats
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Which module owns each path of a project, so that two modules never claim one path: the paths the lockfile
/// records (its files and the files it leaves out, `absent`: both are the module's), then those a run renders. Paths
/// are relative to the lockfile's folder.
package struct PathClaims {
    private var owners: [String: String] = [:]
    private let lockfilePath: String

    /// The claims the modules of `lockfile` (at `lockfileURL`) record.
    package init(lockfile: Lockfile, lockfileURL: URL) {
        lockfilePath = lockfileURL.path
        for (name, module) in lockfile.modules {
            for path in module.claimedPaths { owners[path] = name }
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
        lockfile.modules.values.first { $0.name != module && $0.claimedPaths.contains(path) }?.name
    }

    /// The refusal (can't create, 73) of `path` claimed by `claimant` while `owner` owns it; `lockfilePath`, when
    /// given, starts the message (the lockfile records the owner).
    package static func clash(_ path: String, owner: String, claimant: String, lockfilePath: String? = nil)
        -> Diagnostic
    {
        Diagnostic(
            .cannotCreate,
            (lockfilePath.map { "\($0): " } ?? "")
                + "\(path) would belong to both module \(owner) and module \(claimant); nothing was written; a file "
                + "belongs to one module: make the set's output paths differ (name them after the module)")
    }
}

extension LockedModule {
    /// The paths the module claims: its files and its absent files, which the lockfile lists for one module only.
    package var claimedPaths: [String] { files.map(\.path) + absent }
}
