import Testing

@testable import ViperGenFormats
@testable import ViperGenProjects

/// `PackageManifest.platforms(in:)`: the literal `platforms:` list of a `Package.swift`, and nothing it cannot read;
/// `ProjectTarget.deploymentTargets(settings:)`: the platforms a target builds for, with their versions.
@Suite struct PackagePlatformsTests {
    @Test func enumCasesAndStringsAreRead() {
        let manifest = """
            let package = Package(
                name: "Shop",
                platforms: [.iOS(.v14), .macOS(.v10_15), .tvOS("15.1"), .custom("x", versionString: "1")],
                targets: [.target(name: "Shop")]
            )
            """
        #expect(
            PackageManifest.platforms(in: Array(manifest.utf8)) == ["iOS": "14", "macOS": "10.15", "tvOS": "15.1"])
    }

    @Test func aListThatIsNotLiteralGivesNothing() {
        let manifest = """
            let platforms: [SupportedPlatform] = [.iOS(.v16)]
            let package = Package(name: "Shop", platforms: platforms, targets: [])
            """
        #expect(PackageManifest.platforms(in: Array(manifest.utf8)) == [:])
    }

    @Test func aTargetsPlatformsComeFromItsSDKAndSupportedPlatforms() {
        let macApp = ProjectTarget.deploymentTargets(settings: [
            "SDKROOT": "macosx", "IPHONEOS_DEPLOYMENT_TARGET": "14.0", "MACOSX_DEPLOYMENT_TARGET": "13.0",
        ])
        #expect(macApp.map(\.platform) == ["macOS"])
        let multiplatform = ProjectTarget.deploymentTargets(settings: [
            "SDKROOT": "auto", "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator macosx",
            "IPHONEOS_DEPLOYMENT_TARGET": "16.0", "MACOSX_DEPLOYMENT_TARGET": "$(MAC_TARGET)", "MAC_TARGET": "13.5",
        ])
        #expect(multiplatform.map { "\($0.platform) \($0.version)" } == ["iOS 16.0", "macOS 13.5"])
        let unresolved = ProjectTarget.deploymentTargets(settings: ["IPHONEOS_DEPLOYMENT_TARGET": "$(FROM_XCCONFIG)"])
        #expect(unresolved.isEmpty)
    }
}
