import Foundation
import Testing
import ViperGenTestSupport

/// Every value problem in a config file is bad data (65) at its `file:line:col`, with the line and a caret, and all
/// problems of one file are reported together, through the real binary.
@Suite struct ConfigPositionTests {
    @Test func valueProblemsInViperGenJSONHavePositionsAndAreReportedTogether() throws {
        let directory = try TemporaryDirectory()
        let config = """
            {
              "parameters": { "ui": "UIKIT", "colour": "red" },
              "target": "My App",
              "prefix": "1A"
            }

            """
        try Data(config.utf8).write(to: directory.url.appending(path: "viper-gen.json"))
        let before = try treeListing(directory.url)
        let result = try runViperGen(["module", "Search"], in: directory.url)
        let file = directory.url.appending(path: "viper-gen.json").path
        let identifier = "it must be a Swift identifier (letters, digits, '_', not starting with a digit)"
        #expect(
            result
                == ProcessResult(
                    status: 65, standardOutput: "",
                    standardError: """
                        \(file):4:13: error: invalid prefix '1A': \(identifier)
                          "prefix": "1A"
                                    ^
                        \(file):3:13: error: invalid target 'My App': \(identifier)
                          "target": "My App",
                                    ^
                        \(file):2:34: error: parameter 'colour' belongs to no template set; known: access, \
                        dependencies, interactor, parent, presentation, screen, tests, ui
                          "parameters": { "ui": "UIKIT", "colour": "red" },
                                                         ^
                        \(file):2:25: error: invalid value 'UIKIT' for parameter 'ui' (choice) of template 'viper'; \
                        use one of swiftui, uikit, none
                          "parameters": { "ui": "UIKIT", "colour": "red" },
                                                ^

                        """))
        #expect(try treeListing(directory.url) == before)
    }

    @Test func anUnknownTemplateNamedByTheConfigIsReportedThere() throws {
        let directory = try TemporaryDirectory()
        try Data("{\n  \"template\": \"vipr\"\n}\n".utf8).write(to: directory.url.appending(path: "viper-gen.json"))
        let result = try runViperGen(["module", "Search"], in: directory.url)
        let file = directory.url.appending(path: "viper-gen.json").path
        #expect(
            result
                == ProcessResult(
                    status: 65, standardOutput: "",
                    standardError: """
                        \(file):2:15: error: unknown template 'vipr'; did you mean 'viper'? available: viper, viper-classic
                          "template": "vipr"
                                      ^

                        """))
        // The same name as an option stays a usage error.
        let option = try runViperGen(["module", "Search", "--template", "vipr"], in: directory.url)
        #expect(
            option
                == ProcessResult(
                    status: 64, standardOutput: "",
                    standardError:
                        "viper-gen: error: unknown template 'vipr'; did you mean 'viper'? available: viper, viper-classic\n"
                ))
    }

    @Test func anXcodeTargetTheProjectLacksIsReportedWhereTheConfigNamesIt() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.copyItem(
            at: XcodeProjectFixtures.project("AppWithTests"),
            to: directory.url.appending(path: "AppWithTests.xcodeproj"))
        let config = """
            {
              "xcodeproj": "AppWithTests.xcodeproj",
              "xcodeTargets": ["App", "Ap"]
            }

            """
        try Data(config.utf8).write(to: directory.url.appending(path: "viper-gen.json"))
        let before = try treeListing(directory.url)
        let result = try runViperGen(["module", "Search"], in: directory.url)
        let file = directory.url.appending(path: "viper-gen.json").path
        #expect(
            result
                == ProcessResult(
                    status: 65, standardOutput: "",
                    standardError: """
                        \(file):3:27: error: unknown Xcode target 'Ap'; did you mean 'App'? (the project's targets: \
                        App, AppTests)
                          "xcodeTargets": ["App", "Ap"]
                                                  ^

                        """))
        #expect(try treeListing(directory.url) == before)
        // Given as an option, the same name is a usage error without a place.
        let option = try runViperGen(["module", "Search", "--xcode-target", "Ap"], in: directory.url)
        #expect(option.status == 64)
        #expect(option.standardError.hasPrefix("viper-gen: error: unknown Xcode target 'Ap'"))
    }

    @Test func aRambafileTestTargetTheProjectLacksIsReportedThere() throws {
        let project = try generambaProjectCopy()
        let rambafile = project.url.appending(path: "Rambafile")
        let text = try String(contentsOf: rambafile, encoding: .utf8)
        try Data(
            text.replacingOccurrences(of: "test_target: SearchAppTests\n", with: "test_target: SearchAppTestz\n").utf8
        )
        .write(to: rambafile)
        let before = try treeListing(project.url)
        let result = try runViperGen(["gen", "Search", "search_viper"], in: project.url)
        let line = try #require(
            text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
                $0.hasPrefix("test_target:")
            })
        #expect(result.status == 65)
        #expect(
            result.standardError
                == "\(rambafile.path):\(line + 1):14: error: unknown Xcode target 'SearchAppTestz'; did you mean "
                + "'SearchAppTests'? (the project's targets: SearchApp, SearchAppClip, SearchAppTests)\n"
                + "test_target: SearchAppTestz\n             ^\n")
        #expect(try treeListing(project.url) == before)
    }

    @Test func aBadTargetDependencyInTheConfigIsReportedThere() throws {
        let directory = try TemporaryDirectory()
        try Data(
            "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [])\n"
                .utf8
        ).write(to: directory.url.appending(path: "Package.swift"))
        let config = "{\n  \"addTarget\": true,\n  \"targetDependencies\": [\"Core\", \"a\\\"b\"]\n}\n"
        try Data(config.utf8).write(to: directory.url.appending(path: "viper-gen.json"))
        let before = try treeListing(directory.url)
        let result = try runViperGen(["module", "Search"], in: directory.url)
        let file = directory.url.appending(path: "viper-gen.json").path
        #expect(
            result
                == ProcessResult(
                    status: 65, standardOutput: "",
                    standardError: """
                        \(file):3:34: error: invalid target dependency 'a"b': give the name of a target or product of \
                        the package
                          "targetDependencies": ["Core", "a\\"b"]
                                                         ^

                        """))
        #expect(try treeListing(directory.url) == before)
    }

    @Test(arguments: [
        (
            #""xcodeGroup": "../..""#, 17,
            #""xcodeGroup" in the config '../..' has a '.' or '..' component; name groups from the top of the "#
                + "project, e.g. App/Modules"
        ),
        (
            #""xcodeproj": "Nope.xcodeproj""#, 16,
            "ROOT/Nope.xcodeproj: no such Xcode project; give the path of a folder ending in .xcodeproj"
        ),
    ])
    func xcodeValuesInTheConfigAreReportedThere(line: String, column: Int, message: String) throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.copyItem(
            at: XcodeProjectFixtures.project("AppWithTests"),
            to: directory.url.appending(path: "AppWithTests.xcodeproj"))
        let project = line.hasPrefix(#""xcodeproj""#) ? "" : #"  "xcodeproj": "AppWithTests.xcodeproj","# + "\n"
        try Data("{\n\(project)  \(line)\n}\n".utf8).write(to: directory.url.appending(path: "viper-gen.json"))
        let before = try treeListing(directory.url)
        let result = try runViperGen(["module", "Search"], in: directory.url)
        let file = directory.url.appending(path: "viper-gen.json").path
        let row = project.isEmpty ? 2 : 3
        let expected =
            "\(file):\(row):\(column): error: "
            + message.replacingOccurrences(of: "ROOT", with: directory.url.standardizedFileURL.path) + "\n  \(line)\n"
            + String(repeating: " ", count: column - 1) + "^\n"
        #expect(result == ProcessResult(status: 65, standardOutput: "", standardError: expected))
        #expect(try treeListing(directory.url) == before)
    }

    @Test func aFlagStaysUsageWithoutAPosition() throws {
        let directory = try TemporaryDirectory()
        try Data(#"{ "target": "App" }"#.utf8).write(to: directory.url.appending(path: "viper-gen.json"))
        let result = try runViperGen(["module", "Search", "--target", "My App"], in: directory.url)
        #expect(
            result
                == ProcessResult(
                    status: 64, standardOutput: "",
                    standardError: "viper-gen: error: invalid target 'My App': it must be a Swift identifier "
                        + "(letters, digits, '_', not starting with a digit)\n"))
    }

    @Test func aBadRambafilePrefixIsBadDataAtItsPosition() throws {
        let directory = try TemporaryDirectory()
        try Data("project_name: Shop\nprefix: 1ABC\n".utf8).write(to: directory.url.appending(path: "Rambafile"))
        let before = try treeListing(directory.url)
        let result = try runViperGen(["module", "Search"], in: directory.url)
        let file = directory.url.appending(path: "Rambafile").path
        #expect(
            result
                == ProcessResult(
                    status: 65, standardOutput: "",
                    standardError: """
                        \(file):2:9: error: invalid prefix '1ABC': it must be a Swift identifier (letters, digits, \
                        '_', not starting with a digit)
                        prefix: 1ABC
                                ^

                        """))
        #expect(try treeListing(directory.url) == before)
    }
}
