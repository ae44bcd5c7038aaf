import Foundation
import Testing
import ViperGenTestSupport

/// Issue 51, item 1: a set's support files are recorded by `adopt` as `module` records them, and `resolve` takes one
/// side of the conflict blocks `update` leaves in them. Through the real binary, with the set `kit` of
/// `SupportFilesTests`.
@Suite struct SupportFileUpkeepTests {
    static let module = "Sources/VIPER/Module.swift"
    static let testSupport = "Tests/VIPER/TestSupport.swift"

    /// Search made with `kit`, then its lockfile and bases deleted: a module viper-gen did not record.
    static func unrecorded() throws -> UpkeepProject {
        let project = try SupportFilesTests.project()
        #expect(try project.run(["module", "Search", "-q"]).status == 0)
        for path in ["viper-gen.lock", "viper-gen.bases"] {
            try FileManager.default.removeItem(at: project.url.appending(path: path))
        }
        return project
    }

    @Test func adoptRecordsTheSupportFilesAsModuleDoes() throws {
        let made = try SupportFilesTests.project()
        #expect(try made.run(["module", "Search", "-q"]).status == 0)
        let project = try Self.unrecorded()
        #expect(
            try project.run(["adopt", "Search"])
                == ProcessResult(
                    status: 0,
                    standardOutput: """
                        recorded Search (kit) in viper-gen.lock: 2 of 2 files equal the template's render
                          same     Sources/Search/SearchPresenter.swift
                          same     Tests/SearchTests/SearchTests.swift
                          same     \(Self.module) (support file)
                          same     \(Self.testSupport) (support file)

                        """, standardError: ""))
        // The support files' records and base are those `module` writes.
        let support = { (text: String?) in text?.components(separatedBy: "\"support\": [").last }
        #expect(support(project.read("viper-gen.lock")) == support(made.read("viper-gen.lock")))
        #expect(
            project.read("viper-gen.bases/support-files.base")
                == SupportFilesTests.moduleSupport + SupportFilesTests.testSupport)
        #expect(try project.run(["check"]).standardOutput == "1 recorded module is up to date\n")
        // So remove takes them out with the module, as it does for one made with `module`.
        #expect(
            try project.run(["remove", "Search"]).standardOutput
                == """
                removed Sources/Search/SearchPresenter.swift
                removed Tests/SearchTests/SearchTests.swift
                removed \(Self.module)
                removed \(Self.testSupport)
                dropped Search from viper-gen.lock

                """)
    }

    /// A support path that is a link leading out of the project is never read nor recorded by `adopt`.
    @Test func aSupportFileThatLinksOutOfTheProjectIsNotAdopted() throws {
        let project = try Self.unrecorded()
        let outside = try TemporaryDirectory()
        let target = outside.url.appending(path: "Module.swift")
        try Data((project.read(Self.module) ?? "").utf8).write(to: target)
        try FileManager.default.removeItem(at: project.url.appending(path: Self.module))
        try FileManager.default.createSymbolicLink(
            atPath: project.url.appending(path: Self.module).path, withDestinationPath: target.path)
        let adopted = try project.run(["adopt", "Search"])
        #expect(adopted.status == 0, "\(adopted.standardError)")
        #expect(!adopted.standardOutput.contains("\(Self.module) (support file)"), "\(adopted.standardOutput)")
        #expect(project.read("viper-gen.lock")?.contains(#""path": "\#(Self.module)""#) == false)
    }

    @Test func anEditedSupportFileIsAdoptedAsTheUsersVersionAndUpdateMergesIt() throws {
        let project = try Self.unrecorded()
        try project.append(Self.module, "// mine\n")
        try FileManager.default.removeItem(at: project.url.appending(path: Self.testSupport))
        #expect(
            try project.run(["adopt", "Search"]).standardOutput
                == """
                recorded Search (kit) in viper-gen.lock: 2 of 2 files equal the template's render
                  same     Sources/Search/SearchPresenter.swift
                  same     Tests/SearchTests/SearchTests.swift
                  differs  \(Self.module) (support file, your version; 'viper-gen update' keeps your changes)
                  missing  \(Self.testSupport) (support file: 'viper-gen update' writes it)

                """)
        #expect(
            try project.run(["modules"]).standardOutput
                == """
                Search  kit  edited
                  edited     \(Self.module)

                """)
        // The set changes: update merges the support file (it refused it as a file viper-gen did not write before)
        // and writes the missing one.
        let changed = SupportFilesTests.moduleSupport.replacingOccurrences(of: "AnyObject", with: "AnyObject, Sendable")
        try SupportFilesTests.writeSet(in: project, moduleSupport: changed)
        #expect(
            try project.run(["update"])
                == ProcessResult(
                    status: 0,
                    standardOutput: """
                        merge \(Self.module) (your changes and the template's)
                        create \(Self.testSupport) (new in the set)

                        """, standardError: ""))
        #expect(project.read(Self.module) == changed + "// mine\n")
        #expect(project.read(Self.testSupport) == SupportFilesTests.testSupport)
        #expect(try project.run(["check"]).status == 0)
    }

    @Test func aModuleAdoptedBesideRecordedSupportFilesJoinsTheirUsers() throws {
        let project = try SupportFilesTests.project()
        #expect(try project.run(["module", "Search", "Cart", "-q"]).status == 0)
        let lockfile = try #require(project.read("viper-gen.lock"))
        #expect(
            try project.run(["adopt", "Cart", "--force"]).standardOutput
                == """
                recorded Cart (kit) in viper-gen.lock: 2 of 2 files equal the template's render
                  same     Sources/Cart/CartPresenter.swift
                  same     Tests/CartTests/CartTests.swift
                  shared   \(Self.module) (support file recorded already; Cart joins its users)
                  shared   \(Self.testSupport) (support file recorded already; Cart joins its users)

                """)
        #expect(project.read("viper-gen.lock") == lockfile)
    }

    @Test func resolveTakesOneSideOfTheBlocksUpdateLeftInASupportFile() throws {
        let project = try SupportFilesTests.project()
        #expect(try project.run(["module", "Search", "-q"]).status == 0)
        let mine = SupportFilesTests.moduleSupport.replacingOccurrences(of: "{ get }", with: "{ get set }")
        try project.write(Self.module, mine)
        let theirs = SupportFilesTests.moduleSupport.replacingOccurrences(of: "String", with: "Substring")
        try SupportFilesTests.writeSet(in: project, moduleSupport: theirs)
        // update names resolve for the support file, which now covers it.
        #expect(
            try project.run(["update"])
                == ProcessResult(
                    status: 1, standardOutput: "merge \(Self.module) with 1 conflict\n",
                    standardError: "viper-gen: 1 file has conflicts: \(Self.module); resolve the <<<<<<< ||||||| "
                        + "======= >>>>>>> blocks, or take one side of every block with 'viper-gen resolve Search "
                        + "--ours' (yours) or '--theirs' (the template's), then run 'viper-gen check'\n"))
        #expect(project.read(Self.module)?.contains("<<<<<<< yours\n") == true)
        #expect(
            try project.run(["resolve", "Search", "--ours"])
                == ProcessResult(
                    status: 0, standardOutput: "took your side of 1 conflict block in \(Self.module)\n",
                    standardError: ""))
        #expect(project.read(Self.module) == mine)
        #expect(try project.run(["check"]).status == 0)
        #expect(try project.run(["update"]).standardOutput == "every module is up to date\n")
        // Named, it is one of the module's files.
        try project.write(Self.module, "<<<<<<< yours\nmine\n=======\ntheirs\n>>>>>>> template\n")
        #expect(
            try project.run(["resolve", "Search", "--theirs", Self.module]).standardOutput
                == "took the template's side of 1 conflict block in \(Self.module)\n")
        #expect(project.read(Self.module) == "theirs\n")
    }

    @Test func adoptingAModuleOfTheBuiltInSetRecordsItsSupportLayerAsModuleDid() throws {
        let project = try TemporaryDirectory()
        let run = { (arguments: [String]) in try runViperGen(arguments, in: project.url) }
        #expect(try run(["module", "Feed", "--author", "Jane", "-q"]).status == 0)
        let read = { (path: String) in try? String(contentsOf: project.url.appending(path: path), encoding: .utf8) }
        let support = { (text: String?) in text?.components(separatedBy: "\"support\": [").last }
        let recorded = try #require(support(read("viper-gen.lock")))
        let base = try #require(read("viper-gen.bases/support-files.base"))
        for path in ["viper-gen.lock", "viper-gen.bases"] {
            try FileManager.default.removeItem(at: project.url.appending(path: path))
        }
        let adopted = try run(["adopt", "Feed"])
        #expect(adopted.status == 0)
        #expect(
            adopted.standardOutput.hasSuffix(
                """
                  same     VIPER/Module.swift (support file)
                  same     VIPER/ModuleScreen.swift (support file)
                  same     VIPER/TestSupport.swift (support file)

                """))
        #expect(support(read("viper-gen.lock")) == recorded)
        #expect(read("viper-gen.bases/support-files.base") == base)
        #expect(try run(["check"]).standardOutput == "1 recorded module is up to date\n")
    }
}
