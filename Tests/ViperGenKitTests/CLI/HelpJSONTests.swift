import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenTemplateSets

/// `viper-gen help --json` describes every command of `CommandList.all` (and `help`), each option as declared, and
/// every template set with its parameters.
@Suite struct HelpJSONTests {
    struct Document: Decodable {
        struct Option: Decodable, Equatable {
            let name: String
            let short: String?
            let value: String?
            let repeatable: Bool
            let help: String
        }
        struct Command: Decodable {
            let name: String
            let aliases: [String]
            let subcommands: [String]
            let usage: [String]
            let summary: String
            let options: [Option]
        }
        struct Parameter: Decodable, Equatable {
            let name: String
            let type: String
            let `default`: String
            let values: [String]
            let description: String
        }
        struct TemplateSet: Decodable {
            let name: String
            let summary: String
            let parameters: [Parameter]
        }
        let name: String
        let version: String
        let commit: String
        let options: [Option]
        let commands: [Command]
        let templateSets: [TemplateSet]
    }

    @Test func everyCommandOptionAndSetParameterIsDescribed() throws {
        let directory = try TemporaryDirectory()
        let result = try runViperGen(["help", "--json"], in: directory.url)
        #expect(result.status == 0 && result.standardError.isEmpty)
        let document = try JSONDecoder().decode(Document.self, from: Data(result.standardOutput.utf8))
        #expect(document.name == "viper-gen" && document.version == HelpText.version)
        #expect(document.options.map(\.name) == ["help", "version"])
        #expect(document.commands.map(\.name) == CommandList.all.map { $0.name } + ["help"])
        for (described, command) in zip(document.commands, CommandReference.all) {
            #expect(described.aliases == command.aliases && described.subcommands == command.subcommands)
            #expect(described.usage == command.usage && described.summary == command.summary)
            #expect(
                described.options
                    == command.options.map {
                        Document.Option(
                            name: $0.name, short: $0.short, value: $0.value, repeatable: $0.repeatable, help: $0.help)
                    })
        }
        let module = try #require(document.commands.first { $0.name == "module" })
        #expect(
            module.options.first { $0.name == "param" }
                == Document.Option(
                    name: "param", short: "p", value: "KEY=VALUE", repeatable: true,
                    help: "Set a template parameter (repeatable)"))
        let viper = try #require(document.templateSets.first { $0.name == "viper" })
        let ui = try #require(viper.parameters.first { $0.name == "ui" })
        #expect(ui.type == "choice" && ui.values == ["swiftui", "uikit", "none"])
        #expect(viper.parameters.contains { $0.type == "bool" && $0.values == ["true", "false"] })
    }

    @Test func anUnknownFormatIsAUsageError() throws {
        let directory = try TemporaryDirectory()
        #expect(
            runCommand(["help", "--yaml"], in: directory.url)
                == ProcessResult(
                    status: 64, standardOutput: "",
                    standardError:
                        "viper-gen: error: 'viper-gen help' takes a command name, --man or --json, got '--yaml'; "
                        + "e.g. 'viper-gen help --man'\n"))
    }
}
