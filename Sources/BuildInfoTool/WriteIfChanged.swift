import Foundation

/// Writes `bytes` to `file` atomically, unless the file holds exactly these bytes already: an untouched output keeps
/// its timestamp, so the build does not recompile what reads it. (EmbedTemplatesTool has the same function; the two
/// tools share no target.)
/// - Throws: The error of the write.
func writeIfChanged(_ bytes: Data, to file: URL) throws {
    if FileManager.default.contents(atPath: file.path) == bytes { return }
    try bytes.write(to: file, options: .atomic)
}
