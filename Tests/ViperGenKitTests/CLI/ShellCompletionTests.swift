import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit

/// `viper-gen completions bash|zsh|fish`: the scripts parse in their shells, hold every command and option of
/// `CommandList.all`, and bash's completion function offers the expected words.
@Suite struct ShellCompletionTests {
    /// The script for `shell`, from the real binary.
    static func script(_ shell: String) throws -> String {
        let directory = try TemporaryDirectory()
        let result = try runViperGen(["completions", shell], in: directory.url)
        #expect(result.status == 0 && result.standardError.isEmpty, "\(result.standardError)")
        return result.standardOutput
    }

    /// Runs `shell -n` on `script`: exit 0 and nothing printed when it parses.
    static func parse(_ script: String, with shell: URL) throws -> ProcessResult {
        let directory = try TemporaryDirectory()
        let file = directory.url.appending(path: "script")
        try Data(script.utf8).write(to: file)
        return try runProcess(shell, ["-n", file.path], in: directory.url)
    }

    @Test func bashScriptParses() throws {
        #expect(
            try Self.parse(Self.script("bash"), with: executableInPath("bash"))
                == ProcessResult(status: 0, standardOutput: "", standardError: ""))
    }

    @Test(.enabled(if: installed("zsh"), "zsh is not installed (.ci/run installs it)"))
    func zshScriptParses() throws {
        #expect(
            try Self.parse(Self.script("zsh"), with: executableInPath("zsh"))
                == ProcessResult(status: 0, standardOutput: "", standardError: ""))
    }

    @Test(.enabled(if: installed("fish"), "fish is not installed (.ci/run installs it)"))
    func fishScriptParses() throws {
        #expect(
            try Self.parse(Self.script("fish"), with: executableInPath("fish"))
                == ProcessResult(status: 0, standardOutput: "", standardError: ""))
    }

    /// What `_viper_gen` puts in COMPREPLY for the line typed so far (the cursor at its end), one word a line.
    static func complete(_ line: String) throws -> [String] {
        let directory = try TemporaryDirectory()
        let file = directory.url.appending(path: "viper-gen.bash")
        try Data(script("bash").utf8).write(to: file)
        let driver = """
            source "$1"
            COMP_LINE="$2"
            COMP_POINT=${#COMP_LINE}
            _viper_gen
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try runProcess(
            executableInPath("bash"), ["-c", driver, "bash", file.path, line], in: directory.url)
        #expect(result.status == 0 && result.standardError.isEmpty, "\(result.standardError)")
        return result.standardOutput.split(separator: "\n").map(String.init)
    }

    @Test func bashOffersCommandsSubcommandsOptionsSetsAndParameterValues() throws {
        #expect(
            try Self.complete("viper-gen ")
                == [
                    "module", "gen", "templates", "template", "init", "modules", "check", "outdated", "update",
                    "resolve", "remove", "adopt", "completions", "mcp", "help", "--help", "-h", "--version",
                ])
        #expect(try Self.complete("viper-gen te") == ["templates", "template"])
        #expect(try Self.complete("viper-gen templates ") == ["list", "show", "new", "copy", "lint", "install"])
        #expect(try Self.complete("viper-gen templates show ") == ["viper", "viper-classic"])
        #expect(try Self.complete("viper-gen completions ") == ["bash", "zsh", "fish"])
        #expect(try Self.complete("viper-gen module Search --template ") == ["viper", "viper-classic"])
        #expect(try Self.complete("viper-gen module Search -p u") == ["ui=swiftui", "ui=uikit", "ui=none"])
        // bash splits the word at '=', so only the value part is offered.
        #expect(try Self.complete("viper-gen module Search --param ui=s") == ["swiftui"])
        #expect(
            try Self.complete("viper-gen module --xcode-t") == [
                "--xcode-target", "--xcode-test-target", "--xcode-test-group",
            ])
        #expect(try Self.complete("viper-gen module --author ") == [])
    }

    @Test func everyCommandAndOptionOfTheListIsInEveryScript() throws {
        for shell in CompletionScript.shells {
            let script = try Self.script(shell)
            for command in CommandReference.all {
                for spelling in command.spellings {
                    #expect(script.contains(spelling), "\(shell): command \(spelling)")
                }
                for option in command.options {
                    let name = shell == "fish" ? "-l \(option.name)" : "--\(option.name)"
                    #expect(script.contains(name), "\(shell): \(command.name) \(name)")
                }
            }
        }
    }

    @Test func projectSetsAndTheirParametersComplete() throws {
        let directory = try TemporaryDirectory()
        let sets = directory.url.appending(path: "sets")
        #expect(runCommand(["templates", "new", "card", "--template-dir", sets.path], in: directory.url).status == 0)
        let result = runCommand(["completions", "bash", "--template-dir", sets.path], in: directory.url)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("local sets=\"card viper viper-classic\"\n"), "\(result.standardOutput)")
    }

    @Test func anUnknownShellIsAUsageError() throws {
        let directory = try TemporaryDirectory()
        #expect(
            runCommand(["completions", "tcsh"], in: directory.url)
                == ProcessResult(
                    status: 64, standardOutput: "",
                    standardError:
                        "viper-gen: error: 'viper-gen completions' takes one shell, got 'tcsh'; use bash, zsh or fish, "
                        + "e.g. 'viper-gen completions bash'\n"))
    }
}

/// `name` is an executable in `PATH`.
func installed(_ name: String) -> Bool {
    FileManager.default.isExecutableFile(atPath: executableInPath(name).path)
}
