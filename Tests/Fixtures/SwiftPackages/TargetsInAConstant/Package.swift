// swift-tools-version: 6.2
import PackageDescription

// The targets live in a constant, a shape `swift package add-target` (Swift 6.3.1) cannot edit.
let targets: [Target] = [
    .target(name: "Core")
]

let package = Package(
    name: "TargetsInAConstant",
    targets: targets,
    swiftLanguageModes: [.v6]
)
