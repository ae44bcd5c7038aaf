import Foundation
import Testing
import ViperGenTestSupport

/// Issue 53: `init` in a Generamba project proposed the folder's name, `.` and `templates` and never mentioned the
/// Rambafile, after which `gen NAME swifty_viper` found no set and `module NAME` ignored the Rambafile's folders.
/// The Rambafile's settings are now `init`'s default there: the prompt proposes them, `--yes` takes them.
@Suite struct InitInGenerambaProjectTests {
    static let prompt =
        "This folder has a Rambafile: take its settings (folders, Xcode project and targets, templates), as "
        + "'viper-gen init --from-rambafile' does? [Y/n]: "

    /// The config `init --from-rambafile` writes for the fixture project.
    static func migratedConfig() throws -> String {
        let project = try generambaProjectCopy()
        let migrated = runCommand(["init", "--from-rambafile"], in: project.url)
        try #require(migrated.status == 0, "\(migrated.standardError)")
        return try String(contentsOf: project.url.appending(path: "viper-gen.json"), encoding: .utf8)
    }

    @Test func thePromptProposesTheRambafileAndGenFindsItsSetsAfterwards() throws {
        let project = try generambaProjectCopy()
        let result = runCommand(["init"], in: project.url, input: "\n")
        #expect(
            result
                == ProcessResult(
                    status: 0, standardOutput: "created viper-gen.json from Rambafile\n", standardError: Self.prompt))
        #expect(
            try String(contentsOf: project.url.appending(path: "viper-gen.json"), encoding: .utf8)
                == Self.migratedConfig())
        let gen = runCommand(
            ["gen", "Search", "search_viper", "--custom_parameters", "with_router:yes", "-q"], in: project.url)
        #expect(gen.status == 0, "\(gen.standardError)")
        expectGenerambaOutput(in: project.url, matches: "search_viper")
    }

    @Test func yesTakesTheRambafilesSettingsWithoutAsking() throws {
        let project = try generambaProjectCopy()
        let result = runCommand(["init", "--yes"], in: project.url)
        #expect(
            result
                == ProcessResult(
                    status: 0, standardOutput: "created viper-gen.json from Rambafile\n", standardError: ""))
        #expect(
            try String(contentsOf: project.url.appending(path: "viper-gen.json"), encoding: .utf8)
                == Self.migratedConfig())
    }

    @Test func answeringNoAsksForEachValueAsInAnyFolder() throws {
        let project = try generambaProjectCopy()
        let result = runCommand(["init"], in: project.url, input: "n\nShop\n")
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "created viper-gen.json\n")
        #expect(result.standardError.hasPrefix(Self.prompt + "Project name ["))
        let config = try String(contentsOf: project.url.appending(path: "viper-gen.json"), encoding: .utf8)
        #expect(config.contains("\"project\": \"Shop\""))
    }

    @Test func valuesGivenOnTheCommandLineAreTakenWithANoteNamingFromRambafile() throws {
        let project = try generambaProjectCopy()
        let result = runCommand(["init", "--yes", "--output", "Features"], in: project.url)
        #expect(
            result
                == ProcessResult(
                    status: 0, standardOutput: "created viper-gen.json\n",
                    standardError: "viper-gen: note: this folder has a Rambafile; the config takes the values given, "
                        + "not its settings; run 'viper-gen init --from-rambafile' to take them\n"))
        let config = try String(contentsOf: project.url.appending(path: "viper-gen.json"), encoding: .utf8)
        #expect(config.contains("\"output\": \"Features\""))
    }
}
