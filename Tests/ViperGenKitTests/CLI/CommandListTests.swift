import Testing
import ViperGenTestSupport

@testable import ViperGenKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Dispatch, help and suggestions all come from `CommandList.all`.
@Suite struct CommandListTests {
    @Test func everyCommandAndAliasHasItsHelpPage() throws {
        let directory = try TemporaryDirectory()
        for command in CommandList.all {
            for spelling in command.spellings {
                let viaHelp = runCommand(["help", spelling], in: directory.url)
                #expect(viaHelp == ProcessResult(status: 0, standardOutput: command.help, standardError: ""))
                let viaFlag = runCommand([spelling, "--help"], in: directory.url)
                #expect(viaFlag == viaHelp, "\(spelling) --help")
            }
        }
    }

    @Test func mainHelpHasOneAlignedUsageLinePerCommandInListOrder() {
        #expect(
            HelpText.main.contains(
                """
                USAGE:
                  viper-gen module NAME [NAME...] [options]    Generate one module per NAME
                  viper-gen gen NAME TEMPLATE [options]        Generate a module as 'generamba gen' does (Rambafile projects)
                  viper-gen templates [show|new|lint|install]  List, show, create, copy, check and install template sets
                  viper-gen init [--from-rambafile]            Write viper-gen.json with the project's defaults
                  viper-gen modules [--json]                   List the recorded modules with their set and state
                  viper-gen check [--json]                     Exit 1 when a recorded module is outdated, conflicted or missing files
                  viper-gen outdated [--json]                  List the modules whose set changed, and the files it changes
                  viper-gen update [MODULE...] [options]       Merge template changes into recorded modules (default: all)
                  viper-gen resolve MODULE --ours|--theirs     Take one side of every conflict block update left in a module's files
                  viper-gen remove MODULE [--force]            Delete a recorded module's files and its lockfile entry
                  viper-gen adopt MODULE [TEMPLATE] [options]  Record a module made without viper-gen, so that update works on it
                  viper-gen completions bash|zsh|fish          Print the shell completion script
                  viper-gen mcp [--root DIR]                   Serve the commands as MCP tools to a coding agent (stdio)
                  viper-gen help [COMMAND | --man | --json]    Show help for a command, the manual page or JSON
                  viper-gen --version                          Show the version and commit

                EXAMPLES:
                """))
    }

    @Test func spellingsAndSuggestionsComeFromTheList() throws {
        #expect(
            CommandList.spellings == [
                "module", "gen", "templates", "template", "init", "modules", "check", "outdated", "update", "resolve",
                "remove", "adopt", "completions", "mcp", "help",
            ])
        #expect(CommandList.command(named: "template") == TemplatesCommand.self)
        #expect(CommandList.command(named: "modules") == ModulesCommand.self)
        #expect(CommandList.command(named: "lockfile") == nil)
        let directory = try TemporaryDirectory()
        #expect(
            runCommand(["tempaltes"], in: directory.url)
                == ProcessResult(
                    status: 64, standardOutput: "",
                    standardError:
                        "viper-gen: error: unknown command 'tempaltes'; did you mean 'templates'? see 'viper-gen --help'\n"
                ))
        #expect(
            runCommand(["help", "inti"], in: directory.url)
                == ProcessResult(
                    status: 64, standardOutput: "",
                    standardError:
                        "viper-gen: error: unknown command 'inti'; did you mean 'init'? see 'viper-gen --help'\n"))
    }

    @Test(arguments: ["-v", "-V", "version"]) func otherToolsWaysOfAskingForTheVersionNameVersion(name: String) throws {
        let directory = try TemporaryDirectory()
        #expect(
            runCommand([name], in: directory.url)
                == ProcessResult(
                    status: 64, standardOutput: "",
                    standardError:
                        "viper-gen: error: unknown command '\(name)'; did you mean '--version'? see 'viper-gen --help'\n"
                ))
    }
}
