import Foundation
import Testing
import ViperGenTestSupport

/// Insertions own only what they wrote (issue 50), through the real binary: a line that stood at the anchor already is
/// not recorded, `remove` takes out exactly the bytes a run added at the place it added them (a final line break
/// included) or says it cannot, lines deleted by hand are reported rather than looked for elsewhere or merged with
/// the next function, `resolve` takes a side in inserted lines, and viper-gen's own files are never targets.
@Suite struct InsertionOwnershipTests {
    static let routerPath = InsertionPlanningTests.routerPath

    /// The router with `line` right after its routes anchor.
    static func router(with line: String) -> String {
        InsertionProject.router.replacingOccurrences(of: "routes\n", with: "routes\n\(line)")
    }

    @Test func aLineThatWasThereAlreadyIsNotRecordedAndRemoveLeavesIt() throws {
        let mine = Self.router(with: "    func showDetail() {}\n")
        let project = try InsertionProject.make(insertions: [InsertionProject.route], router: mine)
        #expect(
            try project.run(["module", "Detail"])
                == ProcessResult(
                    status: 0,
                    standardOutput: """
                        created Sources/Detail/DetailView.swift
                        unchanged \(Self.routerPath): the text of Detail is there already after '// viper-gen: routes'
                        created viper-gen.lock
                        created viper-gen.bases/Detail.base

                        """, standardError: ""))
        #expect(try #require(project.read("viper-gen.lock")).contains("\"insertions\"") == false)
        #expect(
            try project.run(["remove", "Detail"])
                == ProcessResult(
                    status: 0,
                    standardOutput: "removed Sources/Detail/DetailView.swift\ndropped Detail from viper-gen.lock\n",
                    standardError: ""))
        #expect(project.bytes(Self.routerPath) == Array(mine.utf8))
    }

    @Test func anIdenticalLineAnotherModuleInsertedStaysItsOwn() throws {
        let shared = #"{ "into": "List/ListRouter.swift", "after": "// viper-gen: routes", "text": "// wired\n" }"#
        let project = try InsertionProject.make(insertions: [shared])
        for name in ["Detail", "Cart"] { try #require(try project.run(["module", name, "-q"]).status == 0) }
        let wired = Array(Self.router(with: "    // wired\n").utf8)
        #expect(project.bytes(Self.routerPath) == wired)
        #expect(
            try project.run(["remove", "Cart", "-q"]) == ProcessResult(status: 0, standardOutput: "", standardError: "")
        )
        #expect(project.bytes(Self.routerPath) == wired)
        #expect(
            try project.run(["check"])
                == ProcessResult(status: 0, standardOutput: "1 recorded module is up to date\n", standardError: ""))
        #expect(try project.run(["remove", "Detail", "-q"]).status == 0)
        #expect(project.bytes(Self.routerPath) == Array(InsertionProject.router.utf8))
    }

    @Test func aDeletedInsertedLineIsReportedAndAnIdenticalLineElsewhereStays() throws {
        let router = InsertionProject.router + "final class OtherRouter {\n    func showDetail() {}\n}\n"
        let project = try InsertionProject.make(insertions: [InsertionProject.route], router: router)
        try #require(try project.run(["module", "Detail", "-q"]).status == 0)
        try #require(project.read(Self.routerPath) != router)
        // The user deletes the inserted line; the identical one in OtherRouter is theirs.
        try project.write(Self.routerPath, router)
        let root = project.url.standardizedFileURL.path
        #expect(
            try project.run(["remove", "Detail"])
                == ProcessResult(
                    status: 73, standardOutput: "",
                    standardError: "viper-gen: error: \(root)/\(Self.routerPath):3: the text Detail inserted into "
                        + "\(Self.routerPath) after '// viper-gen: routes' ('func showDetail() {}') is gone from its "
                        + "place (deleted by hand, or edited past recognition); nothing was removed; take your version "
                        + "of those lines out by hand, or pass --force to remove the module without them\n"))
        #expect(project.bytes(Self.routerPath) == Array(router.utf8))
        #expect(
            try project.run(["remove", "Detail", "--force"])
                == ProcessResult(
                    status: 0,
                    standardOutput: """
                        removed Sources/Detail/DetailView.swift
                        left the text Detail inserted into \(Self.routerPath) after '// viper-gen: routes': its lines \
                        were not found (edited or gone; --force)
                        dropped Detail from viper-gen.lock

                        """, standardError: ""))
        #expect(project.bytes(Self.routerPath) == Array(router.utf8))
    }

    @Test func anAnchorThatEndedTheFileGetsItsBytesBack() throws {
        let router = "final class ListRouter {}\n// viper-gen: routes"
        let project = try InsertionProject.make(insertions: [InsertionProject.route], router: router)
        for name in ["Detail", "Cart"] { try #require(try project.run(["module", name, "-q"]).status == 0) }
        #expect(project.read(Self.routerPath) == router + "\nfunc showCart() {}\nfunc showDetail() {}\n")
        let lockfile = try #require(project.read("viper-gen.lock"))
        #expect(
            lockfile.contains(
                #"{ "addedLineBreak": true, "anchor": "// viper-gen: routes", "entry": 0, "file": "\#(Self.routerPath)", "placement": "after", "text": "func showDetail() {}\n" }"#
            ))
        #expect(
            try project.run(["check"])
                == ProcessResult(status: 0, standardOutput: "2 recorded modules are up to date\n", standardError: ""))
        #expect(try project.run(["remove", "Cart", "-q"]).status == 0)
        #expect(project.read(Self.routerPath) == router + "\nfunc showDetail() {}\n")
        #expect(try project.run(["remove", "Detail", "-q"]).status == 0)
        #expect(project.bytes(Self.routerPath) == Array(router.utf8))
    }

    @Test func updateReportsInsertedLinesDeletedByHandAndLeavesTheFile() throws {
        let router = InsertionProject.router.replacingOccurrences(
            of: "    func close() {}\n", with: "    func other() {\n    }\n")
        let route = { (body: String) in
            #"{ "into": "List/ListRouter.swift", "after": "// viper-gen: routes", "text": "func show{{ module.name }}() {\n\#(body)}\n" }"#
        }
        let project = try InsertionProject.make(insertions: [route("")], router: router)
        try #require(try project.run(["module", "Detail", "-q"]).status == 0)
        try #require(
            project.read(Self.routerPath)
                == Self.router(with: "    func showDetail() {\n    }\n").replacingOccurrences(
                    of: "    func close() {}\n", with: "    func other() {\n    }\n"))
        try project.write(Self.routerPath, router)
        try project.writeManifest(insertions: [route(#"    open()\n"#)])
        let root = project.url.standardizedFileURL.path
        #expect(
            try project.run(["update"])
                == ProcessResult(
                    status: 0,
                    standardOutput: "no file changes; record the sets' new versions in viper-gen.lock\n",
                    standardError: "viper-gen: warning: \(root)/\(Self.routerPath):3: the text Detail inserted into "
                        + "\(Self.routerPath) after '// viper-gen: routes' ('func showDetail() {' and 1 more line) is "
                        + "gone from its place (deleted by hand, or edited past recognition); update left it: put the "
                        + "lines back there to have them updated, or leave them out ('check' reports them, 'remove' "
                        + "needs --force)\n"))
        #expect(project.bytes(Self.routerPath) == Array(router.utf8))
    }

    @Test func twoModulesWiredAtOneAnchorAreUpdatedInTurnAndRemovedToTheBytes() throws {
        let route = { (body: String) in
            #"{ "into": "List/ListRouter.swift", "after": "// viper-gen: routes", "text": "func show{{ module.name }}() {\n    \#(body)\n}\n" }"#
        }
        let project = try InsertionProject.make(insertions: [route("open()")])
        for name in ["Detail", "Cart"] { try #require(try project.run(["module", name, "-q"]).status == 0) }
        try project.writeManifest(insertions: [route("open(animated: true)")])
        #expect(try project.run(["update", "-q"]) == ProcessResult(status: 0, standardOutput: "", standardError: ""))
        let routes = ["Cart", "Detail"].map { "    func show\($0)() {\n        open(animated: true)\n    }\n" }
        #expect(project.read(Self.routerPath) == Self.router(with: routes.joined()))
        #expect(
            try project.run(["check"])
                == ProcessResult(status: 0, standardOutput: "2 recorded modules are up to date\n", standardError: ""))
        #expect(try project.run(["remove", "Detail", "-q"]).status == 0)
        #expect(project.read(Self.routerPath) == Self.router(with: routes[0]))
        #expect(try project.run(["remove", "Cart", "-q"]).status == 0)
        #expect(project.bytes(Self.routerPath) == Array(InsertionProject.router.utf8))
    }

    @Test func resolveTakesASideOfTheBlocksInInsertedLines() throws {
        let route = { (body: String) in
            #"{ "into": "List/ListRouter.swift", "after": "// viper-gen: routes", "text": "func show{{ module.name }}() {\n    \#(body)\n}\n" }"#
        }
        let project = try InsertionProject.make(insertions: [route("open()")])
        try #require(try project.run(["module", "Detail", "-q"]).status == 0)
        let router = try #require(project.read(Self.routerPath))
        try project.write(Self.routerPath, router.replacingOccurrences(of: "open()", with: "open() // mine"))
        try project.writeManifest(insertions: [route("open(animated: true)")])
        try #require(try project.run(["update", "-q"]).status == 1)
        try #require(try #require(project.read(Self.routerPath)).contains("<<<<<<< yours"))
        #expect(
            try project.run(["resolve", "Detail", "--theirs"])
                == ProcessResult(
                    status: 0,
                    standardOutput: "took the template's side of 1 conflict block in \(Self.routerPath)\n",
                    standardError: ""))
        #expect(
            project.read(Self.routerPath)
                == Self.router(with: "    func showDetail() {\n        open(animated: true)\n    }\n"))
        #expect(
            try project.run(["check"])
                == ProcessResult(status: 0, standardOutput: "1 recorded module is up to date\n", standardError: ""))
    }

    @Test func viperGensOwnFilesAreRefusedAsTargetsAtTheirEntries() throws {
        let project = try UpkeepProject(
            config: #"{ "template": "mini", "templateDirectories": ["sets"], "output": "." }"#)
        try project.writeManifest(insertions: [])
        try #require(try project.run(["module", "List", "-q"]).status == 0)
        try project.write(".viper-gen-notes", "x\n")
        try project.write("Other/Set/template.json", "{}\n")
        try project.write("Other/Set/View.swift.liquid", "x\n")
        let targets = [
            "viper-gen.json", "viper-gen.lock", "viper-gen.bases/List.base", "sets/mini/View.swift.liquid",
            ".viper-gen-notes", "Other/Set/View.swift.liquid",
        ]
        try project.writeManifest(
            insertions: targets.map { #"{ "into": "\#($0)", "after": "x", "text": "y\n" }"# })
        let before = snapshotTree(project.url)
        let result = try project.run(["module", "Detail"])
        let root = project.url.standardizedFileURL.path
        let manifest = "\(root)/sets/mini/template.json"
        let what = [
            "viper-gen's config", "viper-gen's lockfile", "a module's base, below viper-gen.bases/",
            "a file of the template set 'mini'", "a file of viper-gen's own runs",
            "a file of the template set in \(root)/Other/Set",
        ]
        #expect(result.status == 65)
        #expect(result.standardOutput == "")
        #expect(
            UpkeepProject.errorLines(result.standardError)
                == zip(targets, what).enumerated().map { index, target in
                    "\(manifest):\(6 + index):5: error: insertions[\(index)]: \(root)/\(target.0) is \(target.1); "
                        + "insertions never edit viper-gen's own files: fix \"into\""
                })
        #expect(snapshotTree(project.url) == before)
    }

    @Test func aLockfileThatRecordsAnInsertionIntoViperGensOwnFileIsRefused() throws {
        let project = try InsertionProject.make(insertions: [])
        try #require(try project.run(["module", "List", "-q"]).status == 0)
        let lockfile = try #require(project.read("viper-gen.lock"))
        try #require(lockfile.contains("      \"template\": {"))
        try project.write(
            "viper-gen.lock",
            lockfile.replacingOccurrences(
                of: "      \"template\": {",
                with: """
                          "insertions": [
                            { "anchor": "x", "entry": 0, "file": "viper-gen.json", "placement": "after", "text": "y\\n" }
                          ],
                          "template": {
                    """))
        let before = snapshotTree(project.url)
        let root = project.url.standardizedFileURL.path
        #expect(
            try project.run(["remove", "List"])
                == ProcessResult(
                    status: 65, standardOutput: "",
                    standardError: "viper-gen: error: \(root)/viper-gen.lock: module List records an insertion into "
                        + "viper-gen.json, which is viper-gen's own file; refused, nothing was written; restore "
                        + "viper-gen.lock from git\n"))
        #expect(snapshotTree(project.url) == before)
    }
}
