import Foundation
import Testing
import ViperGenTestSupport

/// `module` with a set that lists `insertions`, through the real binary: where the text goes, how it is indented,
/// idempotence, the dry run's diff and the JSON report.
@Suite struct InsertionPlanningTests {
    static let routerPath = "Sources/List/ListRouter.swift"
    /// The dry run's diff of `InsertionProject.route` for module Detail.
    static let routeDiff = """
        --- a/\(routerPath)
        +++ b/\(routerPath)
        @@ -1,5 +1,6 @@
         final class ListRouter {
             // viper-gen: routes
        +    func showDetail() {}
             func close() {}
         }
         // viper-gen: end

        """

    @Test func insertsAfterTheAnchorIndentedLikeItAndRecordsIt() throws {
        let project = try InsertionProject.make(insertions: [InsertionProject.route])
        #expect(
            try project.run(["module", "Detail"])
                == ProcessResult(
                    status: 0,
                    standardOutput: """
                        created Sources/Detail/DetailView.swift
                        inserted into \(Self.routerPath) after '// viper-gen: routes'
                        created viper-gen.lock
                        created viper-gen.bases/Detail.base

                        """, standardError: ""))
        #expect(
            project.read(Self.routerPath)
                == """
                final class ListRouter {
                    // viper-gen: routes
                    func showDetail() {}
                    func close() {}
                }
                // viper-gen: end

                """)
    }

    @Test func beforeTheAnchorKeepsTextThatIsIndentedItselfAndManifestOrder() throws {
        let project = try InsertionProject.make(insertions: [
            #"{ "into": "List/ListRouter.swift", "before": "// viper-gen: end", "text": "  // {{ module.name }} one\n\n  // two\n" }"#,
            #"{ "into": "List/ListRouter.swift", "before": "// viper-gen: end", "text": "// {{ module.name }} three\n" }"#,
            #"{ "into": "List/ListRouter.swift", "after": "// viper-gen: routes", "text": "func a() {}\n" }"#,
            #"{ "into": "List/ListRouter.swift", "after": "// viper-gen: routes", "text": "func b() {}\n" }"#,
            #"{ "into": "List/ListRouter.swift", "after": "// viper-gen: routes", "text": "never\n", "when": "params.extras" }"#,
        ])
        #expect(
            try project.run(["module", "Detail", "-q"])
                == ProcessResult(status: 0, standardOutput: "", standardError: ""))
        #expect(
            project.read(Self.routerPath)
                == """
                final class ListRouter {
                    // viper-gen: routes
                    func a() {}
                    func b() {}
                    func close() {}
                }
                  // Detail one

                  // two
                // Detail three
                // viper-gen: end

                """)
    }

    /// An anchor rendered from the module's name finds the line that names it; an anchor that stands twice, in a set
    /// that does not ask for a unique one, takes the first of them, and its text is recorded there.
    @Test func anAnchorNamingTheModuleAndTheFirstOfARepeatedAnchor() throws {
        let router = """
            final class ListRouter {
                // routes: Detail
                // routes: Other
                // repeated
                func close() {}
                // repeated
            }

            """
        let project = try InsertionProject.make(
            insertions: [
                #"{ "into": "List/ListRouter.swift", "after": "// routes: {{ module.name }}", "text": "func a() {}\n" }"#,
                #"{ "into": "List/ListRouter.swift", "before": "// repeated", "text": "func b() {}\n" }"#,
            ], router: router)
        #expect(
            try project.run(["module", "Detail"])
                == ProcessResult(
                    status: 0,
                    standardOutput: """
                        created Sources/Detail/DetailView.swift
                        inserted into \(Self.routerPath) after '// routes: Detail'
                        inserted into \(Self.routerPath) before '// repeated'
                        created viper-gen.lock
                        created viper-gen.bases/Detail.base

                        """, standardError: ""))
        #expect(
            project.read(Self.routerPath)
                == """
                final class ListRouter {
                    // routes: Detail
                    func a() {}
                    // routes: Other
                    func b() {}
                    // repeated
                    func close() {}
                    // repeated
                }

                """)
        #expect(
            try project.run(["remove", "Detail", "-q"])
                == ProcessResult(status: 0, standardOutput: "", standardError: ""))
        #expect(project.read(Self.routerPath) == router)
    }

    @Test func textThatIsThereAlreadyIsNotInsertedAgain() throws {
        let project = try InsertionProject.make(
            insertions: [InsertionProject.route],
            router: InsertionProject.router.replacingOccurrences(
                of: "// viper-gen: routes\n", with: "// viper-gen: routes\n    func showDetail() {}\n"))
        let before = project.bytes(Self.routerPath)
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
        #expect(project.bytes(Self.routerPath) == before)
    }

    @Test func aCRLFFileGetsCRLFLines() throws {
        let crlf = InsertionProject.router.replacingOccurrences(of: "\n", with: "\r\n")
        let project = try InsertionProject.make(insertions: [InsertionProject.route], router: crlf)
        #expect(try project.run(["module", "Detail", "-q"]).status == 0)
        #expect(
            project.bytes(Self.routerPath)
                == Array(
                    crlf.replacingOccurrences(
                        of: "routes\r\n", with: "routes\r\n    func showDetail() {}\r\n"
                    ).utf8))
    }

    @Test func aDryRunShowsEachInsertionAsAUnifiedDiffAndWritesNothing() throws {
        let project = try InsertionProject.make(insertions: [InsertionProject.route])
        let before = snapshotTree(project.url)
        #expect(
            try project.run(["module", "Detail", "--dry-run"])
                == ProcessResult(
                    status: 0,
                    standardOutput: """
                        would create Sources/Detail/DetailView.swift
                        would insert into \(Self.routerPath) after '// viper-gen: routes'
                        \(Self.routeDiff)would create viper-gen.lock
                        would create viper-gen.bases/Detail.base

                        """, standardError: ""))
        #expect(snapshotTree(project.url) == before)
    }

    @Test func theJSONReportListsTheInsertionsWithTheirDiffOnADryRun() throws {
        let project = try InsertionProject.make(insertions: [InsertionProject.route])
        let result = try project.run(["module", "Detail", "--dry-run", "--json"])
        #expect(result.status == 0 && result.standardError == "")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let insertions = try #require(document["insertions"] as? [[String: String]])
        #expect(
            insertions == [
                [
                    "action": "insert", "anchor": "// viper-gen: routes", "module": "Detail",
                    "path": Self.routerPath, "placement": "after", "text": "    func showDetail() {}\n",
                    "diff": Self.routeDiff,
                ]
            ])
    }
}
