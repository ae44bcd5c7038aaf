// swift-tools-version: 6.2
import PackageDescription

/// The VIPER to-do sample: an app library built from generated modules, a thin `todo` executable, and tests.
let package = Package(
    name: "TodoSample",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "todo", targets: ["todo"])
    ],
    targets: [
        // The app: entities, data managers, the VIPER modules and the console front end.
        .target(
            name: "TodoApp",
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
            dependencies: ["TodoApp", "todo"],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)

/// Every target builds in Swift 6 mode; warnings are errors.
var strictSettings: [SwiftSetting] {
    [.treatAllWarnings(as: .error)]
}
