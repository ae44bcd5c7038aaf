import Foundation
import Testing
import ViperGenTestSupport

/// `remove` takes the folders viper-gen made for a module (its output folders and their parents among them) with it
/// when they are left empty, and no other folder. Through the real binary.
@Suite struct RemoveFoldersTests {
    static let config = #"{ "template": "mini", "templateDirectories": ["sets"], "output": "App/Modules" }"#

    @Test func theLockfileRecordsTheFoldersARunMade() throws {
        let project = try UpkeepProject(config: Self.config)
        #expect(try project.run(["module", "Search", "-q"]).status == 0)
        let lockfile = try #require(project.read("viper-gen.lock"))
        #expect(lockfile.contains(#"      "folders": ["App", "App/Modules", "App/Modules/Search"],"# + "\n"))
        // A later module records the folders the first one's run made that hold it, and its own.
        #expect(try project.run(["module", "Cart", "-q"]).status == 0)
        let both = try #require(project.read("viper-gen.lock"))
        #expect(both.contains(#"      "folders": ["App", "App/Modules", "App/Modules/Cart"],"# + "\n"))
    }

    @Test func theLastModuleRemovedFromAFolderViperGenMadeTakesItWithIt() throws {
        let project = try UpkeepProject(config: Self.config)
        let before = try treeListing(project.url)
        #expect(try project.run(["module", "Search", "-q"]).status == 0)
        #expect(try project.run(["module", "Cart", "-q"]).status == 0)
        #expect(try project.run(["remove", "Search", "-q"]).status == 0)
        #expect(try treeListing(project.url)["App/Modules"] == "directory 755")
        #expect(FileManager.default.fileExists(atPath: project.url.appending(path: "App/Modules/Search").path) == false)
        #expect(try project.run(["remove", "Cart", "-q"]).status == 0)
        #expect(try treeListing(project.url) == before)
    }

    @Test func foldersViperGenDidNotMakeStayEvenEmpty() throws {
        let project = try UpkeepProject(config: Self.config)
        try FileManager.default.createDirectory(
            at: project.url.appending(path: "App/Modules"), withIntermediateDirectories: true)
        let before = try treeListing(project.url)
        #expect(try project.run(["module", "Search", "-q"]).status == 0)
        #expect(project.read("viper-gen.lock")?.contains(#""folders": ["App/Modules/Search"],"#) == true)
        #expect(try project.run(["remove", "Search", "-q"]).status == 0)
        #expect(try treeListing(project.url) == before)
    }

    @Test func aFolderViperGenMadeThatHoldsSomethingElseStays() throws {
        let project = try UpkeepProject(config: Self.config)
        #expect(try project.run(["module", "Search", "-q"]).status == 0)
        try project.write("App/Notes.md", "mine\n")
        try project.write("App/Modules/Search/Extra.swift", "// mine\n")
        let removed = try project.run(["remove", "Search"])
        #expect(
            removed
                == ProcessResult(
                    status: 0,
                    standardOutput: """
                        removed App/Modules/Search/SearchPresenter.swift
                        removed App/Modules/Search/SearchView.swift
                        dropped Search from viper-gen.lock

                        """, standardError: ""))
        let left = try treeListing(project.url).keys.filter { $0.hasPrefix("App") }.sorted()
        #expect(left == ["App", "App/Modules", "App/Modules/Search", "App/Modules/Search/Extra.swift", "App/Notes.md"])
    }

    @Test func generambaEmptyFoldersGoToo() throws {
        let directory = try TemporaryDirectory()
        let set = directory.url.appending(path: "Templates/s")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data("name: s\ncode_files:\n- {name: View/View.swift, path: v.liquid}\n- {name: Assets/}\n".utf8)
            .write(to: set.appending(path: "s.rambaspec"))
        try Data("// {{ module_info.name }}\n".utf8).write(to: set.appending(path: "v.liquid"))
        try Data("project_name: App\nproject_file_path: Modules\n".utf8)
            .write(to: directory.url.appending(path: "Rambafile"))
        let before = try treeListing(directory.url)
        let generated = try runViperGen(["gen", "Search", "s", "-q"], in: directory.url)
        try #require(generated.status == 0, "\(generated)")
        #expect(try treeListing(directory.url)["Modules/Search/Assets"] == "directory 755")
        let removed = try runViperGen(["remove", "Search", "-q"], in: directory.url)
        #expect(removed == ProcessResult(status: 0, standardOutput: "", standardError: ""))
        #expect(try treeListing(directory.url) == before)
    }
}
