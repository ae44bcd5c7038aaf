// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "viper-gen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "viper-gen", targets: ["viper-gen"]),
        // The command line as a library (`ViperGenCLI`), with the layers whose public types it is made of.
        .library(
            name: "ViperGenKit",
            targets: [
                "ViperGenKit", "ViperGenGeneration", "ViperGenConfig", "ViperGenTemplateSets", "ViperGenWriting",
                "ViperGenProjects", "ViperGenFormats", "ViperGenSupport", "ViperGenEngine",
            ]),
        // `swift package --allow-writing-to-package-directory viper-gen module Search` in a package that depends on this.
        .plugin(name: "ViperGenPlugin", targets: ["ViperGenPlugin"]),
    ],
    targets: [
        // The command-line tool: parses nothing itself, it hands the arguments to ViperGenKit.
        .executableTarget(
            name: "viper-gen",
            dependencies: ["ViperGenKit", "ViperGenSupport"],
            swiftSettings: strictSettings
        ),
        // The Liquid-compatible template engine: scanner, parser, tags, renderer, values, filters. Depends on nothing.
        .target(
            name: "ViperGenEngine",
            swiftSettings: strictSettings
        ),
        // The layers of the library, each a target so that a wrong-way import does not build (see Architecture.md).
        // Shared ground: diagnostics, paths, the file system, hashing, processes, the project confinement.
        .target(name: "ViperGenSupport", dependencies: ["ViperGenEngine"], swiftSettings: strictSettings),
        // The three-way merge of `update`, on bytes; depends on nothing.
        .target(name: "ViperGenMerge", swiftSettings: strictSettings),
        // Readers and writers: JSON, JSON5, YAML, the lockfile, project.pbxproj, project.xcproj, Package.swift.
        .target(
            name: "ViperGenFormats", dependencies: ["ViperGenSupport", "ViperGenEngine"], swiftSettings: strictSettings),
        // Project files as one protocol: adding and removing a module's files in Xcode projects and Package.swift.
        .target(
            name: "ViperGenProjects", dependencies: ["ViperGenFormats", "ViperGenSupport", "ViperGenEngine"],
            swiftSettings: strictSettings),
        // All-or-nothing writing: the write set, the journal, the atomic writer, the run locks.
        .target(
            name: "ViperGenWriting", dependencies: ["ViperGenSupport", "ViperGenEngine"], swiftSettings: strictSettings),
        // Template sets (ours and Generamba's) and module names; the built-in sets are embedded at build time.
        .target(
            name: "ViperGenTemplateSets", dependencies: ["ViperGenFormats", "ViperGenSupport", "ViperGenEngine"],
            swiftSettings: strictSettings, plugins: ["EmbedTemplatesPlugin"]),
        // The project config (viper-gen.json, Rambafile) and the module schema of render inputs.
        .target(
            name: "ViperGenConfig", dependencies: ["ViperGenFormats", "ViperGenSupport", "ViperGenEngine"],
            swiftSettings: strictSettings),
        // Generation: a request rendered into a plan of files, insertions and project edits, recorded and written.
        .target(
            name: "ViperGenGeneration",
            dependencies: [
                "ViperGenWriting", "ViperGenProjects", "ViperGenTemplateSets", "ViperGenConfig", "ViperGenFormats",
                "ViperGenMerge", "ViperGenSupport", "ViperGenEngine",
            ],
            swiftSettings: strictSettings),
        // The lifecycle of recorded modules: update, adopt, remove, inspect; above generation, never below it.
        .target(
            name: "ViperGenUpkeep",
            dependencies: [
                "ViperGenGeneration", "ViperGenWriting", "ViperGenProjects", "ViperGenTemplateSets", "ViperGenConfig",
                "ViperGenFormats", "ViperGenMerge", "ViperGenSupport", "ViperGenEngine",
            ],
            swiftSettings: strictSettings),
        // The Model Context Protocol server: JSON-RPC over stdio; its tools come from the command line's table.
        .target(
            name: "ViperGenMCP", dependencies: ["ViperGenFormats", "ViperGenSupport", "ViperGenEngine"],
            swiftSettings: strictSettings),
        // The command line on top of the layers: options, commands, help, completions, reports, the MCP tools.
        .target(
            name: "ViperGenKit",
            dependencies: [
                "ViperGenUpkeep", "ViperGenGeneration", "ViperGenWriting", "ViperGenProjects", "ViperGenTemplateSets",
                "ViperGenConfig", "ViperGenFormats", "ViperGenMerge", "ViperGenSupport", "ViperGenMCP",
                "ViperGenEngine",
            ],
            swiftSettings: strictSettings,
            plugins: ["BuildInfoPlugin"]
        ),
        // Build-time helper: parses Templates/ with the engine and writes them, parsed, as Swift source for ViperGenTemplateSets.
        .executableTarget(
            name: "EmbedTemplatesTool",
            dependencies: ["ViperGenEngine", "ViperGenFormats", "ViperGenSupport"],
            swiftSettings: strictSettings
        ),
        .plugin(
            name: "EmbedTemplatesPlugin",
            capability: .buildTool(),
            dependencies: ["EmbedTemplatesTool"],
            path: "Sources/EmbedTemplatesPlugin"
        ),
        // Build-time helper: writes the commit BuildInfoPlugin read from the checkout, for `viper-gen --version`.
        .executableTarget(
            name: "BuildInfoTool",
            swiftSettings: strictSettings
        ),
        .plugin(
            name: "BuildInfoPlugin",
            capability: .buildTool(),
            dependencies: ["BuildInfoTool"],
            path: "Sources/BuildInfoPlugin"
        ),
        // The command plugin: runs the built viper-gen with every argument, writing into the package it runs in.
        .plugin(
            name: "ViperGenPlugin",
            capability: .command(
                intent: .custom(verb: "viper-gen", description: "Generate VIPER modules with viper-gen"),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "viper-gen writes the generated modules into this package; "
                            + "run: swift package --allow-writing-to-package-directory viper-gen ...")
                ]),
            dependencies: ["viper-gen"],
            path: "Sources/ViperGenPlugin"
        ),
        // In-process engine throughput, run by Tests/Benchmarks/run.sh (not by swift test).
        .executableTarget(
            name: "viper-gen-benchmark",
            dependencies: layers,
            path: "Tests/Benchmarks/EngineBenchmark",
            swiftSettings: strictSettings
        ),
        // Xcode project editing: parse + edit + write of a generated 10 MB project, run by Tests/Benchmarks/run.sh.
        .executableTarget(
            name: "viper-gen-xcodeproj-benchmark",
            dependencies: layers,
            path: "Tests/Benchmarks/XcodeProjectBenchmark",
            swiftSettings: strictSettings
        ),
        // Test helpers shared by the test targets (temporary folders, processes, goldens, fixtures); in no product.
        .target(
            name: "ViperGenTestSupport", dependencies: ["ViperGenEngine"], path: "Tests/ViperGenTestSupport",
            swiftSettings: strictSettings),
        // One test target per layer, each depending on its layer and the layers below that its tests import; folders
        // mirror the layer's source folders (see Architecture.md, "Tests").
        .testTarget(
            name: "ViperGenEngineTests", dependencies: ["ViperGenEngine", "ViperGenTestSupport"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "ViperGenSupportTests", dependencies: ["ViperGenSupport", "ViperGenTestSupport"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "ViperGenMergeTests", dependencies: ["ViperGenMerge", "ViperGenSupport", "ViperGenTestSupport"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "ViperGenFormatsTests",
            dependencies: ["ViperGenFormats", "ViperGenSupport", "ViperGenEngine", "ViperGenTestSupport"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "ViperGenProjectsTests",
            dependencies: [
                "ViperGenProjects", "ViperGenFormats", "ViperGenSupport", "ViperGenEngine", "ViperGenTestSupport",
            ],
            swiftSettings: strictSettings),
        .testTarget(
            name: "ViperGenWritingTests", dependencies: ["ViperGenWriting", "ViperGenSupport", "ViperGenTestSupport"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "ViperGenTemplateSetsTests",
            dependencies: ["ViperGenTemplateSets", "ViperGenSupport", "ViperGenEngine", "ViperGenTestSupport"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "ViperGenGenerationTests",
            dependencies: [
                "ViperGenGeneration", "ViperGenWriting", "ViperGenSupport", "ViperGenEngine", "ViperGenTestSupport",
            ],
            swiftSettings: strictSettings),
        .testTarget(
            name: "ViperGenUpkeepTests",
            dependencies: [
                "ViperGenUpkeep", "ViperGenGeneration", "ViperGenTemplateSets", "ViperGenWriting", "ViperGenFormats",
                "ViperGenMerge", "ViperGenSupport", "ViperGenTestSupport",
            ],
            swiftSettings: strictSettings),
        // The command line, and everything that runs the built binary: end-to-end, goldens, the sample, the safety
        // suites, the documentation. It depends on `viper-gen` so that the binary is built before the tests run.
        .testTarget(
            name: "ViperGenKitTests",
            dependencies: [
                "ViperGenKit", "ViperGenMCP", "ViperGenGeneration", "ViperGenConfig", "ViperGenTemplateSets",
                "ViperGenWriting", "ViperGenProjects", "ViperGenFormats", "ViperGenSupport", "ViperGenEngine",
                "ViperGenTestSupport", "viper-gen",
            ],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)

/// The library's targets, top to bottom: what the benchmarks reach into.
var layers: [Target.Dependency] {
    [
        "ViperGenKit", "ViperGenMCP", "ViperGenUpkeep", "ViperGenGeneration", "ViperGenConfig", "ViperGenTemplateSets",
        "ViperGenWriting", "ViperGenProjects", "ViperGenFormats", "ViperGenMerge", "ViperGenSupport", "ViperGenEngine",
    ]
}

/// Every target builds in Swift 6 mode; warnings are errors so that a warning can never land.
var strictSettings: [SwiftSetting] {
    [.treatAllWarnings(as: .error)]
}
