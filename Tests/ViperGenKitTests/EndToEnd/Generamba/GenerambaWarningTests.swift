import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenEngine

/// What Generamba tolerated and viper-gen reports as a warning without failing, and the engine's one lax corner.
@Suite struct GenerambaWarningTests {
    @Test func unknownRambafileKeysAndCaseInsensitiveSnippetsWarn() throws {
        let directory = try TemporaryDirectory()
        let root = directory.url.standardizedFileURL.path
        let set = directory.url.appending(path: "Templates/s")
        try FileManager.default.createDirectory(at: set.appending(path: "snippets"), withIntermediateDirectories: true)
        try Data("project_name: A\nprefx: B\n".utf8).write(to: directory.url.appending(path: "Rambafile"))
        try Data("name: s\ncode_files:\n- {name: A.swift, path: a.liquid}\nextra: 1\n".utf8).write(
            to: set.appending(path: "s.rambaspec"))
        try Data("{% include 'Header' %}x\n".utf8).write(to: set.appending(path: "a.liquid"))
        try Data("// h\n".utf8).write(to: set.appending(path: "snippets/header.liquid"))
        let result = runCommand(["gen", "Search", "s"], in: directory.url)
        #expect(result.status == 0)
        #expect(
            result.standardError == """
                \(root)/Rambafile:2:1: warning: unknown key "prefx" in the Rambafile (did you mean "prefix"?) is \
                ignored; known: \(["company", "author", "project_name", "prefix", "product_module_name",
                    "xcodeproj_path", "project_xcodeproj_path", "project_target", "project_targets",
                    "project_file_path", "project_group_path", "test_xcodeproj_path", "test_target", "test_targets",
                    "test_file_path", "test_group_path", "podfile_path", "cartfile_path", "create_logical_groups",
                    "catalogs", "templates"].joined(separator: ", "))
                prefx: B
                ^
                \(root)/Templates/s/a.liquid:1:12: warning: snippet 'Header' matched 'header.liquid' ignoring case; \
                rename the include or the file
                {% include 'Header' %}x
                           ^
                \(root)/Templates/s/s.rambaspec (rendered):4:1: warning: unknown key "extra" in the rambaspec is \
                ignored; known: name, summary, author, version, license, code_files, test_files, dependencies, \
                support_code_files, support_test_files
                extra: 1
                ^

                """)
        #expect(snapshotTree(directory.url.appending(path: "Search")) == ["SearchA.swift": "// h\nx\n"])
    }

    @Test func lenientVariablesAreNilOnlyUnderTheirRoot() throws {
        let template = try LiquidTemplate(
            parsing: "{% if custom_parameters.x %}yes{% else %}no{% endif %}[{{ custom_parameters.y.z }}]",
            name: "t")
        #expect(
            try template.render(["custom_parameters": [:]], lenientVariables: ["custom_parameters"]) == "no[]")
        #expect(
            try template.render(["custom_parameters": ["x": "1"]], lenientVariables: ["custom_parameters"])
                == "yes[]")
        #expect(throws: TemplateError.self) { try template.render(["custom_parameters": [:]]) }
        let strict = try LiquidTemplate(parsing: "{{ other.x }}", name: "t")
        #expect(throws: TemplateError.self) {
            try strict.render(["other": [:]], lenientVariables: ["custom_parameters"])
        }
    }
}
