import Testing

@testable import ViperGenEngine
@testable import ViperGenFormats
@testable import ViperGenProjects

/// The generated 50,000-object project (made at test time, not committed): it reads, round-trips and edits.
@Suite struct LargeXcodeProjectTests {
    @Test func theLargeProjectRoundTripsAndTakesAModule() throws {
        let contents = SyntheticXcodeProject.contents()
        #expect(contents.count > 10_000_000)
        let document = try PBXProjectReader.read(SourceText(name: "Large/project.pbxproj", bytes: contents))
        #expect(document.objects.count >= 50_000)
        #expect(PBXProjectWriter.write(document) == contents)

        let files =
            XcodeProjectEditTests.uikitSources.map {
                XcodeProjectFile(path: "/work/Large/App/Modules/Search/Search\($0).swift", isTest: false)
            }
            + XcodeProjectEditTests.uikitTests.map {
                XcodeProjectFile(path: "/work/Large/AppTests/Search/Search\($0).swift", isTest: true)
            }
        let (edited, report) = try XcodeProjectEdit.plan(
            contents: contents, named: "Large/project.pbxproj", containingFolder: "/work/Large", files: files,
            codeTargets: ["App"], testTargets: ["AppTests"])
        #expect(report.newGroups == ["App/Modules", "App/Modules/Search", "AppTests/Search"])
        let reread = try PBXProjectReader.read(SourceText(name: "edited", bytes: edited))
        // 9 file references, 9 build files and 3 groups.
        #expect(reread.objects.count == document.objects.count + 21)
        #expect(edited.count > contents.count)
    }
}
