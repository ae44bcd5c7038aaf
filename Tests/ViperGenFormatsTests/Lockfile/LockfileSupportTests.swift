import Testing
import ViperGenEngine
import ViperGenFormats
import ViperGenSupport

/// The lockfile's `"support"` list: its text, its reading back, and the problems of a malformed entry.
@Suite struct LockfileSupportTests {
    /// The members of a module's `inputs` these tests write (the real list is declared above this layer).
    static let settingKeys = ["date", "output", "parameters", "testsOutput", "testsOutputChosen"]

    static func module(_ name: String) -> LockedModule {
        LockedModule(
            name: name, template: LockedTemplate(name: "kit", source: "sets/kit", version: nil, contentHash: "h"),
            inputs: LockedInputs(date: "2026-11-22", output: "Sources", testsOutput: "Tests"),
            files: [LockedFile(path: "Sources/\(name)/\(name).swift", kind: "code", size: 1, sha256: "00")])
    }

    static let support = [
        LockedSupportFile(
            file: LockedFile(path: "Sources/VIPER/Module.swift", kind: "code", size: 2, sha256: "ab"),
            template: LockedTemplate(name: "kit", source: "sets/kit", version: "2", contentHash: "h"),
            modules: ["Cart", "Search"]),
        LockedSupportFile(
            file: LockedFile(path: "Tests/VIPER/TestSupport.swift", kind: "test", size: 0, sha256: "cd"),
            template: LockedTemplate(name: "kit", source: "sets/kit", version: nil, contentHash: "h"),
            modules: ["Search"]),
    ]

    static func read(_ text: String) throws(Diagnostics) -> Lockfile {
        var reader = LockfileReader(
            source: SourceText(name: "viper-gen.lock", text: text), textInputs: [], settingKeys: settingKeys)
        return try reader.read()
    }

    /// The problems reading `text` reports, each as `line:column: message`.
    static func problems(_ text: String) -> [String] {
        do {
            _ = try read(text)
            return []
        } catch {
            return error.problems.map { "\($0.location.map { "\($0.line):\($0.column): " } ?? "")\($0.message)" }
        }
    }

    @Test func supportFilesAreOneLineEachAfterTheModules() throws {
        let lockfile = Lockfile(modules: ["Search": Self.module("Search")], support: [Self.support[1]])
        #expect(
            lockfile.encoded().hasSuffix(
                """
                  },
                  "support": [
                    { "kind": "test", "modules": ["Search"], "path": "Tests/VIPER/TestSupport.swift", "sha256": "cd", "size": 0, "template": { "contentHash": "h", "name": "kit", "source": "sets/kit" } }
                  ],
                  "version": 1
                }

                """))
    }

    @Test func readingTheTextGivesTheSameLockfile() throws {
        let lockfile = Lockfile(
            modules: ["Search": Self.module("Search"), "Cart": Self.module("Cart")], support: Self.support)
        #expect(try Self.read(lockfile.encoded()) == lockfile)
    }

    @Test func aLockfileWithoutSupportReadsAndWritesAsBefore() throws {
        let text = Lockfile(modules: ["Search": Self.module("Search")]).encoded()
        #expect(!text.contains("support"))
        let read = try Self.read(text)
        #expect(read.support.isEmpty)
        #expect(read.encoded() == text)
    }

    @Test func malformedEntriesAreReportedWithTheirPositions() {
        let module = Lockfile(modules: ["Search": Self.module("Search")]).encoded()
        // The lockfile with `entry` as its only support entry, and the column where the entry starts.
        func with(_ entry: String) -> String {
            module.replacingOccurrences(
                of: "  },\n  \"version\"", with: "  },\n  \"support\": [\n    \(entry)\n  ],\n  \"version\"")
        }
        // The entry's line: the module's lines but the last two (`  },` stays above it) and the empty one after them.
        let line = module.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        let good =
            #""kind": "code", "path": "Sources/VIPER/M.swift", "sha256": "ab", "size": 2, "template": { "contentHash": "h", "name": "kit", "source": "sets/kit" }"#
        let cases: [(String, String)] = [
            (
                #"{ "modules": ["Cart"], "# + good + " }",
                "\(line):19: support[0].modules[0]: module \"Cart\" is not recorded in \"modules\"; remove it from "
                    + "the list, or restore the lockfile from git"
            ),
            (
                #"{ "modules": [], "# + good + " }",
                "\(line):18: support[0].modules is empty; a support file belongs to the modules that use it: remove "
                    + "the entry with its file, or restore the lockfile from git"
            ),
            (
                #"{ "modules": ["Search"], "#
                    + good.replacingOccurrences(of: "Sources/VIPER/M.swift", with: "Sources/Search/Search.swift")
                    + " }",
                "\(line):5: Sources/Search/Search.swift is listed twice (by module \"Search\" and support[0]); a path is "
                    + "one module's file or one support file: remove one entry, or restore the lockfile from git"
            ),
            (
                #"{ "modules": ["Search"], "#
                    + good.replacingOccurrences(of: "Sources/VIPER/M.swift", with: "../M.swift") + " }",
                "\(line):54: support[0].path '../M.swift' must be a path inside the lockfile's folder (relative, "
                    + "without '..')"
            ),
            (
                #"{ "modules": ["Search"], "kind": "code", "path": "M.swift", "sha256": "ab", "size": 2 }"#,
                "\(line):5: support[0] is missing \"template\""
            ),
        ]
        for (entry, message) in cases {
            #expect(Self.problems(with(entry)) == [message], "\(entry)")
        }
    }
}
