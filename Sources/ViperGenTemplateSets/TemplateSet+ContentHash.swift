import ViperGenSupport

extension TemplateSet {
    /// SHA-256 over `files` (paths inside the set and contents), in path order (`SetContentHash`).
    package static func contentHash(of files: [String: String]) -> String {
        SetContentHash.hex(of: files)
    }
}

extension TemplateLibrary {
    /// The content hash of the set `name` as the library finds it now, without parsing it (what `check` compares
    /// with the lockfile); `nil` when there is no such set, it cannot be read, or its folder leads out of the project.
    package func contentHash(ofSetNamed name: String) -> String? {
        switch Result(catching: { () throws(Diagnostics) in try setFolder(named: name) }) {
        case .success(let folder?): return (try? Self.readFiles(in: folder)).map(TemplateSet.contentHash(of:))
        case .success(nil): break
        case .failure: return nil
        }
        return EmbeddedTemplates.contentHashes[name]
    }
}
