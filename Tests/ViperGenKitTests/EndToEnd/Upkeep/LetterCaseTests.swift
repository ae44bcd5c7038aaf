import Foundation
import Testing
import ViperGenTestSupport

/// What a Mac's case-insensitive disk (APFS's default) takes for one file is refused on every platform before
/// anything is written (73), naming both spellings and where the existing one is: on disk, in the lockfile, or as a
/// base file. Lookups agree (65, never a second entry), and a module name typed decomposed (NFD) is the composed one.
/// Through the real binary: exact message, exit code, nothing on standard output, nothing written.
@Suite struct LetterCaseTests {
    static let clashOnDisk =
        "a case-insensitive file system (macOS's default) takes them for one"

    @Test func aModuleFolderOnDiskSpelledOtherwiseIsRefused() throws {
        let project = try UpkeepProject()
        try project.write("Sources/searchResults/Notes.txt", "mine\n")
        let sources = project.url.path + "/Sources"
        try expectRefused(
            ["module", "SearchResults"], in: project, status: 73,
            "viper-gen: error: \(sources)/SearchResults differs only in letter case from \(sources)/searchResults, "
                + "which is on disk; \(Self.clashOnDisk) folder: rename \(sources)/searchResults or choose a name "
                + "that differs in more than letter case")
    }

    @Test func aFileOnDiskSpelledOtherwiseIsRefusedEvenWithForce() throws {
        let project = try UpkeepProject()
        try project.write("Sources/Search/searchPresenter.swift", "mine\n")
        let folder = project.url.path + "/Sources/Search"
        try expectRefused(
            ["module", "Search", "--force"], in: project, status: 73,
            "viper-gen: error: \(folder)/SearchPresenter.swift differs only in letter case from "
                + "\(folder)/searchPresenter.swift, which is on disk; \(Self.clashOnDisk) file: rename "
                + "\(folder)/searchPresenter.swift or choose a name that differs in more than letter case")
    }

    @Test func anOutputFolderOnTheWaySpelledOtherwiseOnDiskIsRefused() throws {
        let project = try UpkeepProject()
        try project.write("Sources/App/AppDelegate.swift", "mine\n")
        let root = project.url.path
        let message =
            "viper-gen: error: \(root)/sources differs only in letter case from \(root)/Sources, which is on disk; "
            + "\(Self.clashOnDisk) folder: spell the output directory as on disk (\(root)/Sources), or choose one "
            + "that differs in more than letter case"
        try expectRefused(["module", "Search", "--output", "sources/app"], in: project, status: 73, message)
        // The last folder of the path, and a tests folder, are checked alike.
        try expectRefused(
            ["module", "Search", "--tests-output", "Sources/app"], in: project, status: 73,
            "viper-gen: error: \(root)/Sources/app differs only in letter case from \(root)/Sources/App, which is on "
                + "disk; \(Self.clashOnDisk) folder: spell the output directory as on disk (\(root)/Sources/App), or "
                + "choose one that differs in more than letter case")
    }

    @Test func anOutputFolderFromTheConfigSpelledOtherwiseOnDiskIsRefused() throws {
        let project = try UpkeepProject(
            config: #"{ "template": "mini", "templateDirectories": ["sets"], "output": "sources" }"#)
        try project.write("Sources/App/AppDelegate.swift", "mine\n")
        let root = project.url.path
        try expectRefused(
            ["module", "Search"], in: project, status: 73,
            "viper-gen: error: \(root)/sources differs only in letter case from \(root)/Sources, which is on disk; "
                + "\(Self.clashOnDisk) folder: spell the output directory as on disk (\(root)/Sources), or choose "
                + "one that differs in more than letter case")
    }

    @Test func anOutputFolderRecordedUnderAnotherSpellingIsRefused() throws {
        let project = try UpkeepProject()
        try #require(try project.run(["module", "Search", "--output", "search", "-q"]).status == 0)
        let root = project.url.path
        // On disk, the folder is in the way.
        try expectRefused(
            ["module", "Settings", "--output", "SEARCH"], in: project, status: 73,
            "viper-gen: error: \(root)/SEARCH differs only in letter case from \(root)/search, which is on disk; "
                + "\(Self.clashOnDisk) folder: spell the output directory as on disk (\(root)/search), or choose one "
                + "that differs in more than letter case")
        // Gone from disk (removed by hand), the lockfile still spells it: the folder and a folder below it.
        try FileManager.default.removeItem(at: project.url.appending(path: "search"))
        let lockfile = root + "/viper-gen.lock"
        try expectRefused(
            ["module", "Settings", "--output", "SEARCH"], in: project, status: 73,
            "viper-gen: error: \(lockfile): output folder SEARCH of module Settings differs only in letter case from "
                + "search, module Search's output folder, which is recorded there; a case-insensitive file system "
                + "(macOS's default) takes them for one folder: spell it search, or choose a folder that differs in "
                + "more than letter case")
        try expectRefused(
            ["module", "Settings", "--output", "Search/Sub"], in: project, status: 73,
            "viper-gen: error: \(lockfile): output folder Search/Sub of module Settings differs only in letter case "
                + "from search/Sub, the spelling of module Search's output folder search, which is recorded there; a "
                + "case-insensitive file system (macOS's default) takes them for one folder: spell it search/Sub, or "
                + "choose a folder that differs in more than letter case")
        // Spelled as recorded, it is fine.
        #expect(try project.run(["module", "Settings", "--output", "search/Sub", "-q"]).status == 0)
    }

    @Test func aModuleRecordedUnderAnotherSpellingIsRefusedAndNotFoundByIt() throws {
        let project = try UpkeepProject()
        try #require(try project.run(["module", "SearchResults", "-q"]).status == 0)
        let lockfile = project.url.path + "/viper-gen.lock"
        let recorded =
            "viper-gen: error: \(lockfile): module Searchresults differs only in letter case from module "
            + "SearchResults, which is recorded there; a case-insensitive file system (macOS's default) takes the two "
            + "names for one module: name this one 'SearchResults' to work on that one, or choose a name that differs "
            + "in more than letter case"
        // Other folders, so that nothing on disk is in the way: the lockfile entry is.
        try expectRefused(["module", "Searchresults", "--output", "Other"], in: project, status: 73, recorded)
        try expectRefused(["adopt", "Searchresults"], in: project, status: 73, recorded)
        let notFound =
            "viper-gen: error: \(lockfile): no module 'Searchresults' is recorded, but 'SearchResults' is, which "
            + "differs only in letter case (one module on a case-insensitive file system, macOS's default); name it "
            + "'SearchResults'"
        try expectRefused(["update", "Searchresults"], in: project, status: 65, notFound)
        try expectRefused(["remove", "Searchresults"], in: project, status: 65, notFound)
    }

    @Test func aBaseFileOnDiskSpelledOtherwiseIsRefused() throws {
        let project = try UpkeepProject()
        try project.write("viper-gen.bases/search.base", "")
        let base = project.url.path + "/viper-gen.bases/search.base"
        try expectRefused(
            ["module", "Search"], in: project, status: 73,
            "viper-gen: error: \(base) differs only in letter case from the base of module Search, Search.base, and "
                + "is on disk; a case-insensitive file system (macOS's default) takes the two names for one module: "
                + "name this one differently, or remove \(base) if no module of that name is recorded")
    }

    @Test func aDecomposedNameGivesTheFilesAndTheEntryOfTheComposedOne() throws {
        let decomposed = "Cafe\u{301}"
        let composed = "Caf\u{E9}"
        try #require(Array(decomposed.utf8) != Array(composed.utf8))
        let typedDecomposed = try UpkeepProject()
        let typedComposed = try UpkeepProject()
        // The same project and target names, which the lockfile records, rather than the folders' own.
        let names = ["-q", "--project", "App", "--target", "App"]
        try #require(try typedDecomposed.run(["module", decomposed] + names).status == 0)
        try #require(try typedComposed.run(["module", composed] + names).status == 0)
        let files = try Self.filesByBytes(typedDecomposed.url)
        #expect(files == (try Self.filesByBytes(typedComposed.url)))
        #expect(
            files.keys.sorted { $0.lexicographicallyPrecedes($1) }.map { String(decoding: $0, as: UTF8.self) } == [
                "Sources/Café/CaféPresenter.swift", "Sources/Café/CaféView.swift", "sets/mini/Presenter.swift.liquid",
                "sets/mini/View.swift.liquid", "sets/mini/template.json", "viper-gen.bases/Café.base",
                "viper-gen.json", "viper-gen.lock",
            ])
        let lockfile = try #require(typedDecomposed.read("viper-gen.lock")).unicodeScalars
        #expect(lockfile.contains("\u{E9}") && !lockfile.contains("\u{301}"))
        // Typed either way, the name finds the one entry and the one set of files.
        #expect(
            try typedDecomposed.run(["update", composed, "-q"])
                == ProcessResult(status: 0, standardOutput: "", standardError: ""))
        #expect(
            try typedComposed.run(["update", decomposed, "-q"])
                == ProcessResult(status: 0, standardOutput: "", standardError: ""))
        #expect(try typedDecomposed.run(["module", composed, "--force"] + names).status == 0)
        #expect(try Self.filesByBytes(typedDecomposed.url) == files)
    }

    /// Every file below `directory` by the bytes of its relative path (Swift's `String` would take a composed and a
    /// decomposed name for one key), with its bytes.
    static func filesByBytes(_ directory: URL) throws -> [[UInt8]: [UInt8]] {
        var files: [[UInt8]: [UInt8]] = [:]
        for (path, _) in snapshotTree(directory) {
            files[Array(path.utf8)] = Array(try Data(contentsOf: directory.appending(path: path)))
        }
        return files
    }

    private func expectRefused(
        _ arguments: [String], in project: UpkeepProject, status: Int32, _ message: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let before = try treeListing(project.url)
        let result = try project.run(arguments)
        #expect(
            result == ProcessResult(status: status, standardOutput: "", standardError: message + "\n"), "\(arguments)",
            sourceLocation: sourceLocation)
        #expect(try treeListing(project.url) == before, "\(arguments) changed the disk", sourceLocation: sourceLocation)
    }
}
