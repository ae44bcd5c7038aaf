#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What every command runs in: the environment, the current directory and the console, with the lookups they
/// share (paths from the command line, the project config).
struct CommandContext {
    let environment: [String: String]
    let currentDirectory: URL
    let console: Console

    /// The `--config` option, shared by the commands that read the project config.
    static let configOption = OptionSpec(
        "config", value: "PATH", help: "Project config to use (default: the nearest \(ProjectConfig.fileName) above)")

    /// A path given on the command line, resolved against the current directory (`~/` is the home folder).
    func directory(_ path: String?) -> URL? {
        guard let path else { return nil }
        let expanded = path.hasPrefix("~/") ? (environment["HOME"] ?? "~") + path.dropFirst() : path
        return URL(fileURLWithPath: expanded, isDirectory: true, relativeTo: currentDirectory).standardizedFileURL
    }

    /// The project config: the file `--config` names, else the nearest `viper-gen.json` in the current directory or
    /// above, else none.
    /// - Throws: `Diagnostics`: usage (64) when `--config` names no file, data (65) for an invalid config.
    func projectConfig(_ parsed: ParsedArguments) throws(Diagnostics) -> ProjectConfig? {
        if let path = parsed.value("config") {
            let file = URL(fileURLWithPath: path, relativeTo: currentDirectory).standardizedFileURL
            guard FileSystem.fileType(file.resolvingSymlinksInPath().path) == .regular else {
                throw Diagnostics([Diagnostic(.usage, "config file \(file.path) does not exist; check --config")])
            }
            return try ProjectConfig.load(from: file)
        }
        return try ProjectConfig.find(from: currentDirectory).map { file throws(Diagnostics) in
            try ProjectConfig.load(from: file)
        }
    }

    /// The template library: `--template-dir` folders first, then the config's, then the built-in sets.
    func templateLibrary(_ parsed: ParsedArguments, config: ProjectConfig?) -> TemplateLibrary {
        TemplateLibrary(
            searchDirectories: parsed.all("template-dir").compactMap(directory) + (config?.templateDirectories ?? []))
    }
}
