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
    package func contentHash(ofSetNamed name: String) -> String? {
        for directory in searchDirectories {
            let folder = directory.appending(path: name)
            if Self.holdsSet(folder) {
                return (try? Self.readFiles(in: folder)).map(TemplateSet.contentHash(of:))
            }
        }
        return EmbeddedTemplates.contentHashes[name]
    }
}
