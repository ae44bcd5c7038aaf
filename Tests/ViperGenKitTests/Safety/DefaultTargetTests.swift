import Foundation
import Testing
import ViperGenTestSupport

/// The default target comes from the project folder's name by one rule (`SwiftIdentifier.moduleName`, SwiftPM's):
/// a folder named like a Swift keyword is a valid module, imported in backticks, and a folder `2048` gives `_2048`
/// with a note saying so, through the real binary.
@Suite struct DefaultTargetTests {
    @Test(arguments: ["class", "default", "extension", "internal", "Type"])
    func aFolderNamedLikeAKeywordIsImportedInBackticks(folder: String) throws {
        let root = try TemporaryDirectory()
        let project = root.url.appending(path: folder, directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let result = try runViperGen(["module", "Search", "--param", "ui=none", "--quiet"], in: project)
        #expect(result == ProcessResult(status: 0, standardOutput: "", standardError: ""))
        let test = try String(
            contentsOf: project.appending(path: "SearchTests/SearchPresenterTests.swift"), encoding: .utf8)
        #expect(test.contains("\n@testable import `\(folder)`\n"))
        #expect(test.contains("//  Search module of `\(folder)`\n"))
    }

    /// The module of a folder `class` and its tests compile: the code as the module `class`, the tests against it.
    @Test func theModuleOfAKeywordFolderCompilesWithItsTests() throws {
        let root = try TemporaryDirectory()
        let project = root.url.appending(path: "class", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        #expect(try runViperGen(["module", "Search", "--param", "ui=none"], in: project).status == 0)
        let swiftc = executableInPath("swiftc")
        // The module and the support layer it shares (`VIPER/`, whose `TestSupport.swift` the tests compile with).
        let code =
            try FileManager.default.contentsOfDirectory(atPath: project.appending(path: "Search").path)
            .sorted().map { "Search/" + $0 } + ["VIPER/Module.swift"]
        let tests =
            try FileManager.default.contentsOfDirectory(atPath: project.appending(path: "SearchTests").path)
            .sorted().map { "SearchTests/" + $0 } + ["VIPER/TestSupport.swift"]
        let module = try runProcess(
            swiftc,
            [
                "-module-name", "class", "-emit-module", "-enable-testing", "-parse-as-library", "-swift-version", "6",
                "-warnings-as-errors", "-emit-module-path", "class.swiftmodule",
            ] + code,
            in: project)
        #expect(module.status == 0, "\(module.standardError)")
        let typecheck = try runProcess(
            swiftc, ["-typecheck", "-I", ".", "-swift-version", "6", "-warnings-as-errors"] + tests, in: project)
        #expect(typecheck.status == 0, "\(typecheck.standardError)")
    }

    @Test func anExplicitKeywordTargetIsAcceptedToo() throws {
        let directory = try TemporaryDirectory()
        let result = try runViperGen(
            ["module", "Search", "--param", "ui=none", "--target", "default", "--quiet"], in: directory.url)
        #expect(result == ProcessResult(status: 0, standardOutput: "", standardError: ""))
        let test = try String(
            contentsOf: directory.url.appending(path: "SearchTests/SearchInteractorTests.swift"), encoding: .utf8)
        #expect(test.contains("\n@testable import `default`\n"))
    }

    @Test func aFolderStartingWithADigitGivesANote() throws {
        let root = try TemporaryDirectory()
        let project = root.url.appending(path: "2048", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let result = try runViperGen(["module", "Search", "--param", "ui=none", "--dry-run"], in: project)
        #expect(result.status == 0)
        #expect(
            result.standardError
                == "viper-gen: note: the target '_2048' comes from the project name '2048' (made a Swift identifier, "
                + "as SwiftPM names modules); pass --target NAME, or set \"target\" in viper-gen.json, if your tests "
                + "import another module\n")
        let written = try runViperGen(["module", "Search", "--param", "ui=none", "--quiet"], in: project)
        #expect(written == ProcessResult(status: 0, standardOutput: "", standardError: ""))
        let test = try String(
            contentsOf: project.appending(path: "SearchTests/SearchPresenterTests.swift"), encoding: .utf8)
        #expect(test.contains("\n@testable import _2048\n"))
    }

    /// A `Sources/<Target>` folder that is not an identifier names a module the way SwiftPM does (`my-feature` →
    /// `my_feature`, `My Feature` → `My_Feature`); it was refused as an invalid target, though nobody typed one
    /// (found generating into `Sources/My Feature` beside Element X's project, whose module was unknown then).
    @Test func aSourcesFolderThatIsNotAnIdentifierNamesTheModuleAsSwiftPMDoes() throws {
        let directory = try TemporaryDirectory()
        let result = try runViperGen(
            ["module", "Search", "--param", "ui=none", "--output", "Sources/my-feature", "--quiet"], in: directory.url)
        #expect(result == ProcessResult(status: 0, standardOutput: "", standardError: ""))
        let test = try String(
            contentsOf: directory.url.appending(path: "Sources/my-feature/SearchTests/SearchPresenterTests.swift"),
            encoding: .utf8)
        #expect(test.contains("\n@testable import my_feature\n"))
    }
}
