import ViperGenSupport

/// What `templates install` wrote into one installed set's folder: each file's path inside the set and the SHA-256
/// of the bytes written, kept in the hidden file `.viper-gen-installed` in that folder (hidden, so the set's loads and
/// content hash never see it). `--force` deletes only files this record names whose bytes still hash as recorded;
/// any other file in the folder (added by hand, or edited since) stays.
///
/// One line a file, `<sha256 hex> <path>`, sorted by path. A line that is not of that shape, or whose path is not a
/// plain relative path inside the set (no `..`, no hidden or empty component), is ignored: nothing it names is
/// deleted.
struct InstalledSetRecord: Equatable {
    /// The record's file name inside the installed set's folder.
    static let fileName = ".viper-gen-installed"

    /// SHA-256 (lowercase hex) of each recorded file, by path inside the set.
    var hashes: [String: String] = [:]

    /// The record of installing `files` (path inside the set → text).
    init(files: [String: String]) {
        for (path, text) in files { hashes[path] = SHA256.hex(Array(text.utf8)) }
    }

    /// The record read back from `text`; unusable lines are skipped.
    init(parsing text: String) {
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, parts[0].count == 64, parts[0].allSatisfy(\.isHexDigit) else { continue }
            let path = String(parts[1])
            guard Self.isPlainRelativePath(path) else { continue }
            hashes[path] = parts[0].lowercased()
        }
    }

    /// The record as written.
    var text: String {
        hashes.keys.sorted().map { "\(hashes[$0]!) \($0)\n" }.joined()
    }

    /// Whether `path` holds the bytes recorded for it (`text`): viper-gen wrote it and nobody changed it since.
    func isUnchanged(_ path: String, text: String) -> Bool {
        hashes[path] == SHA256.hex(Array(text.utf8))
    }

    /// A path of visible components below the set's folder: never `..`, absolute, or hidden.
    private static func isPlainRelativePath(_ path: String) -> Bool {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        return !components.isEmpty && components.allSatisfy { !$0.isEmpty && !$0.hasPrefix(".") }
    }
}
