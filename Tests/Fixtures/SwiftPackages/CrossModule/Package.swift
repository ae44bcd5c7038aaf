// swift-tools-version: 6.2
import PackageDescription

// App imports Greeting, which `viper-gen module Greeting --add-target` adds: the build passes only if the set's
// declarations are public.
let package = Package(
    name: "CrossModule",
    targets: [
        .executableTarget(name: "App", dependencies: ["Greeting"]),
    ],
    swiftLanguageModes: [.v6]
)
