import ViperGenFormats
import ViperGenGeneration
import ViperGenSupport
import ViperGenTemplateSets

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Finds the template set a recorded module was rendered from, as it is now: a set from a folder at its recorded
/// folder, a built-in set through the library (where a project set of the same name overrides it). Hashes and
/// loads are cached, so that 500 modules of one set cost one read of it.
package final class LockedSetResolver {
    private let recorder: ModuleRecorder
    private let library: TemplateLibrary
    private var hashes: [String: String] = [:]
    private var sets: [String: TemplateSet] = [:]

    /// A resolver for the lockfile `recorder` reads, with the project's `library`.
    package init(recorder: ModuleRecorder, library: TemplateLibrary) {
        self.recorder = recorder
        self.library = library
    }

    /// The content hash of the set `template` names, as it is now.
    /// - Throws: `Diagnostics` (data, 65) when the set no longer exists, or its folder leads out of the project.
    func contentHash(of template: LockedTemplate, module: String) throws(Diagnostics) -> String {
        let template = library.current(template)
        let key = template.source + "\u{0}" + template.name
        if let hash = hashes[key] { return hash }
        let hash: String?
        if let folder = folder(of: template) {
            hash =
                TemplateLibrary.holdsSet(folder)
                ? (try? TemplateLibrary.readFiles(in: folder)).map(TemplateSet.contentHash(of:)) : nil
        } else {
            hash = try library.contentHash(ofSetNamed: template.name)
        }
        guard let hash else { throw missingSet(template, module: module) }
        hashes[key] = hash
        return hash
    }

    /// The set `template` names, loaded and validated.
    /// - Throws: `Diagnostics`: data (65) when the set no longer exists, or for its problems.
    package func load(_ template: LockedTemplate, module: String) throws(Diagnostics) -> TemplateSet {
        let template = library.current(template)
        let key = template.source + "\u{0}" + template.name
        if let set = sets[key] { return set }
        let set: TemplateSet
        if let folder = folder(of: template) {
            guard TemplateLibrary.holdsSet(folder) else { throw missingSet(template, module: module) }
            set = try TemplateLibrary.load(directory: folder)
        } else {
            // A template folder that leads out of the project is refused as such, not taken for a missing set.
            _ = try library.setFolder(named: template.name)
            do {
                set = try library.load(template.name)
            } catch {
                throw missingSet(template, module: module)
            }
        }
        sets[key] = set
        return set
    }

    /// The folder of a set recorded from a folder; `nil` for a built-in one. A folder inside the lockfile's folder is
    /// recorded relative to it; one outside it (typed with `--template-dir`, or inside a project whose lockfile is
    /// in a package folder below it) is recorded as its absolute path.
    private func folder(of template: LockedTemplate) -> URL? {
        if template.source == "built-in" { return nil }
        if template.source.hasPrefix("/") { return URL(fileURLWithPath: template.source, isDirectory: true) }
        return recorder.url(template.source)
    }

    private func missingSet(_ template: LockedTemplate, module: String) -> Diagnostics {
        let place =
            template.source == "built-in"
            ? "the built-in set '\(template.name)'" : "the set '\(template.name)' from \(template.source)"
        return Diagnostics([
            Diagnostic(
                .data,
                "\(recorder.lockfileURL.path): module \(module) was made with \(place), which no longer exists; "
                    + "restore the set, or record the module with another set: "
                    + "'\(Remedy.command(.adopt, arguments: [module, "TEMPLATE"], options: [.force]))'"
            )
        ])
    }
}
