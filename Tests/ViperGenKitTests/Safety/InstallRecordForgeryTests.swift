import Foundation
import Testing
import ViperGenTestSupport

/// Issue 50: `templates install` wrote set files whose names held a line break, so the one-path-a-line install record
/// (`.viper-gen-installed`) gained a line of the set's choosing, and `install --force` then deleted the user's own
/// `Templates/<set>/NOTES.md`. Names with a control character are refused at install (65), and the record escapes
/// what it writes, so no name can add a line.
@Suite struct InstallRecordForgeryTests {
    @Test func aSetFileNamedWithALineBreakIsRefused() throws {
        let directory = try TemporaryDirectory()
        let project = directory.url.appending(path: "app")
        let set = project.appending(path: "local/mine")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let notes = "my own notes\n"
        let forged = "x\n\(HostileRepository.sha256(notes)) NOTES.md"
        for (path, text) in [
            "mine.rambaspec":
                "name: mine\nauthor: T\nversion: 1\ncode_files:\n- {name: File.swift, path: file.liquid}\n",
            "file.liquid": "// {{ module_info.name }}\n", forged: "forged\n",
        ] {
            try Data(text.utf8).write(to: set.appending(path: path))
        }
        try Data("project_name: App\ntemplates:\n- {name: mine, local: local/mine}\n".utf8).write(
            to: project.appending(path: "Rambafile"))
        try FileManager.default.createDirectory(
            at: project.appending(path: "Templates/mine"), withIntermediateDirectories: true)
        try Data(notes.utf8).write(to: project.appending(path: "Templates/mine/NOTES.md"))
        let before = snapshotTree(project)

        let result = runCommand(["templates", "install", "--force"], in: project)
        #expect(result.status == 65)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError
                == "viper-gen: error: \(set.standardizedFileURL.path)/x<U+000A>\(HostileRepository.sha256(notes)) "
                + "NOTES.md: the name of a set's file holds a control character (a line break, a tab, NUL); refused, "
                + "nothing was installed: rename the file in the set\n")
        #expect(snapshotTree(project) == before)
    }
}
