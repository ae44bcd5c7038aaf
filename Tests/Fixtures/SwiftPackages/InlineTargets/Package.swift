// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "InlineTargets",
    targets: [
        .target(
            name: "Core",
            swiftSettings: [.treatAllWarnings(as: .error)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
