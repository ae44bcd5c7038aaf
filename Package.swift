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
        // All the logic: template engine, template sets, module model, planning, safe writing, the CLI.
        .target(
            name: "ViperGenKit",
            swiftSettings: strictSettings,
            plugins: ["EmbedTemplatesPlugin"]
        ),
        // Build-time helper: turns Templates/ into a Swift source file compiled into ViperGenKit.
        .executableTarget(
            name: "EmbedTemplatesTool",
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
            dependencies: ["ViperGenKit"],
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
            dependencies: ["ViperGenKit", "viper-gen"],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)

/// Every target builds in Swift 6 mode; warnings are errors so that a warning can never land.
var strictSettings: [SwiftSetting] {
    [.treatAllWarnings(as: .error)]
}
