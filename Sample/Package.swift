// swift-tools-version: 6.2
import PackageDescription

/// The VIPER to-do sample: the shared to-do core, the terminal app built from generated modules, a thin `todo`
/// executable, and tests. The iOS app in `iOS/` uses the same core.
let package = Package(
    name: "TodoSample",
    platforms: [.macOS(.v13), .iOS(.v17)],
    products: [
        .executable(name: "todo", targets: ["todo"]),
        .library(name: "TodoCore", targets: ["TodoCore"]),
    ],
    targets: [
        // Shared by both front ends: the entities, the rules and the data managers.
        .target(
            name: "TodoCore",
            swiftSettings: strictSettings
        ),
        // The terminal app: the VIPER modules and the console front end, on TodoCore.
        .target(
            name: "TodoApp",
            dependencies: ["TodoCore"],
            swiftSettings: strictSettings
        ),
        // The terminal command: hands its arguments, environment and standard streams to TodoApp.
        .executableTarget(
            name: "todo",
            dependencies: ["TodoApp"],
            swiftSettings: strictSettings
        ),
        // Unit tests of every layer, plus end-to-end tests that run the built `todo` binary.
        .testTarget(
            name: "TodoAppTests",
            dependencies: ["TodoCore", "TodoApp", "todo"],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)

/// Every target builds in Swift 6 mode; warnings are errors.
var strictSettings: [SwiftSetting] {
    [.treatAllWarnings(as: .error)]
}
