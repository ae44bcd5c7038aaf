import Foundation
import Testing

@testable import ViperGenEngine
@testable import ViperGenFormats

/// The Generamba fixture corpus (`Tests/Fixtures/Generamba`) reads as Ruby's YAML reads it.
@Suite struct YAMLFixtureTests {
    private static let project = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Generamba/project")

    private func read(_ path: String) throws -> YAMLNode {
        let text = try String(contentsOf: Self.project.appendingPathComponent(path), encoding: .utf8)
        var reader = YAMLReader(source: SourceText(name: path, text: text))
        return try reader.read()
    }

    @Test func readsTheRambafile() throws {
        #expect(
            compact(try read("Rambafile"))
                == "{company: \"Acme Labs\", author: \"Jane Roe\", project_name: \"Search App\", prefix: \"ACM\", "
                + "xcodeproj_path: \"SearchApp.xcodeproj\", project_file_path: \"/Sources/Modules/\", "
                + "project_group_path: \"Sources/Modules\", project_targets: [\"SearchApp\", \"SearchAppClip\"], "
                + "test_file_path: \"Tests/Modules\", test_group_path: \"Tests/Modules\", "
                + "test_target: \"SearchAppTests\", "
                + "catalogs: [\"https://example.invalid/acme/generamba-catalog\"], templates: [{name: \"search_viper\"}, "
                + "{name: \"plain_set\", git: \"https://example.invalid/acme/plain_set.git\", branch: \"main\"}]}")
    }

    /// The plain set's rambaspec holds Liquid only inside quoted strings, so it reads before rendering too.
    @Test func readsAQuotedMultiLineRambaspec() throws {
        #expect(
            compact(try read("Templates/plain_set/plain_set.rambaspec"))
                == "{name: \"plain_set\", summary: \"A second set: no test files, no dependencies, a module_path "
                + "override and a description\", author: \"Jane Roe\", version: \"2.0.0\", license: \"MIT\", "
                + "code_files: [{name: \"README.md\", path: \"Code/readme.md.liquid\"}, {name: \"Sources/Feature.swift\", "
                + "path: \"Code/feature.swift.liquid\", custom_name: \"{{ prefix }}{{ module_info.file_basename }}\"}], "
                + "test_files: null}")
    }
}
