import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenGeneration
@testable import ViperGenKit

/// Pins the output of the built-in `viper-classic` set byte for byte.
@Suite struct GoldenTests {
    static let date = GenerationDate(year: 2026, month: 11, day: 22)

    /// Renders `names` with the built-in `viper-classic` set (the pre-2026 one) in memory, keyed as the files would be written.
    static func render(_ names: [String], parameters: [(key: String, value: String)], prefix: String = "") throws
        -> [String: String]
    {
        let root = URL(fileURLWithPath: "/nonexistent-viper-gen-golden-root")
        let request = GenerationRequest(
            moduleNames: names, templateName: "viper-classic", parameterAssignments: parameters,
            author: "Jane Appleseed", company: "Acme Inc.",
            projectName: "TodoApp", prefix: prefix, target: "TodoApp", codeDirectory: root.appending(path: "Sources"),
            testsDirectory: root.appending(path: "Tests"), date: date)
        let plan = try GenerationPlanner().plan(request)
        var files: [String: String] = [:]
        for file in plan.files {
            files[(file.kind == .code ? "Sources/" : "Tests/") + file.relativePath] = file.contents
        }
        return files
    }

    @Test(arguments: ["Search", "Map", "URLPreview"])
    func noneFlavour(name: String) throws {
        try assertMatchesGoldens(Self.render([name], parameters: [("ui", "none")]), name: "viper-classic-none/\(name)")
    }

    /// The default flavour: a UIViewController and a UIKit router.
    @Test func uikitFlavour() throws {
        let files = try Self.render(["Search"], parameters: [("ui", "uikit")])
        #expect(try Self.render(["Search"], parameters: []) == files, "uikit is the default flavour")
        try assertMatchesGoldens(files, name: "viper-classic-uikit/Search")
    }

    /// A SwiftUI view with an @Observable view state, and a router that owns the navigation state.
    @Test func swiftuiFlavour() throws {
        try assertMatchesGoldens(
            Self.render(["Search"], parameters: [("ui", "swiftui")]), name: "viper-classic-swiftui/Search")
    }

    /// The `dependencies` option: a `SearchDependencies` protocol that `makeModule(dependencies:delegate:)` hands to
    /// the interactor and the router, with a stub in the tests. Off by default, so the goldens above stay as they are.
    @Test(arguments: ["uikit", "swiftui", "none"])
    func dependenciesOption(flavour: String) throws {
        let files = try Self.render(["Search"], parameters: [("ui", flavour), ("dependencies", "true")])
        let withInternal = try Self.render(["Search"], parameters: [("ui", flavour)])
        let withoutDependencies = try Self.render(["Search"], parameters: [("ui", flavour), ("dependencies", "false")])
        #expect(withoutDependencies == withInternal, "dependencies is off by default")
        #expect(files.keys.sorted() == withoutDependencies.keys.sorted(), "the option adds no file")
        try assertMatchesGoldens(files, name: "viper-classic-\(flavour)-dependencies/Search")
    }

    /// The `access` option: with `public`, what other targets use is public (with dependencies on, to cover the
    /// dependencies protocol). `internal` by default, so the goldens above stay as they are.
    @Test(arguments: ["uikit", "swiftui", "none"])
    func publicAccessOption(flavour: String) throws {
        let parameters = [("ui", flavour), ("dependencies", "true")]
        let files = try Self.render(["Search"], parameters: parameters + [("access", "public")])
        let withInternal = try Self.render(["Search"], parameters: parameters + [("access", "internal")])
        #expect(try withInternal == Self.render(["Search"], parameters: parameters), "access is internal by default")
        #expect(files.keys.sorted() == withInternal.keys.sorted(), "the option adds no file")
        #expect(files.filter { $0.key.hasPrefix("Tests/") } == withInternal.filter { $0.key.hasPrefix("Tests/") })
        try assertMatchesGoldens(files, name: "viper-classic-\(flavour)-public/Search")
    }
}
