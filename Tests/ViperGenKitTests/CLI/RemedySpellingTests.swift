import Foundation
import Testing
import ViperGenTestSupport

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

    /// No layer below the command line spells an option or a command of ours: each names a `Remedy` instead. The
    /// literals are read as Swift reads them: comments skipped, literals joined across `+` and line continuations,
    /// so that `"run 'viper-gen " + "update X'"` and `"pass --\\(what)"` are seen as what they print.
    @Test func noLayerBelowTheCommandLineSpellsAnOptionOrACommand() throws {
        // The server's log lines and its method error name it as the program they come from (`viper-gen mcp: …`).
        let commands = CommandList.all.flatMap { $0.spellings }.filter { $0 != "mcp" }
        var spelled: [String] = []
        for layer in LayerRuleTests.layers where layer != "ViperGenKit" {
            for (path, text) in try swiftSources(under: "Sources/" + layer) {
                for literal in SwiftStringLiterals.joined(in: text) {
                    // git's own options (templates install clones with git) are git's words, not ours.
                    if literal.line.contains("arguments") { continue }
                    if literal.spellsCommandLine(commands: commands) {
                        spelled.append("\(layer)/\(path): \(literal.text)")
                    }
                }
            }
        }
        #expect(spelled == [])
    }

    /// The scan above finds options and command lines however the literal is put together, and only in literals.
    @Test func theScanSeesSplitAndInterpolatedSpellings() {
        let source = #"""
            let a = "run 'viper-gen "
                + "update \(name)' again"
            let b = "the \(what) is empty; pass --\(what) NAME"
            var option: String { "--" + rawValue }
            let c = """
                use --fo\
                rce
                """
            // "--force" in a comment is no message
            let d = ["clone", "--depth", "1"]
            let e = "viper-gen does not know \(x["--y"])" + "viper-gen " + command
            """#
        let found = SwiftStringLiterals.joined(in: source).filter { $0.spellsCommandLine(commands: ["update"]) }
        #expect(
            found.map(\.text) == [
                "run 'viper-gen update \\(…)' again", "the \\(…) is empty; pass --\\(…) NAME", "--", "use --force",
                "--depth", "viper-gen does not know \\(…)viper-gen ",
            ])
        let lastLine = #"let e = "viper-gen does not know \(x["--y"])" + "viper-gen " + command"#
        #expect(found.map(\.line).last == lastLine)
    }
}

/// The same problem told to an agent through the MCP server names the tool's argument, not the command line's option.
@Suite struct MCPRemedyTests {
    @Test func anMCPToolErrorSaysWhichArgumentToPass() throws {
        let directory = try TemporaryDirectory()
        let arguments = #"{"names":["Search"],"params":{"ui":"none","tests":"none"}}"#
        let session = try MCPSession(
            MCPSession.handshake() + [
                MCPSession.call(1, "module", arguments), MCPSession.call(2, "module", arguments),
            ],
            in: directory.url)
        let failed = try session.toolResult(2)
        #expect(failed["isError"] == true)
        // The module is recorded now: the refusal names the tools that keep it, and the argument that writes it again.
        let remedies =
            "'the update tool (names: [Search])' brings it up to date with its template set and keeps your edits, "
            + "'the check tool' shows what changed, 'the remove tool (names: [Search])' removes it, and force: true "
            + "writes it afresh"
        #expect(failed.text().contains(remedies), "\(failed.text())")
        #expect(!failed.text().contains("--force"))
        let cli = try runViperGen(
            ["module", "Search", "--param", "ui=none", "--param", "tests=none"], in: directory.url)
        #expect(cli.status == 73)
        let options =
            "'viper-gen update Search' brings it up to date with its template set and keeps your edits, "
            + "'viper-gen check' shows what changed, 'viper-gen remove Search' removes it, and --force writes it afresh"
        #expect(cli.standardError.contains(options), "\(cli.standardError)")
    }

    /// An empty target names the tool's `target` argument through MCP and `--target` on the command line.
    @Test func anEmptyTargetNamesTheTargetArgument() throws {
        let directory = try TemporaryDirectory()
        let arguments = #"{"names":["Search"],"target":"","params":{"ui":"none"}}"#
        let session = try MCPSession(
            MCPSession.handshake() + [MCPSession.call(1, "module", arguments)], in: directory.url)
        let failed = try session.toolResult(1)
        #expect(failed["isError"] == true)
        #expect(failed["content"] == [["type": "text", "text": "error: the target is empty; pass target: NAME"]])
        let cli = try runViperGen(["module", "Search", "--param", "ui=none", "--target", ""], in: directory.url)
        #expect(cli.status == 64)
        #expect(cli.standardError == "viper-gen: error: the target is empty; pass --target NAME\n")
    }

    /// `addTarget` outside a package names the tool's `addTarget` and `package` arguments through MCP.
    @Test func addTargetOutsideAPackageNamesTheToolsArguments() throws {
        let directory = try TemporaryDirectory()
        let root = directory.url.standardizedFileURL.path
        let arguments = #"{"names":["Search"],"addTarget":true,"params":{"ui":"none"}}"#
        let session = try MCPSession(
            MCPSession.handshake() + [MCPSession.call(1, "module", arguments)], in: directory.url)
        let failed = try session.toolResult(1)
        #expect(failed["isError"] == true)
        #expect(
            failed["content"] == [
                [
                    "type": "text",
                    "text": .string(
                        "error: no Package.swift in \(root) or a folder above it; addTarget: true works in a SwiftPM "
                            + "package: run viper-gen in the package's folder or pass package: DIR"),
                ]
            ])
    }
}
