import ViperGenSupport

extension TemplateSet {
    /// SHA-256 over `files` (paths inside the set and contents), in path order (`SetContentHash`).
    package static func contentHash(of files: [String: String]) -> String {
        SetContentHash.hex(of: files)
    }
}

extension TemplateLibrary {
    /// The content hash of the set `name` as the library finds it now, without parsing it (what `check` compares
    /// with the lockfile); `nil` when there is no such set or it cannot be read.
    /// - Throws: `Diagnostics` (data, 65) when a template folder from the repository leads out of the project.
    package func contentHash(ofSetNamed name: String) throws(Diagnostics) -> String? {
        if let folder = try setFolder(named: name) {
            return (try? Self.readFiles(in: folder)).map(TemplateSet.contentHash(of:))
        }
        return EmbeddedTemplates.contentHashes[name]
    }
}
