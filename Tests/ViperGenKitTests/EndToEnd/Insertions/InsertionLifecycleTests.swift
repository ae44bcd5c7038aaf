import Foundation
import Testing
import ViperGenTestSupport

/// Recorded insertions through the real binary's lockfile commands: `remove` takes them out (the file back to its
/// exact bytes), edited lines block it unless `--force`, and `check` fails when lines or anchor are gone.
@Suite struct InsertionLifecycleTests {
    static let routerPath = InsertionPlanningTests.routerPath
    static let routes = [
        InsertionProject.route,
        #"{ "into": "List/ListRouter.swift", "before": "// viper-gen: end", "text": "// {{ module.name }}\n" }"#,
    ]

    /// A project with Detail (and `others`) generated from `routes` into a CRLF router.
    private func generated(others: [String] = []) throws -> UpkeepProject {
        let crlf = InsertionProject.router.replacingOccurrences(of: "\n", with: "\r\n")
        let project = try InsertionProject.make(insertions: Self.routes, router: crlf)
        for name in ["Detail"] + others {
            try #require(try project.run(["module", name, "-q"]).status == 0)
        }
        return project
    }

    @Test func theLockfileRecordsEachInsertion() throws {
        let project = try generated()
        let lockfile = try #require(project.read("viper-gen.lock"))
        #expect(
            lockfile.contains(
                """
                      "insertions": [
                        { "anchor": "// viper-gen: routes", "entry": 0, "file": "\(Self.routerPath)", "placement": "after", "text": "    func showDetail() {}\\r\\n" },
                        { "anchor": "// viper-gen: end", "entry": 1, "file": "\(Self.routerPath)", "placement": "before", "text": "// Detail\\r\\n" }
                      ],

                """))
    }

    @Test func removeTakesTheLinesOutAndTheFileIsBackToItsBytes() throws {
        let crlf = Array(InsertionProject.router.replacingOccurrences(of: "\n", with: "\r\n").utf8)
        let project = try generated(others: ["Cart"])
        #expect(
            try project.run(["remove", "Detail"])
                == ProcessResult(
                    status: 0,
                    standardOutput: """
                        removed Sources/Detail/DetailView.swift
                        took out the text Detail inserted into \(Self.routerPath) after '// viper-gen: routes'
                        took out the text Detail inserted into \(Self.routerPath) before '// viper-gen: end'
                        dropped Detail from viper-gen.lock

                        """, standardError: ""))
        #expect(
            project.bytes(Self.routerPath)
                == Array(
                    String(decoding: crlf, as: UTF8.self)
                        .replacingOccurrences(of: "routes\r\n", with: "routes\r\n    func showCart() {}\r\n")
                        .replacingOccurrences(of: "}\r\n// viper-gen: end", with: "}\r\n// Cart\r\n// viper-gen: end")
                        .utf8))
        #expect(try project.run(["remove", "Cart", "-q"]).status == 0)
        #expect(project.bytes(Self.routerPath) == crlf)
    }

    @Test func editedInsertedLinesBlockRemovalUnlessForced() throws {
        let project = try generated()
        let router = try #require(project.read(Self.routerPath))
        try project.write(
            Self.routerPath,
            router.replacingOccurrences(of: "func showDetail() {}", with: "func showDetail(id: Int) {}"))
        let edited = project.bytes(Self.routerPath)
        let root = project.url.standardizedFileURL.path
        #expect(
            try project.run(["remove", "Detail"])
                == ProcessResult(
                    status: 73, standardOutput: "",
                    standardError: "viper-gen: error: \(root)/\(Self.routerPath):3: the text Detail inserted into "
                        + "\(Self.routerPath) after '// viper-gen: routes' ('func showDetail() {}') is gone from its "
                        + "place (deleted by hand, or edited past recognition); nothing was removed; take your version "
                        + "of those lines out by hand, or pass --force to remove the module without them\n"))
        #expect(project.bytes(Self.routerPath) == edited)
        #expect(project.read("Sources/Detail/DetailView.swift") != nil)
        #expect(
            try project.run(["remove", "Detail", "--force"])
                == ProcessResult(
                    status: 0,
                    standardOutput: """
                        removed Sources/Detail/DetailView.swift
                        took out the text Detail inserted into \(Self.routerPath) before '// viper-gen: end'
                        left the text Detail inserted into \(Self.routerPath) after '// viper-gen: routes': its lines \
                        were not found (edited or gone; --force)
                        dropped Detail from viper-gen.lock

                        """, standardError: ""))
        #expect(
            project.read(Self.routerPath)
                == InsertionProject.router.replacingOccurrences(of: "\n", with: "\r\n").replacingOccurrences(
                    of: "routes\r\n", with: "routes\r\n    func showDetail(id: Int) {}\r\n"))
    }

    @Test func adoptRecordsTheInsertionsItFindsAndRemoveTakesThemOut() throws {
        let crlf = Array(InsertionProject.router.replacingOccurrences(of: "\n", with: "\r\n").utf8)
        let project = try generated()
        let recorded = try #require(project.read("viper-gen.lock"))
        try FileManager.default.removeItem(at: project.url.appending(path: "viper-gen.lock"))
        try FileManager.default.removeItem(at: project.url.appending(path: "viper-gen.bases"))
        #expect(try project.run(["adopt", "Detail", "-q"]).status == 0)
        let adopted = try #require(project.read("viper-gen.lock"))
        let insertions = { (lockfile: String) in
            lockfile.split(separator: "\n").filter { $0.contains("\"anchor\"") }
        }
        #expect(insertions(adopted) == insertions(recorded) && insertions(adopted).count == 2)
        #expect(try project.run(["remove", "Detail", "-q"]).status == 0)
        #expect(project.bytes(Self.routerPath) == crlf)
    }

    @Test func checkFailsWhenLinesOrAnchorAreGoneNamingFileAndAnchor() throws {
        let project = try generated()
        #expect(
            try project.run(["check"])
                == ProcessResult(status: 0, standardOutput: "1 recorded module is up to date\n", standardError: ""))
        let router = try #require(project.read(Self.routerPath))
        try project.write(
            Self.routerPath,
            router.replacingOccurrences(of: "    func showDetail() {}\r\n", with: "").replacingOccurrences(
                of: "// viper-gen: end", with: "// end"))
        let fix = "restore the lines from git, or run 'viper-gen adopt Detail --force' to record the module as it is"
        #expect(
            try project.run(["check"])
                == ProcessResult(
                    status: 1,
                    standardOutput: """
                        Detail: the text Detail inserted into \(Self.routerPath) after '// viper-gen: routes' is gone \
                        from its place (deleted by hand, or edited past recognition); \(fix)
                        Detail: the anchor '// viper-gen: end' is gone from \(Self.routerPath); \(fix)
                        1 of 1 recorded modules need attention

                        """, standardError: ""))
    }
}

/// `update` of a recorded insertion whose text the set changed, through the real binary: replaced where the lines
/// are unchanged, merged with the user's edit of them like a file (the same conflict layout), and recorded anew.
@Suite struct InsertionUpdateTests {
    static let routerPath = InsertionPlanningTests.routerPath

    /// A project with Detail inserted by a route whose body is `body`.
    private func generated() throws -> UpkeepProject {
        let project = try InsertionProject.make(insertions: [Self.route(body: "open()")])
        try #require(try project.run(["module", "Detail", "-q"]).status == 0)
        return project
    }

    private static func route(doc: String = "", body: String) -> String {
        #"{ "into": "List/ListRouter.swift", "after": "// viper-gen: routes", "text": "\#(doc)func show{{ module.name }}() {\n    \#(body)\n}\n" }"#
    }

    @Test func unchangedLinesAreReplacedByTheNewText() throws {
        let project = try generated()
        try project.writeManifest(insertions: [Self.route(body: "open(animated: true)")])
        #expect(
            try project.run(["update"])
                == ProcessResult(status: 0, standardOutput: "update \(Self.routerPath)\n", standardError: ""))
        #expect(
            project.read(Self.routerPath)
                == InsertionProject.router.replacingOccurrences(
                    of: "routes\n", with: "routes\n    func showDetail() {\n        open(animated: true)\n    }\n"))
        #expect(
            try project.run(["check"])
                == ProcessResult(status: 0, standardOutput: "1 recorded module is up to date\n", standardError: ""))
        // Recorded anew: remove takes the new lines out.
        #expect(try project.run(["remove", "Detail", "-q"]).status == 0)
        #expect(project.read(Self.routerPath) == InsertionProject.router)
    }

    @Test func editedLinesAreMergedWithTheNewTextLikeAFile() throws {
        let project = try generated()
        let router = try #require(project.read(Self.routerPath))
        try project.write(Self.routerPath, router.replacingOccurrences(of: "open()", with: "open() // mine"))
        try project.writeManifest(insertions: [Self.route(doc: "/// Opens it.\\n", body: "open()")])
        #expect(
            try project.run(["update"])
                == ProcessResult(
                    status: 0, standardOutput: "merge \(Self.routerPath) (your changes and the template's)\n",
                    standardError: ""))
        #expect(
            project.read(Self.routerPath)
                == InsertionProject.router.replacingOccurrences(
                    of: "routes\n",
                    with: "routes\n    /// Opens it.\n    func showDetail() {\n        open() // mine\n    }\n"))
        #expect(try project.run(["remove", "Detail", "-q"]).status == 0)
        #expect(project.read(Self.routerPath) == InsertionProject.router)
    }

    @Test func editsOfTheSameLinesConflictInTheFilesLayout() throws {
        let project = try generated()
        let router = try #require(project.read(Self.routerPath))
        try project.write(Self.routerPath, router.replacingOccurrences(of: "open()", with: "open() // mine"))
        try project.writeManifest(insertions: [Self.route(body: "open(animated: true)")])
        let result = try project.run(["update"])
        // As for a file: exit 1, the conflicted file named.
        #expect(result.status == 1)
        #expect(result.standardOutput == "merge \(Self.routerPath) with 1 conflict\n")
        #expect(result.standardError.contains("1 file has conflicts: \(Self.routerPath);"))
        #expect(
            project.read(Self.routerPath)
                == InsertionProject.router.replacingOccurrences(
                    of: "routes\n",
                    with: """
                        routes
                            func showDetail() {
                        <<<<<<< yours
                                open() // mine
                        ||||||| base
                                open()
                        =======
                                open(animated: true)
                        >>>>>>> template
                            }

                        """))
    }

    /// A Latin-1 byte the user typed inside inserted lines (`caf\xE9`, not UTF-8) survives a merging update byte for
    /// byte; the lockfile, JSON text, records the template's text as the base, so the next merge is clean too.
    @Test func aLatin1ByteInsideInsertedLinesKeepsItsBytesThroughUpdates() throws {
        let project = try generated()
        let routerURL = project.url.appending(path: Self.routerPath)
        let router = try #require(project.read(Self.routerPath))
        let split = router.components(separatedBy: "open()")
        try #require(split.count == 2)
        let userBytes = Array((split[0] + "open() // caf").utf8) + [0xE9] + Array(split[1].utf8)
        try Data(userBytes).write(to: routerURL)
        try project.writeManifest(insertions: [Self.route(doc: "/// Opens it.\\n", body: "open()")])
        let merge = ProcessResult(
            status: 0, standardOutput: "merge \(Self.routerPath) (your changes and the template's)\n", standardError: ""
        )
        #expect(try project.run(["update"]) == merge)
        let expected = InsertionProject.router.replacingOccurrences(
            of: "routes\n",
            with: "routes\n    /// Opens it.\n    func showDetail() {\n        open() // caf\u{1}\n    }\n")
        func bytes(_ text: String) -> [UInt8] { Array(text.utf8).map { $0 == 0x01 ? 0xE9 : $0 } }
        #expect(try Array(Data(contentsOf: routerURL)) == bytes(expected))
        let lockfile = try #require(project.read("viper-gen.lock"))
        let recorded = #""text": "    /// Opens it.\n    func showDetail() {\n        open()\n    }\n" }"#
        #expect(lockfile.contains(recorded), "\(lockfile)")
        #expect(!lockfile.contains("\u{FFFD}"))
        // The next change of the template merges cleanly from that base, and the byte is still there.
        try project.writeManifest(insertions: [Self.route(doc: "/// Opens the detail.\\n", body: "open()")])
        #expect(try project.run(["update"]) == merge)
        #expect(
            try Array(Data(contentsOf: routerURL))
                == bytes(expected.replacingOccurrences(of: "Opens it.", with: "Opens the detail.")))
    }

    /// A set change that reaches both a parent's own file and the wiring a child inserted into it: the child's
    /// lines are updated over the merged file, and the file is written once with both changes (the two edits were
    /// planned on the same bytes, and the second stopped the run as "changed on disk").
    @Test func aParentFileAndTheWiringInItChangedTogetherAreWrittenOnce() throws {
        let project = try UpkeepProject(config: "{}")
        try #require(try project.run(["templates", "copy", "viper", "--as", "kit"]).status == 0)
        for arguments in [["module", "List"], ["module", "Detail", "--param", "parent=List"]] {
            try #require(try project.run(arguments + ["--template", "kit"] + SetMoveTests.noneFlavour).status == 0)
        }
        try project.append("templates/kit/Router.swift.liquid", "// routed\n")
        let route = try #require(project.read("templates/kit/insertions/route-router.swift.liquid"))
        try project.write(
            "templates/kit/insertions/route-router.swift.liquid",
            route.replacingOccurrences(
                of: "func show{{ module.name }}() {", with: "func show{{ module.name }}() { // shown"))
        #expect(
            try project.run(["update"])
                == ProcessResult(
                    status: 0,
                    standardOutput: """
                        update Sources/Detail/DetailRouter.swift
                        merge Sources/List/ListRouter.swift (your changes and the template's)

                        """, standardError: ""))
        let router = try #require(project.read("Sources/List/ListRouter.swift"))
        #expect(router.hasSuffix("}\n// routed\n"))
        #expect(router.contains("    func showDetail() { // shown\n"))
        #expect(
            try project.run(["check"])
                == ProcessResult(status: 0, standardOutput: "2 recorded modules are up to date\n", standardError: ""))
    }

    /// With a new set version, an entry the set no longer has is taken out where its lines stand as written, one it
    /// has now is put in next to its anchor as `module` puts it, and the records follow: `check` is clean and `remove`
    /// restores the file.
    @Test func anEntryTheSetDropsIsTakenOutAndOneItGainsIsPutIn() throws {
        let project = try generated()
        let close =
            #"{ "into": "List/ListRouter.swift", "before": "// viper-gen: end", "text": "// {{ module.name }} wired\n" }"#
        try project.writeManifest(insertions: [close], version: "2")
        #expect(
            try project.run(["update"])
                == ProcessResult(status: 0, standardOutput: "update \(Self.routerPath)\n", standardError: ""))
        #expect(
            project.read(Self.routerPath)
                == InsertionProject.router.replacingOccurrences(
                    of: "}\n// viper-gen: end", with: "}\n// Detail wired\n// viper-gen: end"))
        let lockfile = try #require(project.read("viper-gen.lock"))
        #expect(
            lockfile.contains(
                """
                "insertions": [
                        { "anchor": "// viper-gen: end", "entry": 0, "file": "Sources/List/ListRouter.swift", "placement": "before", "text": "// Detail wired\\n" }
                      ],
                """
            ),
            "\(lockfile)")
        #expect(
            try project.run(["check"])
                == ProcessResult(status: 0, standardOutput: "1 recorded module is up to date\n", standardError: ""))
        #expect(try project.run(["remove", "Detail", "-q"]).status == 0)
        #expect(project.read(Self.routerPath) == InsertionProject.router)
    }

    /// Without a new set version, an entry the module never recorded is not put in: it may be wiring the module does
    /// not own (text that stood at the anchor already, or an edit `adopt` could not recognise).
    @Test func anEntryIsPutInOnlyWhenTheSetsVersionChanges() throws {
        let project = try generated()
        let close =
            #"{ "into": "List/ListRouter.swift", "before": "// viper-gen: end", "text": "// {{ module.name }} wired\n" }"#
        try project.writeManifest(insertions: [Self.route(body: "open()"), close])
        #expect(try project.run(["update", "-q"]).status == 0)
        #expect(
            project.read(Self.routerPath)
                == InsertionProject.router.replacingOccurrences(
                    of: "routes\n", with: "routes\n    func showDetail() {\n        open()\n    }\n"))
    }

    /// A module that waits on the conflict markers of an earlier update is not rendered, and its wiring in the
    /// parent stays as it is, recorded (it was taken out as if the set no longer made it).
    @Test func aModuleWaitingOnConflictMarkersKeepsItsWiring() throws {
        let project = try generated()
        let router = project.read(Self.routerPath)
        let lockfile = project.read("viper-gen.lock")
        try project.append("Sources/Detail/DetailView.swift", "<<<<<<< yours\na\n=======\nb\n>>>>>>> template\n")
        try project.writeManifest(insertions: [Self.route(body: "open()")], version: "2")
        #expect(try project.run(["update", "-q"]).status == 1)
        #expect(project.read(Self.routerPath) == router)
        #expect(project.read("viper-gen.lock") == lockfile)
    }

    /// A recorded insertion pairs with the entry at its file, anchor and side when the set numbers its entries
    /// another way: it is updated in place, never put in twice, and recorded under its new number.
    @Test func aRenumberedEntryPairsByItsAnchorAndIsNotPutInTwice() throws {
        let project = try generated()
        let close =
            #"{ "into": "List/ListRouter.swift", "before": "// viper-gen: end", "text": "// {{ module.name }} wired\n" }"#
        try project.writeManifest(insertions: [close, Self.route(body: "open(animated: true)")], version: "2")
        #expect(
            try project.run(["update"])
                == ProcessResult(status: 0, standardOutput: "update \(Self.routerPath)\n", standardError: ""))
        #expect(
            project.read(Self.routerPath)
                == InsertionProject.router
                .replacingOccurrences(
                    of: "routes\n", with: "routes\n    func showDetail() {\n        open(animated: true)\n    }\n"
                )
                .replacingOccurrences(of: "}\n// viper-gen: end", with: "}\n// Detail wired\n// viper-gen: end"))
        let lockfile = try #require(project.read("viper-gen.lock"))
        #expect(lockfile.contains(#""entry": 0, "file": "Sources/List/ListRouter.swift", "placement": "before""#))
        #expect(lockfile.contains(#""entry": 1, "file": "Sources/List/ListRouter.swift", "placement": "after""#))
        #expect(try project.run(["update"]).standardOutput == "every module is up to date\n")
        #expect(try project.run(["remove", "Detail", "-q"]).status == 0)
        #expect(project.read(Self.routerPath) == InsertionProject.router)
    }
}

/// `modules` reads a parent's files without the lines a wired-in module recorded: they are that module's, not edits.
@Suite struct WiredParentStatusTests {
    @Test func aParentIsCurrentWhileOnlyItsChildsInsertionsStandInItsFiles() throws {
        let folder = try TemporaryDirectory()
        for arguments in [["module", "List"], ["module", "Detail", "--param", "parent=List"]] {
            let run = try runViperGen(
                arguments + ["--param", "ui=none", "--author", "Test", "--quiet"], in: folder.url)
            try #require(run.status == 0, "\(run.standardError)")
        }

        let wired = try runViperGen(["modules"], in: folder.url)
        #expect(
            wired
                == ProcessResult(
                    status: 0, standardOutput: "Detail  viper 2  current\nList    viper 2  current\n", standardError: ""
                ))

        // An edit of the parent's own lines still shows, and so does one of the inserted lines.
        let router = folder.url.appending(path: "List/ListRouter.swift")
        let text = try String(contentsOf: router, encoding: .utf8)
        try Data((text + "// mine\n").utf8).write(to: router)
        let edited = try runViperGen(["modules"], in: folder.url)
        #expect(
            edited.standardOutput
                == "Detail  viper 2  current\nList    viper 2  edited\n  edited     List/ListRouter.swift\n")
        try Data(text.replacingOccurrences(of: "func showDetail()", with: "func showDetailScreen()").utf8).write(
            to: router)
        let insertionEdited = try runViperGen(["modules"], in: folder.url)
        #expect(
            insertionEdited.standardOutput.hasSuffix("List    viper 2  edited\n  edited     List/ListRouter.swift\n"))
    }
}

/// `remove` of a parent with a module wired in: refused while the module is recorded, since its lines are the
/// module's, not the user's edits; `--force` removes it; an edit of the parent's own lines is still one.
@Suite struct WiredParentRemovalTests {
    @Test func aParentWithAModuleWiredInIsRemovedOnlyAfterIt() throws {
        let folder = try TemporaryDirectory()
        for arguments in [["module", "List"], ["module", "Detail", "--param", "parent=List"]] {
            let run = try runViperGen(
                arguments + ["--param", "ui=none", "--author", "Test", "--quiet"], in: folder.url)
            try #require(run.status == 0, "\(run.standardError)")
        }
        let before = snapshotTree(folder.url)
        let wired =
            "viper-gen: error: Detail is wired into List (List/ListContract.swift, List/ListPresenter.swift, "
            + "List/ListRouter.swift, ListTests/ListPresenterTests.swift, ListTests/ListRouterTests.swift); nothing "
            + "was removed; run "
            + "viper-gen remove Detail first, or pass --force to remove List with Detail's lines in it\n"

        let refused = try runViperGen(["remove", "List"], in: folder.url)
        #expect(refused == ProcessResult(status: 73, standardOutput: "", standardError: wired))
        #expect(snapshotTree(folder.url) == before)

        // An edit of List's own lines is reported as well, as an edit.
        let router = folder.url.standardizedFileURL.appending(path: "List/ListRouter.swift")
        let text = try String(contentsOf: router, encoding: .utf8)
        try Data((text + "// mine\n").utf8).write(to: router)
        let edited = try runViperGen(["remove", "List"], in: folder.url)
        #expect(
            edited
                == ProcessResult(
                    status: 73, standardOutput: "",
                    standardError: wired + "viper-gen: error: \(router.path) was edited since viper-gen wrote it; "
                        + "nothing was removed; keep your work elsewhere, or pass --force to remove it too\n"))
        try Data(text.utf8).write(to: router)

        // Detail first, then List: both go, and nothing is left.
        for name in ["Detail", "List"] {
            let run = try runViperGen(["remove", name, "--quiet"], in: folder.url)
            #expect(run == ProcessResult(status: 0, standardOutput: "", standardError: ""), "remove \(name)")
        }
        #expect(snapshotTree(folder.url) == [:])
    }

    @Test func forceRemovesTheParentWithoutCallingTheInsertedLinesEdits() throws {
        let folder = try TemporaryDirectory()
        for arguments in [["module", "List"], ["module", "Detail", "--param", "parent=List"]] {
            let run = try runViperGen(
                arguments + ["--param", "ui=none", "--author", "Test", "--quiet"], in: folder.url)
            try #require(run.status == 0, "\(run.standardError)")
        }
        let forced = try runViperGen(["remove", "List", "--force"], in: folder.url)
        #expect(forced.status == 0)
        #expect(!forced.standardOutput.contains("edited"), "\(forced.standardOutput)")
        #expect(forced.standardOutput.hasSuffix("dropped List from viper-gen.lock\n"))
    }
}
