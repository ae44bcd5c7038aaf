import Foundation
import Testing
import ViperGenTestSupport

/// Issue 53: filling in an inserted route (the obvious next step after wiring) made `check` fail and advise
/// `adopt --force`, which dropped the insertion from the lockfile. Inserted lines are the user's to edit, as generated
/// files are: `check` passes; lines deleted by hand still fail it.
@Suite struct EditedInsertionTests {
    /// `Settings`, and `About` wired into it, in a new folder, with the classic set (UIKit), whose route is the first
    /// insertion into the router.
    static func wired() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        for arguments in [["module", "Settings"], ["module", "About", "--param", "parent=Settings"]] {
            let run = try runViperGen(
                arguments + ["--template", "viper-classic", "--author", "Jane", "--quiet"], in: folder.url)
            try #require(run.status == 0, "\(run.standardError)")
        }
        return folder
    }

    /// The lockfile's lines that record an insertion's anchor.
    static func anchors(in folder: URL) throws -> [String] {
        try String(contentsOf: folder.appending(path: "viper-gen.lock"), encoding: .utf8)
            .split(separator: "\n").filter { $0.contains("\"anchor\"") }.map(String.init)
    }

    /// `Settings/SettingsRouter.swift` with `change` applied to its lines.
    static func editRouter(in folder: URL, _ change: (inout [String]) throws -> Void) throws {
        let router = folder.appending(path: "Settings/SettingsRouter.swift")
        var lines = try String(contentsOf: router, encoding: .utf8).components(separatedBy: "\n")
        try change(&lines)
        try Data(lines.joined(separator: "\n").utf8).write(to: router)
    }

    @Test func anEditedInsertionIsTheUsersWorkAndCheckPasses() throws {
        let folder = try Self.wired()
        try Self.editRouter(in: folder.url) { lines in
            let body = try #require(lines.firstIndex { $0.contains("AboutRouter.makeModule(") })
            lines.insert("        print(\"About opened\")", at: body + 1)
        }
        #expect(
            try runViperGen(["check"], in: folder.url)
                == ProcessResult(status: 0, standardOutput: "2 recorded modules are up to date\n", standardError: ""))
    }

    /// A second module wired into the same parent puts its route first, next to the anchor: when the user fills that
    /// one in (a line more), the first module's unedited route past it is still found, so `check` passes and
    /// `remove` takes out exactly its lines (it was reported as gone, and `remove --force` left it behind).
    @Test func anEditedInsertionDoesNotHideTheOnesPastIt() throws {
        let folder = try Self.wired()
        let contact = try runViperGen(
            [
                "module", "Contact", "--param", "parent=Settings", "--template", "viper-classic", "--author", "Jane",
                "-q",
            ],
            in: folder.url)
        try #require(contact.status == 0, "\(contact.standardError)")
        try Self.editRouter(in: folder.url) { lines in
            let contactRoute = try #require(lines.firstIndex { $0.contains("ContactRouter.makeModule(") })
            let aboutRoute = try #require(lines.firstIndex { $0.contains("AboutRouter.makeModule(") })
            try #require(contactRoute < aboutRoute)
            lines.insert("        print(\"Contact opened\")", at: contactRoute + 1)
        }
        #expect(
            try runViperGen(["check"], in: folder.url)
                == ProcessResult(status: 0, standardOutput: "3 recorded modules are up to date\n", standardError: ""))
        let router = folder.url.appending(path: "Settings/SettingsRouter.swift")
        let before = try String(contentsOf: router, encoding: .utf8)
        #expect(try runViperGen(["remove", "About", "-q"], in: folder.url).status == 0)
        let after = try String(contentsOf: router, encoding: .utf8)
        #expect(!after.contains("About"))
        #expect(after.contains("print(\"Contact opened\")"))
        #expect(before.components(separatedBy: "\n").count - after.components(separatedBy: "\n").count == 4)
    }

    @Test func anInsertionDeletedByHandStillFailsCheck() throws {
        let folder = try Self.wired()
        try Self.editRouter(in: folder.url) { lines in
            let start = try #require(lines.firstIndex { $0.contains("func showAbout() {") })
            let end = try #require(lines[start...].firstIndex { $0.trimmingCharacters(in: .whitespaces) == "}" })
            lines.removeSubrange(start...end)
        }
        let run = try runViperGen(["check"], in: folder.url)
        #expect(run.status == 1)
        #expect(
            run.standardOutput.contains(
                "About: the text About inserted into Settings/SettingsRouter.swift after '// viper-gen: routes' is "
                    + "gone from its place (deleted by hand, or edited past recognition); restore the lines from git"),
            "\(run.standardOutput)")
    }

    /// `adopt --force` dropped the edited insertion from the lockfile ("9 of 9 files equal"), after which `remove`
    /// left `showAbout()` calling the deleted router. It keeps the insertion, says so, and `remove` names the lines.
    @Test func adoptForceKeepsAnEditedInsertionAndSaysSoAndRemoveNamesIt() throws {
        let folder = try Self.wired()
        try Self.editRouter(in: folder.url) { lines in
            let body = try #require(lines.firstIndex { $0.contains("AboutRouter.makeModule(") })
            lines.insert("        print(\"About opened\")", at: body + 1)
        }
        let recorded = try Self.anchors(in: folder.url)
        let adopted = try runViperGen(["adopt", "About", "--force", "--quiet"], in: folder.url)
        #expect(
            adopted
                == ProcessResult(
                    status: 0, standardOutput: "",
                    standardError: "viper-gen: warning: the text About inserted into Settings/SettingsRouter.swift "
                        + "after '// viper-gen: routes' ('func showAbout() {' and 3 more lines) is edited at its "
                        + "place; it stays recorded as the module's, so that update merges it and remove takes it out "
                        + "or names it\n"))
        #expect(try Self.anchors(in: folder.url) == recorded)
        let removed = try runViperGen(["remove", "About"], in: folder.url)
        #expect(removed.status == 73)
        #expect(
            removed.standardError.contains(
                "the text About inserted into Settings/SettingsRouter.swift after '// viper-gen: routes' ('func "
                    + "showAbout() {' and 3 more lines) was edited; nothing was removed"), "\(removed.standardError)")
    }
}
