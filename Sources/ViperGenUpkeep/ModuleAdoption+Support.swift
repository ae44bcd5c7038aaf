import ViperGenFormats
import ViperGenGeneration
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ModuleAdoption {
    /// How `adopt` records one support file (`TemplateSet.support`) that the module's set makes for it, as `module`
    /// would have: the lockfile records it with the module among its users, so that `update` merges it, `check`
    /// checks it and `remove` takes it out with its last module.
    package enum SupportState: String, Sendable {
        /// On disk with the render's bytes: recorded now.
        case same
        /// On disk with other bytes: recorded now with the render as its base, so that it counts as edited (the
        /// user's version, which `update` keeps).
        case differs
        /// Recorded already for other modules: the module joins its users; the record stays as it is.
        case shared
        /// Neither on disk nor recorded: left out of the lockfile; the next `update` writes it.
        case missing
    }

    /// One support file of the render and how it is recorded.
    package struct Support: Sendable {
        /// Where it is.
        package let url: URL
        /// How it is recorded.
        package let state: SupportState
    }

    /// Decides what adoption records of `render`'s support files, given the support files `recorded` already:
    /// one recorded joins its users (`SupportFile.Action.keep`: the record stays what viper-gen last wrote), one
    /// on disk is recorded with its render (`adopt`), one that is neither is left for `update`. Paths outside the
    /// lockfile's folder, and paths the project's confinement refuses, are left out.
    static func placeSupport(
        of render: inout GenerationPlan, recorded: [LockedSupportFile], recorder: ModuleRecorder
    ) -> [Support] {
        var found: [Support] = []
        for index in render.support.indices {
            let file = render.support[index]
            guard let path = recorder.relativePath(normalized: file.normalizedPath) else { continue }
            let url = URL(fileURLWithPath: file.normalizedPath)
            // A path the project's confinement refuses (a link out of the project) is never read.
            guard recorder.confinement.problem(with: url.path) == nil else { continue }
            let disk = FileManager.default.contents(atPath: url.path).map { [UInt8]($0) }
            let state: SupportState
            if recorded.contains(where: { $0.path == path }) {
                render.support[index].action = .keep
                state = .shared
            } else if let disk {
                render.support[index].action = .adopt
                state = disk == file.bytes ? .same : .differs
            } else {
                state = .missing
            }
            found.append(Support(url: url, state: state))
        }
        return found
    }
}
