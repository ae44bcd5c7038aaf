import Foundation
import Testing
import ViperGenTestSupport

/// The iOS sample's Info.plist values: the home screen's name and the version that About shows come from the app
/// target's build settings, and the code keeps no copy of either.
@Suite("Sample Info.plist")
struct SampleInfoPlistTests {
    static let ios = repositoryRoot.appending(path: "Sample/iOS", directoryHint: .isDirectory)

    @Test(
        "Both configurations of the app target set the display name and the version; About reads them from the bundle")
    func displayNameAndVersionAreTheBundles() throws {
        let project = try String(
            contentsOf: Self.ios.appending(path: "TodoApp.xcodeproj/project.pbxproj"), encoding: .utf8)
        #expect(project.components(separatedBy: "INFOPLIST_KEY_CFBundleDisplayName = To-do;").count - 1 == 2)
        #expect(project.contains("MARKETING_VERSION = 1.0;"))

        let about = try String(
            contentsOf: Self.ios.appending(path: "TodoApp/Modules/About/AboutInteractor.swift"), encoding: .utf8)
        #expect(about.contains("\"CFBundleDisplayName\""))
        #expect(about.contains("\"CFBundleShortVersionString\""))
        #expect(!about.contains("\"1.0\""))
        #expect(!about.contains("\"To-do\""))
    }
}
