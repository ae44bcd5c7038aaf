import ViperGenSupport

/// A module's merge base: exactly the bytes viper-gen last wrote for each of its files, kept in one file a module
/// (`viper-gen.bases/Search.base`) next to the lockfile, meant to be committed with it.
///
/// The base file is the files' bytes concatenated in the lockfile's order, nothing else: it is exactly as large as
/// the module as written, and the lockfile's sizes cut it apart again, its hashes prove each piece. Being the bytes
/// written rather than a way to render them again, it stays the same whatever later viper-gen or template changes.
package struct ModuleBase: Equatable, Sendable {
    /// Each file's bytes, by its path relative to the lockfile's folder.
    package var files: [String: [UInt8]]

    /// The base file's bytes for `contents`, in the order of `order`.
    package static func encoded(_ contents: [(path: String, bytes: [UInt8])]) -> [UInt8] {
        contents.flatMap(\.bytes)
    }

    /// Cuts `bytes` into `module`'s files by their recorded sizes, checking each against its recorded hash.
    /// - Returns: `nil` when the bytes do not match the lockfile (a different size, a piece with another hash).
    package init?(decoding bytes: [UInt8], for module: LockedModule) {
        self.init(decoding: bytes, files: module.files)
    }

    /// Cuts `bytes` into `files` by their recorded sizes, checking each against its recorded hash: a module's files,
    /// or the support files (`Lockfile.supportBasePath`).
    /// - Returns: `nil` when the bytes do not match the records (a different size, a piece with another hash).
    package init?(decoding bytes: [UInt8], files recordedFiles: [LockedFile]) {
        guard recordedFiles.reduce(0, { $0 + $1.size }) == bytes.count else { return nil }
        var files: [String: [UInt8]] = [:]
        var start = 0
        for file in recordedFiles {
            let piece = Array(bytes[start..<(start + file.size)])
            guard SHA256.hex(piece) == file.sha256 else { return nil }
            files[file.path] = piece
            start += file.size
        }
        self.files = files
    }
}
