import Foundation
import Testing
import ViperGenTestSupport

/// Issue 50: an `.xcodeproj` folder inside the project whose `project.pbxproj` (or `project.xcproj`) is a link
/// leading outside was read: the parse error quoted the linked file's line, in `--json` and over MCP too, and a link
/// to `/dev/zero` made memory grow without bound. The project file is checked with the project's confinement before
/// it is read, and only a regular file of at most 64 MiB is read at all.
@Suite struct ProjectFileLinkTests {
    /// The refusal of `App.xcodeproj/<file>`, a link to `<target>` below the home.
    static func refusal(_ repository: HostileRepository, file: String, target: String) -> String {
        let project = repository.project.path
        let link = "\(project)/App.xcodeproj/\(file)"
        return "\(link) leads outside the project \(project) through the symbolic link \(link) (to "
            + "\(repository.realHome)/\(target)); refused, nothing was written; viper-gen works only inside the "
            + "project: run it from the real folder, or replace the link with a folder"
    }

    @Test(arguments: ["project.pbxproj", "project.xcproj"])
    func aProjectFileLinkedToAKeyIsRefusedUnread(file: String) throws {
        let repository = try HostileRepository()
        try repository.link("App.xcodeproj/\(file)", to: "../../Home/.ssh/id_ed25519")
        let home = try repository.homeListing()
        let refusal = Self.refusal(repository, file: file, target: ".ssh/id_ed25519")
        for arguments in [
            ["module", "Search", "--xcodeproj", "App.xcodeproj", "-q"],
            ["module", "Search", "--xcodeproj", "App.xcodeproj", "--dry-run", "--json"],
        ] {
            let result = repository.run(arguments)
            #expect(result.status == 65, "\(arguments)")
            #expect(result.standardError == "viper-gen: error: \(refusal)\n", "\(arguments)")
            #expect(!(result.standardOutput + result.standardError).contains("OPENSSH"), "\(arguments)")
        }
        let session = try MCPSession(
            MCPSession.handshake() + [
                MCPSession.call(1, "module", #"{"names":["Search"],"xcodeproj":"App.xcodeproj"}"#)
            ],
            in: repository.project)
        let result = try session.toolResult(1)
        #expect(result["isError"] == true)
        #expect(result["content"]?.array?.first?["text"] == .string("error: \(refusal)"))
        #expect(!result.text().contains("OPENSSH"))
        #expect(try repository.homeListing() == home)
        #expect(repository.read("Sources") == nil)
    }

    /// `/dev/zero` lies outside the project: refused before it is opened, so memory never grows.
    @Test func aProjectFileLinkedToDevZeroIsRefusedUnread() throws {
        let repository = try HostileRepository()
        try repository.link("App.xcodeproj/project.pbxproj", to: "/dev/zero")
        let project = repository.project.path
        let link = "\(project)/App.xcodeproj/project.pbxproj"
        #expect(
            repository.run(["module", "Search", "--xcodeproj", "App.xcodeproj", "-q"])
                == ProcessResult(
                    status: 65, standardOutput: "",
                    standardError:
                        "viper-gen: error: \(link) leads outside the project \(project) through the symbolic link "
                        + "\(link) (to /dev/zero); refused, nothing was written; viper-gen works only inside the "
                        + "project: run it from the real folder, or replace the link with a folder\n"))
    }

    /// A recorded module's Xcode project whose project file was replaced by a link outside: `remove` and `update`
    /// check the recorded project's files as every recorded path, before reading any.
    @Test func aRecordedProjectWhoseFileNowLeadsOutsideIsRefusedUnread() throws {
        let repository = try HostileRepository()
        try repository.write(
            "App.xcodeproj/project.pbxproj",
            String(decoding: try XcodeProjectFixtures.bytes("AppWithTests"), as: UTF8.self))
        try repository.succeed(["module", "Search", "--xcodeproj", "App.xcodeproj", "-q"])
        try FileManager.default.removeItem(at: repository.project.appending(path: "App.xcodeproj/project.pbxproj"))
        try repository.link("App.xcodeproj/project.pbxproj", to: "../../Home/.ssh/id_ed25519")
        let home = try repository.homeListing()
        let refusal = Self.refusal(repository, file: "project.pbxproj", target: ".ssh/id_ed25519")
        for arguments in [["remove", "Search", "--dry-run"], ["update", "--dry-run"], ["check"]] {
            let result = repository.run(arguments)
            #expect(
                result
                    == ProcessResult(status: 65, standardOutput: "", standardError: "viper-gen: error: \(refusal)\n"),
                "\(arguments)")
        }
        #expect(try repository.homeListing() == home)
    }

    /// A project file inside the project larger than the ceiling (a sparse file: a few bytes in git, 64 MiB on
    /// disk) is refused by its size, unread; it used to be read whole and parsed.
    @Test func aProjectFileLargerThanTheCeilingIsRefusedBySize() throws {
        let repository = try HostileRepository()
        try repository.write("App.xcodeproj/project.pbxproj", "")
        let path = repository.project.appending(path: "App.xcodeproj/project.pbxproj").path
        let size = 64 * 1_024 * 1_024 + 1
        #expect(truncate(path, off_t(size)) == 0)
        #expect(
            repository.run(["module", "Search", "--xcodeproj", "App.xcodeproj", "-q"])
                == ProcessResult(
                    status: 65, standardOutput: "",
                    standardError:
                        "viper-gen: error: \(path) holds \(size) bytes, more than the project file may hold "
                        + "(67108864 bytes); refused, nothing was read: restore the project file from version control\n"
                ))
        #expect(repository.read("Sources") == nil)
    }
}
