import Foundation
import Testing
import ViperGenTestSupport

/// Issue 53: an installed binary gave no editable copy of the built-in set (the docs said to copy it from a source
/// clone), and `templates new viper` made a set that replaced it, after which `outdated` listed every file of every
/// module as removed. `templates copy [SET] [--as NAME]` writes the binary's own set into the project.
@Suite struct TemplateCopyTests {
    /// The built-in set's files, as the repository holds them (and the binary embeds them), sorted.
    static func builtInPaths(_ name: String) throws -> [String] {
        let root = repositoryRoot.appending(path: "Templates/\(name)")
        let enumerator = try #require(FileManager.default.enumerator(atPath: root.path))
        return enumerator.compactMap { $0 as? String }.filter {
            !$0.split(separator: "/").contains { $0.hasPrefix(".") }
                && (try? root.appending(path: $0).resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
        }.sorted()
    }

    @Test func aCopyNamedAsTheBuiltInSetKeepsRecordedModulesUpToDateUntilItIsEdited() throws {
        let project = try TemporaryDirectory()
        let made = try runViperGen(["module", "Search", "--author", "Jane", "--quiet"], in: project.url)
        try #require(made.status == 0, "\(made.standardError)")
        let copied = try runViperGen(["templates", "copy"], in: project.url)
        let created = try Self.builtInPaths("viper").map { "created templates/viper/\($0)\n" }.joined()
        #expect(
            copied
                == ProcessResult(
                    status: 0,
                    standardOutput: created
                        + "note: templates/viper replaces the built-in set 'viper'; modules made with it stay up to "
                        + "date until you edit the copy; then 'viper-gen outdated' lists them and 'viper-gen update' "
                        + "brings them along\n",
                    standardError: ""))
        for path in try Self.builtInPaths("viper") {
            #expect(
                try Data(contentsOf: project.url.appending(path: "templates/viper/\(path)"))
                    == Data(contentsOf: repositoryRoot.appending(path: "Templates/viper/\(path)")), "\(path)")
        }
        let listing = try runViperGen(["templates"], in: project.url)
        #expect(listing.standardOutput.contains("/templates/viper, overrides built-in)"))
        #expect(
            try runViperGen(["outdated"], in: project.url)
                == ProcessResult(
                    status: 0, standardOutput: "every recorded module is up to date with its template set\n",
                    standardError: ""))
        #expect(
            try runViperGen(["check"], in: project.url)
                == ProcessResult(status: 0, standardOutput: "1 recorded module is up to date\n", standardError: ""))

        // An edit of the copy reaches the recorded module through outdated and update.
        let presenter = project.url.appending(path: "templates/viper/Presenter.swift.liquid")
        try Data((try String(contentsOf: presenter, encoding: .utf8) + "// Edited in the copy.\n").utf8)
            .write(to: presenter)
        let outdated = try runViperGen(["outdated"], in: project.url)
        #expect(outdated.standardOutput.hasPrefix("Search (viper"), "\(outdated)")
        #expect(outdated.standardOutput.contains("  changed  Search/SearchPresenter.swift\n"), "\(outdated)")
        #expect(!outdated.standardOutput.contains("removed"), "\(outdated)")
        let update = try runViperGen(["update", "Search", "--quiet"], in: project.url)
        #expect(update.status == 0, "\(update.standardError)")
        #expect(
            try String(contentsOf: project.url.appending(path: "Search/SearchPresenter.swift"), encoding: .utf8)
                .hasSuffix("// Edited in the copy.\n"))
    }

    @Test func anExistingCopyIsReplacedOnlyWithForce() throws {
        let project = try TemporaryDirectory()
        try #require(try runViperGen(["templates", "copy", "viper"], in: project.url).status == 0)
        let presenter = project.url.appending(path: "templates/viper/Presenter.swift.liquid")
        try Data("edited\n".utf8).write(to: presenter)
        let before = snapshotTree(project.url)
        let refused = try runViperGen(["templates", "copy", "viper"], in: project.url)
        #expect(
            refused
                == ProcessResult(
                    status: 73, standardOutput: "",
                    standardError: "viper-gen: error: templates/viper already exists; nothing was written; pass "
                        + "--force to replace its files with the built-in set's, or name the copy otherwise with "
                        + "--as NAME\n"))
        #expect(snapshotTree(project.url) == before)
        let forced = try runViperGen(["templates", "copy", "viper", "--force"], in: project.url)
        #expect(forced.status == 0, "\(forced.standardError)")
        #expect(forced.standardOutput.contains("replaced templates/viper/Presenter.swift.liquid\n"))
        #expect(
            try Data(contentsOf: presenter)
                == Data(contentsOf: repositoryRoot.appending(path: "Templates/viper/Presenter.swift.liquid")))
    }

    @Test func aCopyWithAnotherNameIsASetOfItsOwn() throws {
        let project = try TemporaryDirectory()
        let copied = try runViperGen(["templates", "copy", "viper-classic", "--as", "house"], in: project.url)
        #expect(copied.status == 0, "\(copied.standardError)")
        #expect(copied.standardOutput.hasPrefix("created templates/house/"))
        #expect(!copied.standardOutput.contains("note:"))
        let manifest = try String(
            contentsOf: project.url.appending(path: "templates/house/template.json"), encoding: .utf8)
        #expect(manifest.contains(#""name": "house""#))
        let made = try runViperGen(["module", "Cart", "-t", "house", "--author", "Jane", "--quiet"], in: project.url)
        #expect(made.status == 0, "\(made.standardError)")
        #expect(FileManager.default.fileExists(atPath: project.url.appending(path: "Cart/CartPresenter.swift").path))
    }

    @Test func onlyABuiltInSetIsCopied() throws {
        let project = try TemporaryDirectory()
        let refused = try runViperGen(["templates", "copy", "vipr"], in: project.url)
        #expect(
            refused
                == ProcessResult(
                    status: 64, standardOutput: "",
                    standardError: "viper-gen: error: 'vipr' is not a built-in set; did you mean 'viper'? 'templates "
                        + "copy' copies one of: viper, viper-classic\n"))
        #expect(snapshotTree(project.url) == [:])
    }
}
