/// The content hash of a template set, which the lockfile records: SHA-256 over its files (paths inside the set and
/// contents) in path order, each path and each content preceded by its UTF-8 length, so that no two different sets
/// hash the same bytes.
///
/// EmbedTemplatesTool calls it too, to hash the built-in sets when viper-gen is built; `EmbeddedTemplatesTests`
/// checks that the hash it compiled in is the one a run computes.
package enum SetContentHash {
    /// The hex digest of the set made of `files`.
    package static func hex(of files: [String: String]) -> String {
        var hash = SHA256()
        for path in files.keys.sorted() {
            let contents = files[path]!
            hash.update(Array("\(path.utf8.count):\(path)\(contents.utf8.count):".utf8))
            hash.update(contents.utf8)
        }
        return hash.finalHex()
    }
}
