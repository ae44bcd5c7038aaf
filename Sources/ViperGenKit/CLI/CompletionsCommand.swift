import ViperGenSupport

/// `viper-gen completions bash|zsh|fish`: prints the shell's completion script.
struct CompletionsCommand: Command {
    static let name = "completions"
    static let subcommands = CompletionScript.shells
    static let synopsis = [
        CommandSynopsis(usage: "completions bash|zsh|fish", summary: "Print the shell completion script")
    ]
    static var help: String {
        """
        USAGE: viper-gen completions bash|zsh|fish

        Prints a completion script for the shell: commands, options, template set names and the NAME=VALUE words
        of every set parameter for --param (the sets found where it runs: built-in, --template-dir, the config's).

          bash:  source <(viper-gen completions bash)        (or save in ~/.local/share/bash-completion/completions/viper-gen)
          zsh:   viper-gen completions zsh > ~/.zfunc/_viper-gen   (a folder on $fpath; then compinit)
          fish:  viper-gen completions fish > ~/.config/fish/completions/viper-gen.fish

        OPTIONS:
        \(HelpText.optionLines(CompletionsOptions.declarations))

        """
    }

    let context: CommandContext

    func run(_ options: CompletionsOptions) throws(Diagnostics) -> Int32 {
        guard options.positionals.count == 1, let shell = options.positionals.first,
            CompletionScript.shells.contains(shell)
        else {
            let given = options.positionals.isEmpty ? "no shell" : "'\(options.positionals.joined(separator: " "))'"
            throw Diagnostics([
                Diagnostic(
                    .usage,
                    "'viper-gen completions' takes one shell, got \(given); use bash, zsh or fish, "
                        + "e.g. 'viper-gen completions bash'")
            ])
        }
        let config = try context.projectConfig(path: options.config)
        let library = context.templateLibrary(templateDirectories: options.templateDirectories, config: config)
        let script = CompletionScript(
            commands: CommandReference.all, templateSets: TemplateSetReference.all(in: library))
        context.console.output(script.text(for: shell) ?? "")
        return 0
    }
}
