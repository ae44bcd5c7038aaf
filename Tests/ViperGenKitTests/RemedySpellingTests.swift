import Foundation
import Testing

@testable import ViperGenKit
@testable import ViperGenSupport

/// Remedies: named by the layers below the command line, spelled only by the way in.
@Suite struct RemedySpellingTests {
    /// Every option a remedy may name is an option of a command, and every command one of the commands, so that a
    /// renamed option cannot leave a message naming one that does not exist.
    @Test func everyOptionAndCommandARemedyNamesExists() {
        var options: Set<String> = []
        var commands: Set<String> = []
        for command in CommandList.all {
            commands.insert(command.name)
            for option in command.mcpOptions { options.insert(option.name) }
        }
        let missing = Remedy.Option.allCases.map(RemedySpelling.optionName).filter { !options.contains($0) }
        #expect(missing == [])
        #expect(Remedy.Command.allCases.map(\.rawValue).filter { !commands.contains($0) } == [])
    }

    @Test func theCommandLineSpellsOptionsAndCommandLines() {
        let message =
            "use \(Remedy.option(.force)) to replace it; keep one \(Remedy.option(.param, value: "ui=…")); run "
            + "'\(Remedy.command(.adopt, arguments: ["Search"], options: [.force]))' or '\(Remedy.command(.adopt))'"
        #expect(
            RemedySpelling.commandLine.spelled(message)
                == "use --force to replace it; keep one --param ui=…; run 'viper-gen adopt Search --force' or "
                + "'viper-gen adopt'")
        #expect(
            RemedySpelling.commandLine.spelled("\(Remedy.option(.moduleFolder, value: "EventListModule"))")
                == "--module-folder EventListModule")
        #expect(
            RemedySpelling.commandLine.spelled("\(Remedy.option(.generambaModulePath, value: "DIR"))")
                == "--module_path DIR")
    }

    @Test func theMCPServerSpellsToolArguments() {
        #expect(
            RemedySpelling.mcp.spelled("use \(Remedy.option(.force)) to replace it") == "use force: true to replace it")
        #expect(
            RemedySpelling.mcp.spelled("\(Remedy.option(.param, value: "parent=NAME"))") == "params: {parent: NAME}")
        #expect(
            RemedySpelling.mcp.spelled("\(Remedy.option(.xcodeTestTarget))") == "xcodeTestTarget: true")
        #expect(
            RemedySpelling.mcp.spelled("\(Remedy.option(.moduleFolder, value: "EventListModule"))")
                == "moduleFolder: EventListModule")
        #expect(
            RemedySpelling.mcp.spelled("run '\(Remedy.command(.adopt, arguments: ["Search"], options: [.force]))'")
                == "run 'the adopt tool (names: [Search], force: true)'")
    }

    /// Text without remedies is left as it is, and a marker that is not a remedy is kept rather than lost.
    @Test func textWithoutRemediesIsUnchanged() {
        #expect(RemedySpelling.commandLine.spelled("plain text — ünïcode 🚀") == "plain text — ünïcode 🚀")
        let broken = "a \u{FFF9}x\u{FFFA}y\u{FFFB} b"
        #expect(RemedySpelling.commandLine.spelled(broken) == broken)
    }

    /// No layer below the command line spells an option or a command of ours: each names a `Remedy` instead.
    @Test func noLayerBelowTheCommandLineSpellsAnOptionOrACommand() throws {
        var spelled: [String] = []
        for layer in LayerRuleTests.layers where layer != "ViperGenKit" && layer != "ViperGenEngine" {
            for (path, text) in try swiftSources(under: "Sources/" + layer) {
                for line in text.split(separator: "\n") {
                    let code = line.trimmingCharacters(in: .whitespaces)
                    guard !code.hasPrefix("//") else { continue }
                    // git's own options (templates install clones with git) are git's words, not ours.
                    if code.contains("arguments") && code.contains("\"--") { continue }
                    if code.firstMatch(of: #/"[^"]*(--[a-z][a-z_-]+|'viper-gen [a-z]+)/#) != nil {
                        spelled.append("\(layer)/\(path): \(code)")
                    }
                }
            }
        }
        #expect(spelled == [])
    }
}

/// The same problem told to an agent through the MCP server names the tool's argument, not the command line's option.
@Suite struct MCPRemedyTests {
    @Test func anMCPToolErrorSaysWhichArgumentToPass() throws {
        let directory = try TemporaryDirectory()
        let arguments = #"{"names":["Search"],"params":{"ui":"none","tests":false}}"#
        let session = try MCPSession(
            MCPSession.handshake() + [
                MCPSession.call(1, "module", arguments), MCPSession.call(2, "module", arguments),
            ],
            in: directory.url)
        let failed = try session.toolResult(2)
        #expect(failed["isError"] == true)
        let path = directory.url.appending(path: "Search/SearchRouter.swift").path
        #expect(failed.text().contains("\(path) already exists; use force: true to replace it"), "\(failed.text())")
        #expect(!failed.text().contains("--force"))
        let cli = try runViperGen(
            ["module", "Search", "--param", "ui=none", "--param", "tests=false"], in: directory.url)
        #expect(cli.status == 73)
        #expect(cli.standardError.contains("\(path) already exists; use --force to replace it"), "\(cli.standardError)")
    }
}
