import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenFormats
@testable import ViperGenProjects
@testable import ViperGenSupport

/// Taking targets out of `Package.swift` (`remove` of a module made with `--add-target`): a manifest that only ever
/// gained a module's targets is back to its exact bytes, in every layout the addition handles.
@Suite struct PackageManifestRemovalTests {
    /// Manifests in each layout `adding(_:)` follows (see `PackageManifestTests`), and the fixtures'.
    static let manifests: [String] = [
        "let package = Package(\n    name: \"A\",\n    targets: [\n        .target(name: \"A\"),\n    ]\n)\n",
        "let package = Package(\n    targets: [\n        .target(name: \"A\")\n    ]\n)\n",
        "let package = Package(\n  targets: [\n    .target(name: \"A\")])\n",
        "let package = Package(\n\tname: \"A\",\n\ttargets: [\n\t]\n)\n",
        #"let package = Package(name: "A", targets: [.target(name: "A")])"#,
        #"let package = Package(name: "A", targets: [.target(name: "A"),])"#,
        #"let package = Package(name: "A", targets: [])"#,
        "let package = Package(\r\n  targets: [\r\n    .target(name: \"A\"),\r\n  ]\r\n)\r\n",
        // Mixed line endings (found by PackageManifestFuzzer): the first line break is `\r\n`, the list's are `\n`.
        "// swift-tools-version: 6.2\r\nlet package = Package(\n  targets: [\n    .target(name: \"A\")\n  ]\n)\n",
        "let package = Package(\n  targets: [\r\n    .target(name: \"A\"),\r\n  ]\r\n)\n",
        """
        let package = Package(
          name: "App",
          targets: [
            .target(name: "Core"),  // the core
            .testTarget(name: "CoreTests", dependencies: ["Core"]) // its tests
            // .target(name: "Later"),
          ],
          swiftLanguageModes: [.v6]
        )
        """,
        """
        var package = Package(
          name: "swift-argument-parser",
          targets: [
            // Core Library
            .target(
              name: "ArgumentParser",
              exclude: ["CMakeLists.txt"]),
        #if os(macOS)
            .target(name: "MacOnly"),
        #endif
          ]
        )
        """,
    ]

    static func fixtureManifests() throws -> [String] {
        try ["CrossModule", "InlineTargets", "ProductsAndPlugins", "TargetsInAConstant"].map { name in
            try String(
                contentsOf: repositoryRoot.appending(path: "Tests/Fixtures/SwiftPackages/\(name)/Package.swift"),
                encoding: .utf8)
        }
    }

    @Test func removingTheAddedTargetsGivesBackTheExactBytes() throws {
        for text in Self.manifests + (try Self.fixtureManifests()) {
            let original = Array(text.utf8)
            for targets in [PackageManifestTests.search, [PackageTarget(name: "Search", kind: .target)]] {
                let added = try PackageManifestKind.plan(
                    contents: original, named: "Package.swift", containingFolder: "/p",
                    request: PackageManifestKind.Addition(targets: targets, overwrite: false))
                #expect(added.contents != original)
                let removed = try PackageManifestKind.planRemoval(
                    contents: added.contents, named: "Package.swift", containingFolder: "/p",
                    removing: ["Search", "SearchTests"])
                #expect(removed.report == targets.map(\.name))
                #expect(String(decoding: removed.contents, as: UTF8.self) == text)
                #expect(removed.contents == original)
            }
        }
    }

    @Test func targetsTheListLacksChangeNothing() throws {
        let original = Array(Self.manifests[0].utf8)
        let removed = try PackageManifestKind.planRemoval(
            contents: original, named: "Package.swift", containingFolder: "/p", removing: ["Search", "SearchTests"])
        #expect(removed.report == [])
        #expect(removed.contents == original)
    }

    @Test func aTargetAmongOthersGoesWithItsLineAndComma() throws {
        let text = """
            let package = Package(
                targets: [
                    .target(name: "A"),
                    // the module
                    .target(name: "Search"),
                    .target(name: "B")
                ]
            )

            """
        let removed = try PackageManifestKind.planRemoval(
            contents: Array(text.utf8), named: "Package.swift", containingFolder: "/p", removing: ["Search"])
        #expect(
            String(decoding: removed.contents, as: UTF8.self) == """
                let package = Package(
                    targets: [
                        .target(name: "A"),
                        // the module
                        .target(name: "B")
                    ]
                )

                """)
        let last = try PackageManifestKind.planRemoval(
            contents: Array(text.utf8), named: "Package.swift", containingFolder: "/p", removing: ["B"])
        #expect(
            String(decoding: last.contents, as: UTF8.self) == """
                let package = Package(
                    targets: [
                        .target(name: "A"),
                        // the module
                        .target(name: "Search")
                    ]
                )

                """)
    }

    @Test func aManifestThatIsNotUTF8IsRefused() throws {
        let bytes = Array("let package = Package(targets: [])\n// caf".utf8) + [0xE9, 0x0A]
        #expect(
            throws: Diagnostics([
                Diagnostic(.data, "P/Package.swift is not UTF-8 text; save it as UTF-8 (Swift requires it)")
            ])
        ) {
            try PackageManifestKind.planRemoval(
                contents: bytes, named: "P/Package.swift", containingFolder: "/p", removing: ["Search"])
        }
    }
}
