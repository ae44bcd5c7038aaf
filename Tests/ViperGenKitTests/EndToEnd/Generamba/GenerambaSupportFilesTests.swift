import Foundation
import Testing
import ViperGenTestSupport

/// A Generamba set declares support files in its rambaspec (`support_code_files`, `support_test_files`, keys
/// Generamba ignores): written once for the modules of the Rambafile's target, recorded apart from any module, added
/// to the Xcode project, and removed with the last module that uses them.
@Suite struct GenerambaSupportFilesTests {
    /// The fixture project whose `search_viper` rambaspec declares one support file of each kind.
    static func project() throws -> TemporaryDirectory {
        let project = try generambaProjectCopy()
        let set = project.url.appending(path: "Templates/search_viper")
        let spec = set.appending(path: "search_viper.rambaspec")
        try Data(
            (try String(contentsOf: spec, encoding: .utf8)
                + """
                support_code_files:
                - {name: Shared/ModuleSupport.swift, path: Code/support.swift.liquid}
                support_test_files:
                - {name: Shared/TestSupport.swift, path: Tests/test_support.swift.liquid}

                """).utf8
        ).write(to: spec)
        try Data("// Shared by the modules of {{ module_info.project_name }}\n".utf8).write(
            to: set.appending(path: "Code/support.swift.liquid"))
        try Data("// Test helpers of {{ module_info.project_name }}\n".utf8).write(
            to: set.appending(path: "Tests/test_support.swift.liquid"))
        return project
    }

    @Test func theFirstModuleWritesThemTheNextJoinsAndTheLastTakesThemAway() throws {
        let project = try Self.project()
        let first = try runViperGen(["gen", "Search", "search_viper"], in: project.url)
        #expect(first.status == 0, "\(first.standardError)")
        let lines = first.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains("created Sources/Modules/Shared/ModuleSupport.swift"))
        #expect(lines.contains("created Tests/Modules/Shared/TestSupport.swift"))
        #expect(
            lines.contains(
                "  Sources/Modules/Shared/ModuleSupport.swift: group Sources/Modules/Shared; target SearchApp "
                    + "(Sources); target SearchAppClip (Sources)"))
        #expect(
            lines.contains(
                "  Tests/Modules/Shared/TestSupport.swift: group Tests/Modules/Shared; target SearchAppTests (Sources)")
        )
        let support = project.url.appending(path: "Sources/Modules/Shared/ModuleSupport.swift")
        #expect(try String(contentsOf: support, encoding: .utf8) == "// Shared by the modules of Search App\n")
        let second = try runViperGen(["gen", "Cart", "search_viper"], in: project.url)
        #expect(second.status == 0)
        #expect(!second.standardOutput.contains("Shared/"))
        let lockfile = try String(contentsOf: project.url.appending(path: "viper-gen.lock"), encoding: .utf8)
        #expect(
            lockfile.contains(#""modules": ["Cart", "Search"], "path": "Sources/Modules/Shared/ModuleSupport.swift""#),
            "\(lockfile)")
        #expect(lockfile.contains(#""modules": ["Cart", "Search"], "path": "Tests/Modules/Shared/TestSupport.swift""#))
        #expect(
            try runViperGen(["check"], in: project.url)
                == ProcessResult(status: 0, standardOutput: "2 recorded modules are up to date\n", standardError: ""))
        #expect(try runViperGen(["remove", "Search", "-q"], in: project.url).status == 0)
        #expect(FileManager.default.fileExists(atPath: support.path))
        #expect(try runViperGen(["remove", "Cart", "-q"], in: project.url).status == 0)
        #expect(!FileManager.default.fileExists(atPath: support.path))
        let xcodeProject = try String(
            contentsOf: project.url.appending(path: "SearchApp.xcodeproj/project.pbxproj"), encoding: .utf8)
        #expect(!xcodeProject.contains("ModuleSupport.swift"))
    }

    @Test func templatesShowListsThem() throws {
        let project = try Self.project()
        let shown = try runViperGen(["templates", "show", "search_viper"], in: project.url)
        #expect(
            shown.standardOutput.hasSuffix(
                """

                support files (written once for the modules of a target):
                  code: Shared/ModuleSupport.swift  (from Code/support.swift.liquid)
                  test: Shared/TestSupport.swift  (from Tests/test_support.swift.liquid)

                """))
    }

    @Test func anEntryWithoutATemplateIsAnErrorNamingIt() throws {
        let project = try Self.project()
        let spec = project.url.appending(path: "Templates/search_viper/search_viper.rambaspec")
        try Data(
            (try String(contentsOf: spec, encoding: .utf8)).replacingOccurrences(
                of: "- {name: Shared/TestSupport.swift, path: Tests/test_support.swift.liquid}",
                with: "- {name: Shared/TestSupport.swift}"
            ).utf8
        ).write(to: spec)
        let run = try runViperGen(["gen", "Search", "search_viper"], in: project.url)
        #expect(run.status == 65)
        #expect(
            run.standardError.contains(
                "Templates/search_viper/search_viper.rambaspec: support_test_files entry \"Shared/TestSupport.swift\" "
                    + "needs a \"path\" (the template) and takes no \"custom_name\": its \"name\" is the file's path "
                    + "below the tests folder"), "\(run.standardError)")
    }
}
