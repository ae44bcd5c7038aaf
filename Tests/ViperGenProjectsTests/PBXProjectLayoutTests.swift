import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenEngine
@testable import ViperGenFormats
@testable import ViperGenProjects

/// An edit keeps every untouched object's bytes, and re-prints a changed object in the layout the file uses for its
/// class: the `Xcode16Folders` fixture has `PBXFileSystemSynchronizedRootGroup`s on one line, as Xcode 16.0 wrote
/// them.
@Suite struct PBXProjectLayoutTests {
    /// The lines of `new` that are not in `old` and the lines of `old` that are not in `new`, in order.
    static func changedLines(_ old: [UInt8], _ new: [UInt8]) -> (removed: [String], added: [String]) {
        let oldLines = String(decoding: old, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let newLines = String(decoding: new, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let difference = newLines.difference(from: oldLines)
        var removed: [String] = []
        var added: [String] = []
        for change in difference {
            switch change {
            case .remove(_, let line, _): removed.append(String(line))
            case .insert(_, let line, _): added.append(String(line))
            }
        }
        return (removed, added)
    }

    @Test func oneLineSynchronizedFoldersStayOnOneLine() throws {
        let files = [
            // In the AppTests folder, for the app: a new exception set for App, and the folder lists it.
            XcodeProjectEditTests.file("Xcode16Folders", "AppTests/Fakes/FakeSearchService.swift"),
            // In the App folder, for the test target: joins the existing (multi-line) exception set for AppTests.
            XcodeProjectEditTests.file("Xcode16Folders", "App/Shared/SearchSpy.swift", isTest: true),
        ]
        let plan = try XcodeProjectEditTests.plan("Xcode16Folders", files, code: ["App"], tests: ["AppTests"])
        try assertMatchesGoldens(
            ["project.pbxproj": String(decoding: plan.newContents, as: UTF8.self)],
            name: "xcodeproj/Xcode16Folders-exceptions")
        let (removed, added) = Self.changedLines(plan.originalContents, plan.newContents)
        #expect(
            removed == [
                "\t\tA3C100112C8D1E4700F1A2B3 /* AppTests */ = {isa = PBXFileSystemSynchronizedRootGroup; "
                    + "explicitFileTypes = {}; explicitFolders = (); path = AppTests; sourceTree = \"<group>\"; };"
            ])
        let newSet = "Exceptions for \"AppTests\" folder in \"App\" target"
        let newSetID = XcodeObjectIDGenerator.id(for: "PBXFileSystemSynchronizedBuildFileExceptionSet AppTests App")
        #expect(
            added.sorted()
                == [
                    "\t\t\t\tShared/SearchSpy.swift,",
                    "\t\t\(newSetID) /* \(newSet) */ = {",
                    "\t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;",
                    "\t\t\tmembershipExceptions = (",
                    "\t\t\t\tFakes/FakeSearchService.swift,",
                    "\t\t\t);",
                    "\t\t\ttarget = A3C100052C8D1E4700F1A2B3 /* App */;",
                    "\t\t};",
                    "\t\tA3C100112C8D1E4700F1A2B3 /* AppTests */ = {isa = PBXFileSystemSynchronizedRootGroup; "
                        + "exceptions = (\(newSetID) /* \(newSet) */, ); explicitFileTypes = {}; explicitFolders = (); "
                        + "path = AppTests; sourceTree = \"<group>\"; };",
                ].sorted())
    }

    @Test func untouchedObjectsKeepTheirBytesEvenInAnUnusualLayout() throws {
        // A build file on three lines and a group on one: neither is how Xcode writes them, and neither is touched.
        let text = """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tclasses = {
            \t};
            \tobjectVersion = 56;
            \tobjects = {

            /* Begin PBXBuildFile section */
            \t\tB1 /* A.swift in Sources */ = {
            \t\t\tisa = PBXBuildFile; fileRef = F1 /* A.swift */;
            \t\t};
            /* End PBXBuildFile section */

            /* Begin PBXFileReference section */
            \t\tF1 /* A.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = A.swift; sourceTree = "<group>"; };
            /* End PBXFileReference section */

            /* Begin PBXGroup section */
            \t\tG0 = {isa = PBXGroup; children = (G1 /* App */, ); sourceTree = "<group>"; };
            \t\tG1 /* App */ = {isa = PBXGroup; children = (F1 /* A.swift */, ); path = App; sourceTree = "<group>"; };
            /* End PBXGroup section */

            /* Begin PBXNativeTarget section */
            \t\tT1 /* App */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildPhases = (
            \t\t\t\tS1 /* Sources */,
            \t\t\t);
            \t\t\tname = App;
            \t\t};
            /* End PBXNativeTarget section */

            /* Begin PBXProject section */
            \t\tP1 /* Project object */ = {
            \t\t\tisa = PBXProject;
            \t\t\tmainGroup = G0;
            \t\t\ttargets = (
            \t\t\t\tT1 /* App */,
            \t\t\t);
            \t\t};
            /* End PBXProject section */

            /* Begin PBXSourcesBuildPhase section */
            \t\tS1 /* Sources */ = {
            \t\t\tisa = PBXSourcesBuildPhase;
            \t\t\tfiles = (
            \t\t\t\tB1 /* A.swift in Sources */,
            \t\t\t);
            \t\t};
            /* End PBXSourcesBuildPhase section */
            \t};
            \trootObject = P1 /* Project object */;
            }

            """
        let bytes = Array(text.utf8)
        let document = try PBXProjectReader.read(SourceText(name: "p.pbxproj", bytes: bytes))
        #expect(PBXProjectWriter.write(document) == bytes)
        let (edited, _) = try XcodeProjectEdit.plan(
            contents: bytes, named: "p.pbxproj", containingFolder: "/p",
            files: [XcodeProjectFile(path: "/p/App/B.swift", isTest: false)], codeTargets: ["App"], testTargets: [])
        let (removed, added) = Self.changedLines(bytes, edited)
        let buildFile = XcodeObjectIDGenerator.id(for: "PBXBuildFile App App/B.swift")
        let fileReference = XcodeObjectIDGenerator.id(for: "PBXFileReference App/B.swift")
        // The group is re-printed on one line, as the file writes groups; the new build file on many lines, as the
        // file writes build files; the new file reference on one line.
        #expect(
            removed == [
                "\t\tG1 /* App */ = {isa = PBXGroup; children = (F1 /* A.swift */, ); path = App; "
                    + "sourceTree = \"<group>\"; };"
            ])
        #expect(
            added.sorted()
                == [
                    "\t\t\(buildFile) /* B.swift in Sources */ = {",
                    "\t\t\tfileRef = \(fileReference) /* B.swift */;",
                    "\t\t\tisa = PBXBuildFile;",
                    "\t\t};",
                    "\t\t\(fileReference) /* B.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; "
                        + "path = B.swift; sourceTree = \"<group>\"; };",
                    "\t\tG1 /* App */ = {isa = PBXGroup; children = (F1 /* A.swift */, \(fileReference) /* B.swift */, ); "
                        + "path = App; sourceTree = \"<group>\"; };",
                    "\t\t\t\t\(buildFile) /* B.swift in Sources */,",
                ].sorted())
    }
}
