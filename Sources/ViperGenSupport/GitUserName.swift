import ViperGenEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads `user.name` from git's config files directly, as `git config user.name` would, without starting a git
/// process (which would cost more than the rest of a run) and without needing git installed.
///
/// Looks, most specific first, in the repository's `.git/config` (found by walking up from the directory, also for
/// worktrees whose `.git` is a file), then `$GIT_CONFIG_GLOBAL` or `~/.gitconfig`, then
/// `$XDG_CONFIG_HOME/git/config` (or `~/.config/git/config`). `[include]` and `[includeIf]` are not followed.
package enum GitUserName {
    package static func find(from directory: URL, environment: [String: String]) -> String {
        for file in configFiles(from: directory, environment: environment) {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            if let name = userName(inConfig: text) { return name }
        }
        return ""
    }

    /// The config files to read, most specific first.
    static func configFiles(from directory: URL, environment: [String: String]) -> [URL] {
        var files: [URL] = []
        if let gitDirectory = repositoryGitDirectory(from: directory) {
            files.append(gitDirectory.appending(path: "config"))
        }
        let home = environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
        if let global = environment["GIT_CONFIG_GLOBAL"] {
            files.append(URL(fileURLWithPath: global))
        } else if let home {
            files.append(home.appending(path: ".gitconfig"))
        }
        if let xdg = environment["XDG_CONFIG_HOME"], !xdg.isEmpty {
            files.append(URL(fileURLWithPath: xdg, isDirectory: true).appending(path: "git/config"))
        } else if let home {
            files.append(home.appending(path: ".config/git/config"))
        }
        return files
    }

    /// The `.git` folder of the repository containing `directory`, following a worktree's `gitdir:` file.
    private static func repositoryGitDirectory(from directory: URL) -> URL? {
        var current = directory.standardizedFileURL
        while true {
            let dotGit = current.appending(path: ".git")
            switch FileSystem.fileType(dotGit.path) {
            case .directory:
                return dotGit
            case .regular:
                guard let text = try? String(contentsOf: dotGit, encoding: .utf8),
                    let line = text.split(separator: "\n").first(where: { $0.hasPrefix("gitdir:") })
                else { return nil }
                let path = line.dropFirst("gitdir:".count).trimmingBlanks()
                let gitDirectory = URL(fileURLWithPath: path, relativeTo: current).standardizedFileURL
                // A worktree's own config may be absent; its repository's config is in the common folder.
                let common = gitDirectory.appending(path: "commondir")
                if let relative = try? String(contentsOf: common, encoding: .utf8) {
                    return URL(fileURLWithPath: relative.trimmingWhitespace(), relativeTo: gitDirectory)
                        .standardizedFileURL
                }
                return gitDirectory
            default:
                let parent = current.deletingLastPathComponent()
                if parent.path == current.path { return nil }
                current = parent
            }
        }
    }

    /// The last `name` in a `[user]` section of a git config file's text, with quotes and escapes removed.
    static func userName(inConfig text: String) -> String? {
        var inUserSection = false
        var found: String?
        for rawLine in text.split(whereSeparator: \.isNewline) {
            let line = rawLine.trimmingBlanks()
            if line.hasPrefix("[") {
                let header = line.dropFirst().prefix { $0 != "]" }.trimmingBlanks()
                inUserSection = header.lowercased() == "user"
                continue
            }
            guard inUserSection, let equals = line.firstIndex(of: "=") else { continue }
            guard line[..<equals].trimmingBlanks().lowercased() == "name" else { continue }
            found = value(String(line[line.index(after: equals)...]))
        }
        return found.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// A config value: comments (`#`, `;`) outside quotes dropped, quotes removed, `\"` `\\` `\t` `\n` unescaped.
    private static func value(_ raw: String) -> String {
        var result = ""
        var inQuotes = false
        var escaped = false
        for character in raw {
            if escaped {
                switch character {
                case "t": result.append("\t")
                case "n": result.append("\n")
                default: result.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                inQuotes.toggle()
            } else if !inQuotes, character == "#" || character == ";" {
                break
            } else {
                result.append(character)
            }
        }
        return result.trimmingWhitespace()
    }
}

extension StringProtocol {
    /// The text without the spaces and tabs git allows around names, values and section headers.
    fileprivate func trimmingBlanks() -> String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
