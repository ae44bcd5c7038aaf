extension TemplateSet {
    /// SHA-256 over `files` (paths inside the set and contents), in path order: each path and each content is
    /// preceded by its UTF-8 length, so that no two different sets hash the same bytes.
    static func contentHash(of files: [String: String]) -> String {
        var hash = SHA256()
        for path in files.keys.sorted() {
            let contents = files[path]!
            hash.update(Array("\(path.utf8.count):\(path)\(contents.utf8.count):".utf8))
            hash.update(contents.utf8)
        }
        return hash.finalHex()
    }
}

extension TemplateLibrary {
    /// The content hash of the set `name` as the library finds it now, without parsing it (what `check` compares
    /// with the lockfile); `nil` when there is no such set or it cannot be read.
    func contentHash(ofSetNamed name: String) -> String? {
        for directory in searchDirectories {
            let folder = directory.appending(path: name)
            if Self.holdsSet(folder) {
                return (try? Self.readFiles(in: folder)).map(TemplateSet.contentHash(of:))
            }
        }
        let files = Self.builtInFiles(of: name)
        return files.isEmpty ? nil : TemplateSet.contentHash(of: files)
    }
}
