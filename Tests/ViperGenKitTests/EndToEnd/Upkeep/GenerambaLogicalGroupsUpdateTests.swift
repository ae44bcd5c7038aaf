import Foundation
import Testing
import ViperGenTestSupport

/// A Generamba module made with `create_logical_groups: true` records it, so that the files `update` adds to the
/// Xcode project get groups without folders too: the project ends as a fresh `gen` of the same inputs leaves it.
/// Through the real binary.
@Suite struct GenerambaLogicalGroupsUpdateTests {
    private func project() throws -> TemporaryDirectory {
        let project = try generambaProjectCopy()
        let rambafile = project.url.appending(path: "Rambafile")
        try Data((try String(contentsOf: rambafile, encoding: .utf8) + "create_logical_groups: true\n").utf8)
            .write(to: rambafile)
        return project
    }

    @Test func filesUpdateAddsGetLogicalGroups() throws {
        let updated = try project()
        try #require(try runViperGen(["gen", "Search", "search_viper", "-q"], in: updated.url).status == 0)
        let lockfile = try String(contentsOf: updated.url.appending(path: "viper-gen.lock"), encoding: .utf8)
        #expect(lockfile.contains(#""logicalGroups": true, "project": "SearchApp.xcodeproj""#))
        let update = try runViperGen(["update", "Search", "--param", "with_router=yes", "-q"], in: updated.url)
        #expect(update == ProcessResult(status: 0, standardOutput: "", standardError: ""))

        let fresh = try project()
        let gen = try runViperGen(
            ["gen", "Search", "search_viper", "--custom_parameters", "with_router:yes", "-q"], in: fresh.url)
        try #require(gen.status == 0)
        let projectFile = "SearchApp.xcodeproj/project.pbxproj"
        let expected = try String(contentsOf: fresh.url.appending(path: projectFile), encoding: .utf8)
        let actual = try String(contentsOf: updated.url.appending(path: projectFile), encoding: .utf8)
        #expect(actual == expected, "\(lineDiff(expected: expected, actual: actual))")
        #expect(actual.contains("\t\t\tname = Router;\n\t\t\tsourceTree = \"<group>\";\n"))
    }
}
