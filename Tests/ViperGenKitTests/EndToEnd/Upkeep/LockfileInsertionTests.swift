import Testing

@testable import ViperGenConfig
@testable import ViperGenEngine
@testable import ViperGenFormats
@testable import ViperGenKit

/// A module's recorded insertions in the lockfile: written one a line after `inputs`, read back to the same value,
/// and every bad field reported at its position.
@Suite struct LockfileInsertionTests {
    static var module: LockedModule {
        var module = LockfileTests.module
        module.inputs.xcode = nil
        module.insertions = [
            LockedInsertion(
                file: "Sources/Shop/List/ListRouter.swift", anchor: "// viper-gen: routes", placement: "after",
                text: "    func showSearch() {}\r\n\t\"x\"\n", entry: 0),
            LockedInsertion(
                file: "Tests/ShopTests/ListTests/ListRouterTests.swift", anchor: "}", placement: "before",
                text: "    func testShowSearch() {}\n", entry: 2),
        ]
        return module
    }

    @Test func insertionsAreWrittenOneALineAfterTheInputs() throws {
        let text = Lockfile(modules: ["Search": Self.module]).encoded()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex(of: "      \"insertions\": ["))
        #expect(lines[start - 1] == "      },")
        #expect(
            Array(lines[start...(start + 3)]) == [
                "      \"insertions\": [",
                #"        { "anchor": "// viper-gen: routes", "entry": 0, "file": "Sources/Shop/List/ListRouter.swift", "placement": "after", "text": "    func showSearch() {}\r\n\t\"x\"\n" },"#,
                #"        { "anchor": "}", "entry": 2, "file": "Tests/ShopTests/ListTests/ListRouterTests.swift", "placement": "before", "text": "    func testShowSearch() {}\n" }"#,
                "      ],",
            ])
    }

    @Test func readingTheTextGivesTheSameInsertions() throws {
        let lockfile = Lockfile(modules: ["Search": Self.module])
        var reader = LockfileReader(
            source: SourceText(name: "viper-gen.lock", text: lockfile.encoded()), textInputs: RenderInput.lockfileKeys)
        #expect(try reader.read() == lockfile)
        // A module without insertions is written as before: no key.
        #expect(!Lockfile(modules: ["Search": LockfileTests.module]).encoded().contains("insertions"))
    }

    @Test func badInsertionsAreReportedWithTheirPositions() {
        let prefix =
            #"{ "modules": { "A": { "files": [], "inputs": { "date": "2026-11-22", "output": ".", "testsOutput": "." }, "#
            + #""template": { "contentHash": "h", "name": "viper", "source": "built-in" }, "insertions": ["#
        let column = { (text: String) in prefix.utf8.count + text.utf8.count + 1 }
        let good = #""anchor": "a", "entry": 0, "file": "F.swift", "placement": "after", "text": "x\n""#
        let cases: [(String, String, String)] = [
            (
                #"{ "anchor": "a", "entry": 0, "file": "../F.swift", "placement": "after", "text": "x" }"#,
                #"{ "anchor": "a", "entry": 0, "file": "#,
                "module \"A\".insertions[0].file '../F.swift' must be a path inside the lockfile's folder (relative, "
                    + "without '..')"
            ),
            (
                #"{ "anchor": "a", "entry": 0, "file": "F.swift", "placement": "under", "text": "x" }"#,
                #"{ "anchor": "a", "entry": 0, "file": "F.swift", "placement": "#,
                "module \"A\".insertions[0].placement must be \"after\" or \"before\""
            ),
            (
                #"{ "anchor": "a", "entry": -1, "file": "F.swift", "placement": "after", "text": "x" }"#,
                #"{ "anchor": "a", "entry": "#,
                "module \"A\".insertions[0].entry must be the index of an entry of the set's \"insertions\" (0, 1, …)"
            ),
            (
                "{ \(good), \"size\": 1 }", "{ \(good), ",
                "unknown key \"size\" in module \"A\".insertions[0]; allowed: addedLineBreak, anchor, entry, file, "
                    + "placement, text"
            ),
            (
                "{ \"addedLineBreak\": 1, \(good) }", "{ \"addedLineBreak\": ",
                "module \"A\".insertions[0].addedLineBreak must be true or false"
            ),
        ]
        for (entry, before, message) in cases {
            #expect(
                LockfileTests.readingProblems(prefix + entry + "] } }, \"version\": 1 }")
                    == ["viper-gen.lock:1:\(column(before)): error: \(message)"], "\(entry)")
        }
    }
}
