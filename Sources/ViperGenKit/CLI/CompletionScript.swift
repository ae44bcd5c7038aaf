/// `viper-gen completions bash|zsh|fish`: a completion script for the shell, generated from the same command list
/// and option declarations as the help, with the template set names (`--template`, `templates show`) and every
/// parameter's `NAME=VALUE` words (`--param`) of the sets found when it is generated.
struct CompletionScript {
    /// The shells a script can be written for.
    static let shells = ["bash", "zsh", "fish"]

    let commands: [CommandReference]
    let templateSets: [TemplateSetReference]

    /// The script for `shell` (one of `shells`).
    func text(for shell: String) -> String? {
        switch shell {
        case "bash": bash
        case "zsh": zsh
        case "fish": fish
        default: nil
        }
    }

    /// Every command spelling, then `--help` and `--version`: what the first word completes to.
    var firstWords: [String] {
        commands.flatMap(\.spellings) + CommandReference.globalOptions.flatMap(\.spellings)
    }

    /// The set names, for `--template` and `templates show|lint`.
    var setNames: [String] { templateSets.map(\.name).filter(Self.isPlainWord) }

    /// Every `NAME=VALUE` word of every set's parameters, for `--param`, each once.
    var parameterWords: [String] {
        var seen: Set<String> = []
        return templateSets.flatMap { $0.parameters.flatMap(\.assignments) }.filter {
            Self.isPlainWord($0) && seen.insert($0).inserted
        }
    }

    /// The subcommands after which a template set name follows (`templates show NAME`).
    static let subcommandsTakingSetName = ["show", "lint"]

    /// A word that needs no quoting in any shell: letters, digits and `_.=:/+,@-`. Others are left out of the
    /// scripts rather than quoted three ways.
    static func isPlainWord(_ word: String) -> Bool {
        !word.isEmpty
            && word.unicodeScalars.allSatisfy {
                $0.isASCII && (isAlphanumeric($0) || "_.=:/+,@-".unicodeScalars.contains($0))
            }
    }

    private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }

    /// The words joined by spaces.
    static func words(_ words: [String]) -> String { words.joined(separator: " ") }
}
