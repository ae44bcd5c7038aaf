import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenSupport

/// The merge base is the bytes viper-gen wrote, stored, not a render of the old set again: after an engine change
/// (here, a module as an older viper-gen wrote it, whose engine put a line the current one does not), `update`
/// merges against those bytes, byte for byte. Through the real binary.
@Suite struct BaseAfterEngineChangeTests {
    static let presenterPath = "Sources/Search/SearchPresenter.swift"
    static let viewPath = "Sources/Search/SearchView.swift"
    static let olderEngineLine = "// written by an older viper-gen\n"

    /// The Search module as an older viper-gen wrote and recorded it: its presenter starts with a line the current
    /// engine does not write; the file, the base and the lockfile's size and hash all say so.
    private func writtenByAnOlderEngine() throws -> (project: UpkeepProject, presenter: String) {
        let project = try UpkeepProject()
        try #require(try project.run(["module", "Search", "-q"]).status == 0)
        let rendered = try #require(project.read(Self.presenterPath))
        let view = try #require(project.read(Self.viewPath))
        let written = Self.olderEngineLine + rendered
        try project.write(Self.presenterPath, written)
        try project.write("viper-gen.bases/Search.base", written + view)
        let lockfile = try #require(project.read("viper-gen.lock"))
        let recorded = "\"sha256\": \"\(SHA256.hex(Array(rendered.utf8)))\", \"size\": \(rendered.utf8.count) }"
        try #require(lockfile.contains(recorded))
        try project.write(
            "viper-gen.lock",
            lockfile.replacingOccurrences(
                of: recorded,
                with: "\"sha256\": \"\(SHA256.hex(Array(written.utf8)))\", \"size\": \(written.utf8.count) }"))
        // Consistent: the module is as recorded, nothing edited.
        try #require(try project.run(["modules"]).standardOutput == "Search  mini  current\n")
        return (project, written)
    }

    @Test func theEnginesChangeReachesAnUneditedFile() throws {
        let (project, _) = try writtenByAnOlderEngine()
        // The set did not change, yet its render now differs from what was written: the file is replaced.
        #expect(
            try project.run(["update"])
                == ProcessResult(status: 0, standardOutput: "update \(Self.presenterPath)\n", standardError: ""))
        #expect(
            project.read(Self.presenterPath)
                == UpkeepProject.presenter.replacingOccurrences(of: "{{ module.name }}", with: "Search"))
    }

    @Test func updateMergesAgainstTheStoredBytesAfterAnEngineChange() throws {
        let (project, _) = try writtenByAnOlderEngine()
        let base = try #require(project.read("viper-gen.bases/Search.base"))
        // The stored base holds the older engine's line, which no render of the current engine writes.
        #expect(base.hasPrefix(Self.olderEngineLine))
        // The user adds a method; the set's author changes a line.
        try project.append(Self.presenterPath, "\nextension SearchPresenter {\n    func mine() {}\n}\n")
        try project.writeSet(presenter: UpkeepProject.presenter.replacingOccurrences(of: "loaded", with: "did load"))
        #expect(project.read("viper-gen.bases/Search.base") == base)
        #expect(
            try project.run(["update"])
                == ProcessResult(
                    status: 0, standardOutput: "merge \(Self.presenterPath) (your changes and the template's)\n",
                    standardError: ""))
        // Against the stored base the older engine's line is a change of the template's side and goes; the user's
        // method stays; the template's change is merged. (A base rendered again by the current engine would not
        // hold that line, so the merge would have kept it as if the user had written it.)
        #expect(
            project.read(Self.presenterPath) == """
                final class SearchPresenter {
                    func viewDidLoad() {
                        print("did load")
                    }
                }

                extension SearchPresenter {
                    func mine() {}
                }

                """)
        // The new render is the new base.
        let view = try #require(project.read(Self.viewPath))
        #expect(
            project.read("viper-gen.bases/Search.base")
                == UpkeepProject.presenter.replacingOccurrences(of: "{{ module.name }}", with: "Search")
                .replacingOccurrences(of: "loaded", with: "did load") + view)
    }
}
