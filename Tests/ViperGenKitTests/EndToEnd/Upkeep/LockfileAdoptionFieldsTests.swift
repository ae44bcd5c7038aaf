import Testing

@testable import ViperGenConfig
@testable import ViperGenEngine
@testable import ViperGenFormats
@testable import ViperGenKit
@testable import ViperGenSupport

/// The lockfile fields issue 37 added (a module's `absent` files and `moduleFolder`, a file's own `author` and
/// `date`): written only when set, so a lockfile without them reads and writes byte for byte as before; read back
/// exactly; bad values reported where they stand.
@Suite struct LockfileAdoptionFieldsTests {
    static var adopted: LockedModule {
        var module = LockfileTests.module
        module.absent = ["Sources/Shop/Search/SearchRouter.swift"]
        module.inputs.moduleFolder = "SearchModule"
        module.inputs.testsModuleFolder = "Search"
        module.files[0].author = "Ann Update"
        module.files[0].date = "2027-01-03"
        return module
    }

    @Test func theFieldsAreWrittenWhereTheirKeysSortAndReadBack() throws {
        let text = Lockfile(modules: ["Search": Self.adopted]).encoded()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[3] == #"      "absent": ["Sources/Shop/Search/SearchRouter.swift"],"#)
        #expect(
            lines[5]
                == #"        { "author": "Ann Update", "date": "2027-01-03", "kind": "code", "path": "Sources/Shop/Search/SearchView.swift", "sha256": ""#
                + SHA256.hex("ab\n") + #"", "size": 3 },"#)
        #expect(lines.contains(#"        "moduleFolder": "SearchModule","#))
        #expect(lines.contains(#"        "testsModuleFolder": "Search","#))
        var reader = LockfileReader(
            source: SourceText(name: "viper-gen.lock", text: text), textInputs: RenderInput.lockfileKeys)
        #expect(try reader.read() == Lockfile(modules: ["Search": Self.adopted]))
    }

    @Test func aLockfileWithoutThemReadsAndWritesByteIdentically() throws {
        let text = Lockfile(modules: ["Search": LockfileTests.module]).encoded()
        #expect(!text.contains("absent") && !text.contains("moduleFolder") && !text.contains("\"author\": \"Ann"))
        var reader = LockfileReader(
            source: SourceText(name: "viper-gen.lock", text: text), textInputs: RenderInput.lockfileKeys)
        #expect(try reader.read().encoded() == text)
    }

    @Test func badValuesAreReportedWithTheirPositions() {
        let file = #"{ "kind": "code", "path": "A/A.swift", "sha256": "00", "size": 1 }"#
        let module = { (extra: String, files: String, inputs: String) in
            #"{ \#(extra)"files": [\#(files)], "inputs": { "date": "2026-11-22", \#(inputs)"output": ".", "testsOutput": "." }, "template": { "contentHash": "h", "name": "viper", "source": "built-in" } }"#
        }
        let wrap = { (module: String) in "{ \"modules\": { \"A\": \(module) }, \"version\": 1 }" }
        let listedTwice = wrap(module(#""absent": ["A/A.swift"], "#, file, ""))
        let badDate = wrap(
            module("", file.replacingOccurrences(of: "{ \"kind\"", with: "{ \"date\": \"16/09/2017\", \"kind\""), ""))
        let badFolder = wrap(module("", "", #""moduleFolder": "a/b", "#))
        let badTestsFolder = wrap(module("", "", #""testsModuleFolder": "..", "#))
        let cases: [(String, String)] = [
            (
                listedTwice,
                "viper-gen.lock:1:\(Self.column(of: "\"A/A.swift\"]", in: listedTwice)): error: A/A.swift is listed "
                    + "twice (by module \"A\" and module \"A\".absent); a path belongs to one module: remove one entry, "
                    + "or restore the lockfile from git"
            ),
            (
                badDate,
                "viper-gen.lock:1:\(Self.column(of: "\"16/09/2017\"", in: badDate)): error: module \"A\".files[0].date "
                    + "must be a date such as 2026-11-22"
            ),
            (
                badFolder,
                "viper-gen.lock:1:\(Self.column(of: "\"a/b\"", in: badFolder)): error: module \"A\".inputs.moduleFolder "
                    + "must be one folder name"
            ),
            (
                badTestsFolder,
                "viper-gen.lock:1:\(Self.column(of: "\"..\"", in: badTestsFolder)): error: module \"A\".inputs."
                    + "testsModuleFolder must be one folder name"
            ),
        ]
        for (text, message) in cases {
            #expect(LockfileTests.readingProblems(text) == [message], "\(text)")
        }
    }

    /// The column (from 1) where `needle` first stands in the one-line `text`.
    static func column(of needle: String, in text: String) -> Int {
        let characters = Array(text.utf8)
        let wanted = Array(needle.utf8)
        for start in 0...(characters.count - wanted.count)
        where Array(characters[start..<(start + wanted.count)]) == wanted {
            return start + 1
        }
        return 0
    }
}
