import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenGeneration
@testable import ViperGenKit

/// Pins the output of the built-in `viper` set, its support files included, byte for byte: each flavour with its
/// defaults, then each option on its own.
@Suite struct ViperGoldenTests {
    /// Renders `names` with the built-in `viper` set in memory, keyed as the files would be written, support files
    /// (`VIPER/`) included.
    static func render(_ names: [String], parameters: [(key: String, value: String)]) throws -> [String: String] {
        let root = URL(fileURLWithPath: "/nonexistent-viper-gen-golden-root")
        let request = GenerationRequest(
            moduleNames: names, templateName: "viper", parameterAssignments: parameters, author: "Jane Appleseed",
            company: "Acme Inc.", projectName: "TodoApp", prefix: "", target: "TodoApp",
            codeDirectory: root.appending(path: "Sources"), testsDirectory: root.appending(path: "Tests"),
            date: GoldenTests.date)
        let plan = try GenerationPlanner().plan(request)
        var files: [String: String] = [:]
        for file in plan.files {
            files[(file.kind == .code ? "Sources/" : "Tests/") + file.relativePath] = file.contents
        }
        for file in plan.support {
            files[(file.kind == .code ? "Sources/" : "Tests/") + file.relativePath] = String(
                decoding: file.bytes, as: UTF8.self)
        }
        return files
    }

    /// The default flavour: a SwiftUI view on an @Observable presenter, with Swift Testing tests.
    @Test func swiftuiFlavour() throws {
        let files = try Self.render(["Search"], parameters: [("ui", "swiftui")])
        #expect(try Self.render(["Search"], parameters: []) == files, "swiftui is the default flavour")
        #expect(
            try Self.render(["Search"], parameters: [("tests", "swift-testing")]) == files,
            "Swift Testing is the default")
        try assertMatchesGoldens(files, name: "viper-swiftui/Search")
    }

    @Test func uikitFlavour() throws {
        try assertMatchesGoldens(Self.render(["Search"], parameters: [("ui", "uikit")]), name: "viper-uikit/Search")
    }

    @Test(arguments: ["Search", "URLPreview"])
    func noneFlavour(name: String) throws {
        try assertMatchesGoldens(Self.render([name], parameters: [("ui", "none")]), name: "viper-none/\(name)")
    }

    /// Each option on its own, in each flavour: `tests=xctest`, `dependencies`, `access=public` (with dependencies,
    /// to cover the dependencies protocol), `interactor=false` and, where the flavour has one, `screen=list`.
    @Test(arguments: ["swiftui", "uikit", "none"])
    func options(flavour: String) throws {
        let plain = try Self.render(["Search"], parameters: [("ui", flavour)])
        let options: [(name: String, parameters: [(key: String, value: String)])] = [
            ("xctest", [("tests", "xctest")]),
            ("dependencies", [("dependencies", "true")]),
            ("public", [("dependencies", "true"), ("access", "public")]),
            ("no-interactor", [("interactor", "false")]),
        ]
        for option in options {
            let files = try Self.render(["Search"], parameters: [("ui", flavour)] + option.parameters)
            #expect(files != plain, "\(option.name) changes the \(flavour) module")
            try assertMatchesGoldens(files, name: "viper-\(flavour)-\(option.name)/Search")
        }
        let list = try Self.render(["Search"], parameters: [("ui", flavour), ("screen", "list")])
        if flavour == "none" {
            #expect(list == plain, "the none flavour has no screen to lay out")
        } else {
            try assertMatchesGoldens(list, name: "viper-\(flavour)-list/Search")
        }
        let withoutTests = try Self.render(["Search"], parameters: [("ui", flavour), ("tests", "none")])
        #expect(withoutTests == plain.filter { $0.key.hasPrefix("Sources/") }, "tests=none leaves out the tests only")
    }
}
