import ViperGenConfig

/// Where `gen`'s path options put a module's files and Xcode group, over the Rambafile, as Generamba 1.6's
/// `CodeModule#setup_file_and_group_paths` does: `--project_file_path` alone also sets the group path when the
/// Rambafile has none (and `--project_group_path` alone the file path likewise); `--module_path` sets both and wins
/// over the other two. The same rules hold for tests (`--test_file_path`, `--test_group_path`, `--test_path`).
struct GenPaths: Equatable {
    /// The folder the options choose, `nil` to keep the config's.
    let file: String?
    /// The Xcode group path the options choose (one leading and one trailing `/` dropped), `nil` to keep the config's.
    let group: String?

    /// - Parameters:
    ///   - configuredFile: the config sets the file path (`project_file_path`).
    ///   - configuredGroup: the config sets the group path (`project_group_path`).
    ///   - file: `--project_file_path` (or Generamba 1.1's `--module_file_path`).
    ///   - group: `--project_group_path` (or `--module_group_path`).
    ///   - both: `--module_path`.
    init(configuredFile: Bool, configuredGroup: Bool, file: String?, group: String?, both: String?) {
        if let both {
            self.file = both
            self.group = RambafileReader.trimmedSlashes(both)
            return
        }
        self.file = file ?? (configuredFile ? nil : group)
        self.group = (group ?? (configuredGroup ? nil : file)).map(RambafileReader.trimmedSlashes)
    }

    /// `--project_targets A,B` as Generamba reads it: split at commas (`nil`: keep the config's).
    static func targets(_ list: String?) -> [String] {
        list.map { $0.split(separator: ",", omittingEmptySubsequences: true).map(String.init) } ?? []
    }
}
