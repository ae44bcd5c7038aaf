import Testing

@testable import ViperGenConfig
@testable import ViperGenEngine
@testable import ViperGenFormats
@testable import ViperGenKit
@testable import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The lockfile's model, its text and its reader; the base file; our SHA-256.
@Suite struct LockfileTests {
    static let module = LockedModule(
        name: "Search",
        template: LockedTemplate(name: "viper", source: "built-in", version: nil, contentHash: "ab"),
        inputs: LockedInputs(
            parameters: ["ui": .string("none"), "tests": .bool(true)],
            texts: [
                "author": "Jane \"J\" Appleseed", "company": "Acme", "project": "Shop", "prefix": "", "target": "Shop",
                "description": "",
            ], productModuleName: nil,
            date: "2026-11-22", output: "Sources/Shop", testsOutput: "Tests/ShopTests", testsOutputChosen: true,
            xcode: LockedXcode(project: "Shop.xcodeproj", codeTargets: ["Shop"], testTargets: [], codeGroup: nil)),
        files: [
            LockedFile(path: "Sources/Shop/Search/SearchView.swift", kind: "code", size: 3, sha256: SHA256.hex("ab\n")),
            LockedFile(path: "Tests/ShopTests/SearchTests/T.swift", kind: "test", size: 0, sha256: SHA256.hex("")),
        ])

    @Test func sha256MatchesTheStandardVectors() {
        #expect(SHA256.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            SHA256.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(
            SHA256.hex(String(repeating: "a", count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func theTextHasSortedKeysOneModuleABlockAndOneFileALine() {
        let text = Lockfile(modules: ["Search": Self.module]).encoded()
        #expect(
            text == """
                {
                  "modules": {
                    "Search": {
                      "files": [
                        { "kind": "code", "path": "Sources/Shop/Search/SearchView.swift", "sha256": "\(SHA256.hex("ab\n"))", "size": 3 },
                        { "kind": "test", "path": "Tests/ShopTests/SearchTests/T.swift", "sha256": "\(SHA256.hex(""))", "size": 0 }
                      ],
                      "inputs": {
                        "author": "Jane \\"J\\" Appleseed",
                        "company": "Acme",
                        "date": "2026-11-22",
                        "description": "",
                        "output": "Sources/Shop",
                        "parameters": { "tests": true, "ui": "none" },
                        "prefix": "",
                        "project": "Shop",
                        "target": "Shop",
                        "testsOutput": "Tests/ShopTests",
                        "testsOutputChosen": true,
                        "xcode": { "codeTargets": ["Shop"], "project": "Shop.xcodeproj", "testTargets": [] }
                      },
                      "template": { "contentHash": "ab", "name": "viper", "source": "built-in" }
                    }
                  },
                  "version": 1
                }

                """)
    }

    @Test func readingTheTextGivesTheSameLockfile() throws {
        var second = Self.module
        second.name = "Cart"
        second.files = [LockedFile(path: "Cart/Cart.swift", kind: "code", size: 1, sha256: SHA256.hex("x"))]
        let lockfile = Lockfile(modules: ["Search": Self.module, "Cart": second])
        var reader = LockfileReader(
            source: SourceText(name: "viper-gen.lock", text: lockfile.encoded()), textInputs: RenderInput.lockfileKeys)
        #expect(try reader.read() == lockfile)
        // Stable: the same lockfile gives the same bytes whatever order its modules were added in.
        #expect(Lockfile(modules: ["Cart": second, "Search": Self.module]).encoded() == lockfile.encoded())
    }

    @Test func contradictionsAndBadValuesAreReportedWithTheirPositions() {
        let file = #"{ "kind": "code", "path": "A/A.swift", "sha256": "00", "size": 1 }"#
        let module = { (files: String) in
            #"{ "files": [\#(files)], "inputs": { "date": "2026-11-22", "output": ".", "testsOutput": "." }, "template": { "contentHash": "h", "name": "viper", "source": "built-in" } }"#
        }
        let cases: [(String, String)] = [
            (
                "{\n  \"modules\": { \"A\": \(module(file + ", " + file)) },\n  \"version\": 1\n}\n",
                "viper-gen.lock:2:101: error: A/A.swift is listed twice (by module \"A\" and module \"A\"); a file "
                    + "belongs to one module, remove one entry or run 'viper-gen adopt'"
            ),
            (
                "{ \"modules\": { \"A\": \(module("")), \"A\": {} }, \"version\": 1 }",
                "viper-gen.lock:1:"
                    + String(
                        "{ \"modules\": { \"A\": \(module("")), ".utf8.count + 1)
                    + ": error: invalid JSON: duplicate key \"A\""
            ),
            (
                "{ \"modules\": { \"Search\": \(module("")), \"search\": \(module("")) }, \"version\": 1 }",
                "viper-gen.lock:1:"
                    + String("{ \"modules\": { \"Search\": \(module("")), ".utf8.count + 1)
                    + ": error: module \"search\" differs only in letter case from module \"Search\"; a "
                    + "case-insensitive file system (macOS's default) takes them for one module with one base file: "
                    + "remove one entry (and its files) or rename one"
            ),
            (
                "{ \"version\": 2 }",
                "viper-gen.lock:1:14: error: \"version\" must be 1; this lockfile was "
                    + "written by another viper-gen, update viper-gen"
            ),
            (
                "{ \"modules\": { \"A\": \(module(file.replacingOccurrences(of: "A/A.swift", with: "../A.swift"))) }, \"version\": 1 }",
                "viper-gen.lock:1:59: error: module \"A\".files[0].path '../A.swift' must be a path inside the "
                    + "lockfile's folder (relative, without '..')"
            ),
            ("{ \"version\": 1, ", "viper-gen.lock:1:17: error: invalid JSON: expected a key in double quotes"),
        ]
        for (text, message) in cases {
            #expect(Self.readingProblems(text) == [message], "\(text)")
        }
    }

    /// The problems reading lockfile `text` reports, each as `file:line:column: error: message`; none when it reads.
    static func readingProblems(_ text: String) -> [String] {
        var reader = LockfileReader(
            source: SourceText(name: "viper-gen.lock", text: text), textInputs: RenderInput.lockfileKeys)
        do {
            _ = try reader.read()
            return []
        } catch {
            return error.problems.map {
                "\($0.location.map { "\($0.file):\($0.line):\($0.column): " } ?? "")error: \(RemedySpelling.commandLine.spelled($0.message))"
            }
        }
    }

    @Test func theBaseIsExactlyTheBytesWrittenAndNoLarger() throws {
        let contents = [("A/A.swift", Array("// a\n".utf8)), ("B.swift", Array("é\n".utf8))]
        let bytes = ModuleBase.encoded(contents)
        #expect(bytes.count == contents.reduce(0) { $0 + $1.1.count })
        var module = Self.module
        module.files = contents.map {
            LockedFile(path: $0.0, kind: "code", size: $0.1.count, sha256: SHA256.hex($0.1))
        }
        #expect(
            ModuleBase(decoding: bytes, for: module)?.files == ["A/A.swift": contents[0].1, "B.swift": contents[1].1])
        // A base that does not match the lockfile is refused, never cut wrongly.
        #expect(ModuleBase(decoding: bytes.dropLast().map { $0 }, for: module) == nil)
        var tampered = bytes
        tampered[0] = UInt8(ascii: "#")
        #expect(ModuleBase(decoding: tampered, for: module) == nil)
    }
}
