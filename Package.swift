// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "viper-gen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "viper-gen", targets: ["viper-gen"]),
        .library(name: "ViperGenKit", targets: ["ViperGenKit"]),
        // `swift package --allow-writing-to-package-directory viper-gen module Search` in a package that depends on this.
        .plugin(name: "ViperGenPlugin", targets: ["ViperGenPlugin"]),
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
            plugins: ["EmbedTemplatesPlugin", "BuildInfoPlugin"]
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
