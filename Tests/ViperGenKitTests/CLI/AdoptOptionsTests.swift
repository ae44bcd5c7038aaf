import Foundation
import Testing
import ViperGenConfig

@testable import ViperGenKit

/// `adopt`'s options, in process: which of them reshape a forced re-adoption, and how Generamba's paths are taken
/// (as `gen` takes them, through one function).
@Suite struct AdoptOptionsTests {
    static func adopt(_ arguments: [String]) throws -> AdoptOptions {
        try ArgumentScanner<AdoptOptions>(command: "adopt").parse(arguments)
    }

    /// The options that reshape are the rows' (`ModuleSetting.Declaration.movesFiles`), not a list kept by hand:
    /// the same ones the hand-kept list named.
    @Test func everyOptionOfASettingThatMovesFilesReshapesAForcedAdoption() throws {
        let moving = ModuleSetting.optionsMovingFiles(of: "adopt")
        #expect(
            moving == [
                "output", "project_file_path", "module_path", "tests-output", "test_file_path", "test_path",
                "xcodeproj", "xcode-target", "project-targets", "project_targets", "xcode-test-target", "test-targets",
                "test_targets", "xcode-group", "project_group_path", "xcode-test-group", "test_group_path",
            ])
        for name in moving {
            #expect(AdoptCommand.reshapes(try Self.adopt(["Search", "--" + name, "A"])), "--\(name)")
        }
        #expect(AdoptCommand.reshapes(try Self.adopt(["Search", "viper"])))
        #expect(AdoptCommand.reshapes(try Self.adopt(["Search", "--template", "viper"])))
        #expect(!AdoptCommand.reshapes(try Self.adopt(["Search"])))
        #expect(
            !AdoptCommand.reshapes(
                try Self.adopt([
                    "Search", "--author", "Jane", "--param", "ui=none", "--module-folder", "SearchModule", "--date",
                    "2017-09-16", "--render-limit", "steps=10", "--force",
                ])))
    }

    /// A folder given alone: adopt moves the config's Xcode group with it (the module's files are there, and the
    /// next update adds files beside them); gen keeps the config's group, as Generamba keeps the Rambafile's.
    @Test func adoptMovesAConfiguredGroupWithTheFolderAndGenKeepsIt() throws {
        var config = ProjectConfig(file: URL(fileURLWithPath: "/project/viper-gen.json"))
        config.output = URL(fileURLWithPath: "/project/App/Modules")
        config.xcode.codeGroup = "App/Modules"
        let adopted = try AdoptCommand.moduleOptions(
            try Self.adopt(["Search", "--project_file_path", "Other/Modules/"]), config: config)
        #expect(adopted.output == "Other/Modules/")
        #expect(adopted.xcodeGroup == "Other/Modules")
        let gen = try ArgumentScanner<GenOptions>(command: "gen").parse(
            ["Search", "viper", "--project_file_path", "Other/Modules/"])
        let generated = try GenCommand.moduleOptions(gen, config: config)
        #expect(generated.output == "Other/Modules/")
        #expect(generated.xcodeGroup == nil)
        // Without a configured group, both make the folder the group, as Generamba does.
        config.xcode.codeGroup = nil
        #expect(try GenCommand.moduleOptions(gen, config: config).xcodeGroup == "Other/Modules")
    }
}
