import ViperGenConfig
import ViperGenEngine
import ViperGenGeneration
import ViperGenSupport
import ViperGenTemplateSets
import ViperGenWriting

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
    /// The folder the MCP server serves, when it runs the command: the config is looked for up to it, and the
    /// config's paths must lie inside it (`CommandContext+ServedRoot.swift`); `nil` on the command line.
    var servedRoot: URL? = nil
    /// Told after each module a run plans (the MCP server's progress and cancellation); `nil` on the command line.
    var moduleProgress: ModuleProgress? = nil

    /// A path given on the command line, resolved against the current directory (`~/` is the home folder).
    func directory(_ path: String?) -> URL? {
        guard let path else { return nil }
        let expanded = path.hasPrefix("~/") ? (environment["HOME"] ?? "~") + path.dropFirst() : path
        return URL.resolving(expanded, against: currentDirectory, isDirectory: true)
    }

    /// The project config: the file `--config` names (`path`), else the nearest `viper-gen.json` in the current
    /// directory or above (up to the served root, under the MCP server), else none.
    /// - Throws: `Diagnostics`: usage (64) when `--config` names no file, data (65) for an invalid config, or one
    ///   whose paths leave the served root.
    func projectConfig(path: String?) throws(Diagnostics) -> ProjectConfig? {
        let config: ProjectConfig?
        if let path {
            let file = URL.resolving(path, against: currentDirectory, isDirectory: false)
            guard FileSystem.fileType(file.resolvingSymlinksInPath().path) == .regular else {
                let option = servedRoot == nil ? "--config" : "the argument 'config'"
                throw Diagnostics([Diagnostic(.usage, "config file \(file.path) does not exist; check \(option)")])
            }
            config = try ProjectConfig.load(from: file)
        } else {
            config = try ProjectConfig.find(from: currentDirectory, upTo: servedRoot).map { file throws(Diagnostics) in
                try ProjectConfig.load(from: file)
            }
        }
        if let config { try checkServedRoot(config) }
        return config
    }

    /// The template library: the `--template-dir` folders first, then the config's, then the built-in sets.
    func templateLibrary(templateDirectories: [String], config: ProjectConfig?) -> TemplateLibrary {
        // The folders from the repository are confined to the project; those typed are the user's choice.
        TemplateLibrary(
            searchDirectories: templateDirectories.compactMap(directory),
            projectDirectories: projectTemplateDirectories(config: config),
            confinement: ProjectConfinement(folder: lockDirectory(config: config)))
    }

    /// The project's template folders: the config's `templateDirectories`, else `templates/` in the config's
    /// folder (the current directory without a config) when it exists, which is where `templates new` writes a set
    /// when nothing else is configured, so that the set is found at once.
    func projectTemplateDirectories(config: ProjectConfig?) -> [URL] {
        if let listed = config?.templateDirectories, !listed.isEmpty { return listed }
        let folder = defaultTemplateDirectory(config: config)
        return FileSystem.fileType(followingLinks: folder.path) == .directory ? [folder] : []
    }

    /// `templates/` in the config's folder, else in the current directory.
    func defaultTemplateDirectory(config: ProjectConfig?) -> URL {
        (config?.directory ?? currentDirectory).appending(path: "templates", directoryHint: .isDirectory)
    }

    /// The folder of the project's `viper-gen.lock`: the config's folder (`viper-gen.json` or `Rambafile`), else the
    /// current directory.
    func lockDirectory(config: ProjectConfig?) -> URL {
        (config?.directory ?? currentDirectory).standardizedFileURL
    }

    /// Says on standard error that the run waits for another one (`RunLock`'s `waiting`).
    func reportWaiting(_ message: String) {
        console.error("viper-gen: \(TerminalText.safe(message))\n")
    }

    /// What the commit step takes from the command: the journal key of the user the environment names (`HOME`,
    /// `XDG_STATE_HOME`), and the console for waits and warnings.
    var commitSurroundings: CommitStep.Surroundings {
        CommitStep.Surroundings(
            journalKey: JournalKey(environment: environment), waiting: reportWaiting, warn: console.report)
    }
}
