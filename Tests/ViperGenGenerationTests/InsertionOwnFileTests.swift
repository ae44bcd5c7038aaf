import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenGeneration

/// Which insertion targets are viper-gen's own files (issue 50): never edited by an insertion, as recorded files
/// never are.
@Suite struct InsertionOwnFileTests {
    @Test func viperGensOwnFilesAreNamedAndOthersAreNot() throws {
        let folder = try TemporaryDirectory()
        let top = folder.url.standardizedFileURL.path
        let other = top + "/Other/Set"
        try FileManager.default.createDirectory(atPath: other, withIntermediateDirectories: true)
        try Data("{}\n".utf8).write(to: URL(fileURLWithPath: other + "/template.json"))
        func own(_ path: String, config: String = "") -> String? {
            InsertionPlanner.ownFile(
                URL(fileURLWithPath: top + "/" + path), set: ("mini", top + "/sets/mini"), configPath: config,
                top: top)
        }
        #expect(own("viper-gen.json") == "viper-gen's config")
        #expect(own("App/Viper-Gen.JSON") == "viper-gen's config")
        #expect(own("settings.json", config: top + "/settings.json") == "viper-gen's config")
        #expect(own("viper-gen.lock") == "viper-gen's lockfile")
        #expect(own("viper-gen.bases/List.base") == "a module's base, below viper-gen.bases/")
        #expect(own(".viper-gen.run-lock") == "a file of viper-gen's own runs")
        #expect(own("Sources/.viper-gen-staging-1-2/x.swift") == "a file of viper-gen's own runs")
        #expect(own("sets/mini/View.swift.liquid") == "a file of the template set 'mini'")
        #expect(own("Other/Set/snippets/a.liquid") == "a file of the template set in \(other)")
        #expect(own("Sources/List/ListRouter.swift") == nil)
        #expect(own("settings.json") == nil)
    }
}
