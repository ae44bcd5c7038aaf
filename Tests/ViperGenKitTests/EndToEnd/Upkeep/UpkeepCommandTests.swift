import Foundation
import Testing
import ViperGenTestSupport

/// `modules`, `check`, `outdated`, `update`, `remove` and `adopt` through the real binary, on a small project set
/// that the tests change as a template author would.
@Suite struct UpkeepCommandTests {
    static let presenterPath = "Sources/Search/SearchPresenter.swift"
    static let viewPath = "Sources/Search/SearchView.swift"

    /// A project with the Search module generated from `mini`.
    private func generated() throws -> UpkeepProject {
        let project = try UpkeepProject()
        let result = try project.run(["module", "Search", "-q"])
        try #require(result == ProcessResult(status: 0, standardOutput: "", standardError: ""))
        return project
    }

    @Test func moduleRecordsTheModuleAndItsBaseNextToTheConfig() throws {
        let project = try generated()
        let presenter = try #require(project.read(Self.presenterPath))
        let view = try #require(project.read(Self.viewPath))
        // The base is exactly the bytes written, in the lockfile's order: as large as the module, no larger.
        #expect(project.read("viper-gen.bases/Search.base") == presenter + view)
        let lockfile = try #require(project.read("viper-gen.lock"))
        #expect(lockfile.contains(#""parameters": { "extras": false }"#))
        #expect(lockfile.contains(#""output": "Sources","#))
        #expect(lockfile.contains(#""date": "2026-11-22","#))
        #expect(lockfile.contains(#""name": "mini", "source": "sets/mini" }"#))
        #expect(
            lockfile.contains(
                #"{ "kind": "code", "path": "Sources/Search/SearchPresenter.swift", "sha256": ""#
                    + sha256(presenter) + #"", "size": \#(presenter.utf8.count) }"#))
        // A second module is a second block; the first one's lines do not change.
        _ = try project.run(["module", "Cart", "-q"])
        let both = try #require(project.read("viper-gen.lock"))
        #expect(both.contains(lockfile.split(separator: "\n")[2...].prefix(19).joined(separator: "\n")))
        let modules = try project.run(["modules"])
        #expect(
            modules
                == ProcessResult(
                    status: 0, standardOutput: "Cart    mini  current\nSearch  mini  current\n", standardError: ""))
        #expect(
            try project.run(["check"])
                == ProcessResult(status: 0, standardOutput: "2 recorded modules are up to date\n", standardError: ""))
    }

    @Test func modulesAndCheckReportEveryState() throws {
        let project = try generated()
        try project.append(Self.presenterPath, "// mine\n")
        #expect(
            try project.run(["modules"])
                == ProcessResult(
                    status: 0, standardOutput: "Search  mini  edited\n  edited     \(Self.presenterPath)\n",
                    standardError: ""))
        // Edits are the user's work: check passes.
        #expect(try project.run(["check"]).status == 0)

        try FileManager.default.removeItem(at: project.url.appending(path: Self.viewPath))
        try project.writeSet(presenter: UpkeepProject.presenter.replacingOccurrences(of: "loaded", with: "did load"))
        try project.append(Self.presenterPath, "<<<<<<< yours\na\n=======\nb\n>>>>>>> template\n")
        #expect(
            try project.run(["modules"])
                == ProcessResult(
                    status: 0,
                    standardOutput: """
                        Search  mini  outdated, edited, missing, conflicted
                          missing    \(Self.viewPath)
                          conflicted \(Self.presenterPath)
                          edited     \(Self.presenterPath)

                        """, standardError: ""))
        #expect(
            try project.run(["check"])
                == ProcessResult(
                    status: 1,
                    standardOutput: """
                        Search: conflict markers in \(Self.presenterPath); resolve them and remove the markers
                        Search: missing \(Self.viewPath); run 'viper-gen update Search' to write them again
                        Search: template set 'mini' changed since it was written; run 'viper-gen update Search'
                        1 of 1 recorded modules need attention

                        """, standardError: ""))
        let json = try project.run(["check", "--json"])
        #expect(json.status == 1)
        #expect(json.standardOutput.contains(#""passed" : false"#))
        #expect(
            try project.run(["outdated"])
                == ProcessResult(
                    status: 1,
                    standardOutput: """
                        Search (mini)
                          changed  \(Self.presenterPath)
                          conflict \(Self.presenterPath): it still has conflict markers; resolve them first
                        resolve the conflict markers, then run 'viper-gen update' to bring them up to date

                        """, standardError: ""))
    }

    @Test func updateMergesAUserMethodWithATemplateChangeElsewhere() throws {
        let project = try generated()
        try project.append(Self.presenterPath, "\nextension SearchPresenter {\n    func mine() {}\n}\n")
        try project.writeSet(presenter: UpkeepProject.presenter.replacingOccurrences(of: "loaded", with: "did load"))
        let result = try project.run(["update"])
        #expect(
            result
                == ProcessResult(
                    status: 0,
                    standardOutput: "merge \(Self.presenterPath) (your changes and the template's)\n",
                    standardError: ""))
        #expect(
            project.read(Self.presenterPath) == """
                final class SearchPresenter {
                    func viewDidLoad() {
                        print("did load")
                    }
                }

                extension SearchPresenter {
                    func mine() {}
                }

                """)
        // The new render is the new base: the module is current, and still edited (the method is the user's).
        #expect(try project.run(["modules"]).standardOutput.hasPrefix("Search  mini  edited\n"))
        #expect(try project.run(["check"]).status == 0)
        #expect(
            try project.run(["update"])
                == ProcessResult(status: 0, standardOutput: "every module is up to date\n", standardError: ""))
    }

    @Test func updateReplacesUneditedFilesAndKeepsEditedOnesTheTemplateDidNotChange() throws {
        let project = try generated()
        try project.append(Self.viewPath, "// mine\n")
        try project.writeSet(presenter: UpkeepProject.presenter.replacingOccurrences(of: "loaded", with: "did load"))
        let dryRun = try project.run(["update", "--dry-run"])
        #expect(
            dryRun
                == ProcessResult(status: 0, standardOutput: "would update \(Self.presenterPath)\n", standardError: ""))
        #expect(project.read(Self.presenterPath)?.contains("did load") == false)
        #expect(
            try project.run(["update"])
                == ProcessResult(status: 0, standardOutput: "update \(Self.presenterPath)\n", standardError: ""))
        #expect(project.read(Self.presenterPath)?.contains("print(\"did load\")") == true)
        #expect(project.read(Self.viewPath) == "struct SearchView {}\n// mine\n")
    }

    @Test func bothChangingTheSameLineLeavesConflictMarkersAndExitsOne() throws {
        let project = try generated()
        let presenter = try #require(project.read(Self.presenterPath))
        try project.write(Self.presenterPath, presenter.replacingOccurrences(of: "loaded", with: "mine"))
        try project.writeSet(presenter: UpkeepProject.presenter.replacingOccurrences(of: "loaded", with: "did load"))
        let result = try project.run(["update"])
        #expect(
            result
                == ProcessResult(
                    status: 1, standardOutput: "merge \(Self.presenterPath) with 1 conflict\n",
                    standardError: "viper-gen: 1 file has conflicts: \(Self.presenterPath); resolve the <<<<<<< "
                        + "||||||| ======= >>>>>>> blocks, or take one side of every block with 'viper-gen resolve "
                        + "Search --ours' (yours) or '--theirs' (the template's), then run 'viper-gen check'\n"))
        #expect(
            project.read(Self.presenterPath) == """
                final class SearchPresenter {
                    func viewDidLoad() {
                <<<<<<< yours
                        print("mine")
                ||||||| base
                        print("loaded")
                =======
                        print("did load")
                >>>>>>> template
                    }
                }

                """)
        #expect(try project.run(["check"]).status == 1)
        try project.write(Self.presenterPath, presenter.replacingOccurrences(of: "loaded", with: "mine, did load"))
        #expect(try project.run(["check"]).status == 0)
    }

    @Test func updateCreatesFilesNewInTheSetAndReportsFilesItNoLongerMakes() throws {
        let project = try generated()
        try project.writeSet(extraFiles: [
            (
                "Router.swift.liquid", "{{ module.name }}/{{ module.name }}Router.swift",
                "enum {{ module.name }}Router {}\n"
            )
        ])
        #expect(
            try project.run(["outdated"]).standardOutput
                == "Search (mini)\n  added    Sources/Search/SearchRouter.swift\nrun 'viper-gen update' to bring them up to date\n"
        )
        #expect(
            try project.run(["update"])
                == ProcessResult(
                    status: 0, standardOutput: "create Sources/Search/SearchRouter.swift (new in the set)\n",
                    standardError: ""))
        #expect(project.read("Sources/Search/SearchRouter.swift") == "enum SearchRouter {}\n")
        try project.writeSet()
        #expect(
            try project.run(["update"])
                == ProcessResult(
                    status: 0,
                    standardOutput:
                        "left Sources/Search/SearchRouter.swift: the set no longer makes it; delete it if you no longer need it\n",
                    standardError: ""))
        #expect(project.read("Sources/Search/SearchRouter.swift") == "enum SearchRouter {}\n")
        #expect(try project.run(["check"]).status == 0)
    }

    @Test func updateWithAChangedParameterRendersWithIt() throws {
        let project = try generated()
        let result = try project.run(["update", "Search", "--param", "extras=true"])
        #expect(result == ProcessResult(status: 0, standardOutput: "update \(Self.viewPath)\n", standardError: ""))
        #expect(project.read(Self.viewPath) == "struct SearchView {}\nextension SearchView { func extra() {} }\n")
        #expect(project.read("viper-gen.lock")?.contains(#""parameters": { "extras": true }"#) == true)
        // The parameter is recorded: a later update keeps it.
        #expect(try project.run(["update"]).standardOutput == "every module is up to date\n")
    }

    @Test func removeDeletesTheModuleAndRefusesEditedFilesWithoutForce() throws {
        let project = try UpkeepProject()
        let before = try treeListing(project.url)
        _ = try project.run(["module", "Search", "-q"])
        let removed = try project.run(["remove", "Search"])
        #expect(
            removed
                == ProcessResult(
                    status: 0,
                    standardOutput:
                        "removed \(Self.presenterPath)\nremoved \(Self.viewPath)\ndropped Search from viper-gen.lock\n",
                    standardError: ""))
        // The project is as it was before the module, byte for byte, lockfile, base folder and the output folder
        // the run created included.
        #expect(try treeListing(project.url) == before)

        _ = try project.run(["module", "Search", "Cart", "-q"])
        try project.append(Self.viewPath, "// mine\n")
        let edited = try treeListing(project.url)
        let refused = try project.run(["remove", "Search"])
        #expect(
            refused
                == ProcessResult(
                    status: 73, standardOutput: "",
                    standardError: "viper-gen: error: \(project.url.path)/\(Self.viewPath) was edited since viper-gen "
                        + "wrote it; nothing was removed; keep your work elsewhere, or pass --force to remove it too\n")
        )
        #expect(try treeListing(project.url) == edited)
        let forced = try project.run(["remove", "Search", "--force"])
        #expect(forced.status == 0)
        #expect(forced.standardOutput.contains("removed \(Self.viewPath) (edited; --force)\n"))
        #expect(FileManager.default.fileExists(atPath: project.url.appending(path: "Sources/Search").path) == false)
        #expect(try project.run(["modules"]).standardOutput == "Cart  mini  current\n")
        #expect(project.read("viper-gen.bases/Search.base") == nil)
    }

    @Test func adoptRecordsAHandWrittenModuleSoThatUpdateMergesIntoIt() throws {
        let project = try UpkeepProject()
        try project.write(Self.presenterPath, "final class SearchPresenter {\n    // written by hand\n}\n")
        try project.write(Self.viewPath, "struct SearchView {}\n")
        let adopted = try project.run(["adopt", "Search", "mini"])
        #expect(
            adopted
                == ProcessResult(
                    status: 0,
                    standardOutput: """
                        recorded Search (mini) in viper-gen.lock: 1 of 2 files equal the template's render
                          differs  \(Self.presenterPath) (your version; 'viper-gen update' keeps your changes)
                          same     \(Self.viewPath)

                        """, standardError: ""))
        #expect(project.read(Self.presenterPath) == "final class SearchPresenter {\n    // written by hand\n}\n")
        #expect(try project.run(["modules"]).standardOutput.hasPrefix("Search  mini  edited\n"))
        try project.writeSet(presenter: UpkeepProject.presenter)
        try project.write(
            "sets/mini/View.swift.liquid", "struct {{ module.name }}View {}\n// new line from the template\n")
        #expect(try project.run(["update"]).standardOutput == "update \(Self.viewPath)\n")
        #expect(project.read(Self.viewPath) == "struct SearchView {}\n// new line from the template\n")
    }

    @Test func withAnXcodeProjectUpdateAddsNewFilesAndRemoveRestoresItsExactBytes() throws {
        let project = try UpkeepProject(
            config: #"{ "template": "mini", "templateDirectories": ["sets"], "output": "App/Modules", "#
                + #""xcodeproj": "AppWithTests.xcodeproj", "xcodeTargets": ["App"] }"#)
        let fixture = repositoryRoot.appending(path: "Tests/Fixtures/XcodeProjects/AppWithTests/AppWithTests.xcodeproj")
        try FileManager.default.copyItem(at: fixture, to: project.url.appending(path: "AppWithTests.xcodeproj"))
        let projectFile = "AppWithTests.xcodeproj/project.pbxproj"
        let original = try #require(project.read(projectFile))
        let before = try treeListing(project.url)
        #expect(try project.run(["module", "Search", "-q"]).status == 0)
        #expect(project.read(projectFile)?.contains("SearchPresenter.swift in Sources") == true)

        try project.writeSet(extraFiles: [
            (
                "Router.swift.liquid", "{{ module.name }}/{{ module.name }}Router.swift",
                "enum {{ module.name }}Router {}\n"
            )
        ])
        let update = try project.run(["update"])
        #expect(
            update
                == ProcessResult(
                    status: 0,
                    standardOutput: """
                        create App/Modules/Search/SearchRouter.swift (new in the set)
                        updated AppWithTests.xcodeproj
                          App/Modules/Search/SearchRouter.swift: group App/Modules/Search; target App (Sources)

                        """, standardError: ""))
        #expect(project.read(projectFile)?.contains("SearchRouter.swift in Sources") == true)

        let removed = try project.run(["remove", "Search"])
        #expect(removed.status == 0)
        #expect(removed.standardOutput.contains("updated AppWithTests.xcodeproj: 3 files and 2 groups removed\n"))
        #expect(project.read(projectFile) == original)
        // The module's folder and the output folders the first run created are gone too.
        #expect(
            try treeListing(project.url).filter { !$0.key.hasPrefix("sets/") }
                == before.filter { !$0.key.hasPrefix("sets/") })
    }

    @Test func badLockfilesUnknownModulesMissingSetsAndBasesExit65AndWriteNothing() throws {
        let project = try generated()
        let lockfile = try #require(project.read("viper-gen.lock"))
        let cases: [([String], () throws -> Void, String)] = [
            (
                ["update", "Serch"], {},
                "\(project.url.path)/viper-gen.lock: no module 'Serch' is recorded (did you mean 'Search'?); "
                    + "recorded: Search; run 'viper-gen adopt Serch TEMPLATE' to record a module made without it"
            ),
            (
                ["check"],
                {
                    try project.write(
                        "viper-gen.lock", lockfile.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 1,"))
                },
                "\(project.url.path)/viper-gen.lock:\(lockfile.split(separator: "\n").count):1: error: invalid JSON: "
                    + "expected a key in double quotes\n}\n^"
            ),
        ]
        for (arguments, setUp, message) in cases {
            try setUp()
            let before = try treeListing(project.url)
            let result = try project.run(arguments)
            let expected = message.contains(": error: ") ? message : "viper-gen: error: " + message
            #expect(
                result == ProcessResult(status: 65, standardOutput: "", standardError: expected + "\n"), "\(arguments)")
            #expect(try treeListing(project.url) == before)
        }
    }

    private func sha256(_ text: String) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sha256sum"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try? process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        return String(decoding: data, as: UTF8.self).split(separator: " ").first.map(String.init) ?? ""
    }
}
