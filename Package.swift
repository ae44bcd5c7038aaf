// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "viper-gen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "viper-gen", targets: ["viper-gen"]),
        .library(name: "ViperGenKit", targets: ["ViperGenKit"]),
    ],
    targets: [
        // The command-line tool: parses nothing itself, it hands the arguments to ViperGenKit.
        .executableTarget(
            name: "viper-gen",
            dependencies: ["ViperGenKit"],
            swiftSettings: strictSettings
        ),
        // The Liquid-compatible template engine: scanner, parser, tags, renderer, values, filters. Depends on nothing.
        .target(
            name: "ViperGenEngine",
            swiftSettings: strictSettings
        ),
        // Everything else: template sets, formats, module model, planning, safe writing, the CLI.
        .target(
            name: "ViperGenKit",
            dependencies: ["ViperGenEngine"],
            swiftSettings: strictSettings,
            plugins: ["EmbedTemplatesPlugin"]
        ),
        // Build-time helper: parses Templates/ with the engine and writes them, parsed, as Swift source for ViperGenKit.
        .executableTarget(
            name: "EmbedTemplatesTool",
            dependencies: ["ViperGenEngine"],
            swiftSettings: strictSettings
        ),
        .plugin(
            name: "EmbedTemplatesPlugin",
            capability: .buildTool(),
            dependencies: ["EmbedTemplatesTool"],
            path: "Sources/EmbedTemplatesPlugin"
        ),
        // In-process engine throughput, run by Tests/Benchmarks/run.sh (not by swift test).
        .executableTarget(
            name: "viper-gen-benchmark",
            dependencies: ["ViperGenKit", "ViperGenEngine"],
            path: "Tests/Benchmarks/EngineBenchmark",
            swiftSettings: strictSettings
        ),
        // Xcode project editing: parse + edit + write of a generated 10 MB project, run by Tests/Benchmarks/run.sh.
        .executableTarget(
            name: "viper-gen-xcodeproj-benchmark",
            dependencies: ["ViperGenKit"],
            path: "Tests/Benchmarks/XcodeProjectBenchmark",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ViperGenKitTests",
            dependencies: ["ViperGenKit", "ViperGenEngine", "viper-gen"],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)

/// Every target builds in Swift 6 mode; warnings are errors so that a warning can never land.
var strictSettings: [SwiftSetting] {
    [.treatAllWarnings(as: .error)]
}
