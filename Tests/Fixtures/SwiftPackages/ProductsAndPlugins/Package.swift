// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "ProductsAndPlugins",
    products: [
        .library(name: "Core", targets: ["Core"]),
        .plugin(name: "Stamp", targets: ["Stamp"]),
    ],
    targets: [
        .target(
            name: "Core",
            plugins: [.plugin(name: "Stamp")]
        ),
        /* A build tool that adds nothing; its name in a string: "]" */
        .plugin(
            name: "Stamp",
            capability: .buildTool()
        ),
    ],
    swiftLanguageModes: [.v6]
)
