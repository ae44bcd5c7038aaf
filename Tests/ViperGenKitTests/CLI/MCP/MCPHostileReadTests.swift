import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenMCP
@testable import ViperGenTemplateSets

/// Issue 50, over MCP: what the server reads from a hostile repository passes the command line's confinement first,
/// with the command line's refusal, and a refused file is never quoted.
@Suite struct MCPHostileReadTests {
    /// `resources/read viper-gen://lockfile` followed a committed `viper-gen.lock` that links to a key outside the
    /// project and returned the key; the command line refuses the same lockfile unread.
    @Test func theLockfileResourceThroughALinkOutsideIsRefusedUnread() throws {
        let repository = try HostileRepository()
        try repository.link("viper-gen.lock", to: "../Home/.ssh/id_ed25519")
        let home = try repository.homeListing()
        let session = try MCPSession(
            MCPSession.handshake() + [
                #"{"jsonrpc":"2.0","id":1,"method":"resources/read","params":{"uri":"viper-gen://lockfile"}}"#
            ], in: repository.project)
        let project = repository.project.path
        let refusal =
            "\(project)/viper-gen.lock leads outside the project \(project) through the symbolic link "
            + "\(project)/viper-gen.lock (to \(repository.realHome)/.ssh/id_ed25519); refused, nothing was written; "
            + "viper-gen works only inside the project: run it from the real folder, or replace the link with a folder"
        #expect(
            try session.response(1).text()
                == #"{"error":{"code":-32602,"message":"\#(refusal)"},"id":1,"jsonrpc":"2.0"}"#)
        #expect(!session.messages.map { $0.text() }.joined().contains("OPENSSH"))
        #expect(try repository.homeListing() == home)
    }

    /// The `update` tool with `dryRun` read a recorded insertion target through a link outside and quoted it.
    @Test func updateWithDryRunRefusesAnInsertionTargetOutside() throws {
        let repository = try InsertionReadThroughLinkTests.repository()
        let home = try repository.homeListing()
        let session = try MCPSession(
            MCPSession.handshake() + [
                MCPSession.call(1, "update", #"{"dryRun":true}"#), MCPSession.call(2, "check"),
                MCPSession.call(3, "remove", #"{"module":"Search","dryRun":true}"#),
            ], in: repository.project)
        for id in 1...3 {
            let result = try session.toolResult(id)
            #expect(result["isError"] == true)
            #expect(
                result["content"]?.array?.first?["text"]
                    == .string("error: \(InsertionReadThroughLinkTests.refusal(repository))"), "call \(id)")
            #expect(!result.text().contains("export PATH"), "call \(id)")
        }
        #expect(try repository.homeListing() == home)
    }

    /// `lint` with the name `..` linted the folder above the served root: only a name holding a `/` was checked.
    @Test func lintOfTheFolderAboveTheRootIsRefused() throws {
        let repository = try HostileRepository()
        let above = repository.directory.url.appending(path: "template.json")
        try Data("{ \"name\": \"secret above the root\"\n".utf8).write(to: above)
        let session = try MCPSession(
            MCPSession.handshake() + [
                MCPSession.call(1, "lint", #"{"name":".."}"#), MCPSession.call(2, "lint", #"{"name":"."}"#),
            ], in: repository.project)
        let result = try session.toolResult(1)
        #expect(result["isError"] == true)
        let parent = repository.directory.url.standardizedFileURL.path
        #expect(
            result["content"]?.array?.first?["text"]
                == .string(
                    "error: \(parent) lies outside the project \(repository.project.path); refused, nothing was "
                        + "written; the MCP server works only inside the folder it serves; pass a path inside it "
                        + "(argument 'name')"))
        #expect(!session.messages.map { $0.text() }.joined().contains("secret"))
        // The root itself is inside: linted as before (it holds no set).
        #expect(try session.toolResult(2)["isError"] == true)
    }

    /// A set name is a plain name: `..`, `.`, `a/b` and the empty name never name a folder.
    @Test(arguments: ["..", ".", "", "mini/..", "../Home/Documents/mini"])
    func aSetNameThatIsNotAPlainNameIsRefused(name: String) throws {
        let repository = try HostileRepository()
        let home = try repository.homeListing()
        let available = (TemplateLibrary.builtInNames + ["mini"]).sorted().joined(separator: ", ")
        let message =
            "invalid template set name '\(name)': a set is named by its folder's name, never by a path (no '/', not "
            + "'.' or '..'); available: \(available)"
        #expect(
            repository.run(["templates", "show", name])
                == ProcessResult(status: 64, standardOutput: "", standardError: "viper-gen: error: \(message)\n"))
        let session = try MCPSession(
            MCPSession.handshake() + [
                MCPSession.call(1, "templates", #"{"action":"show","name":"\#(name)"}"#),
                MCPSession.call(2, "module", #"{"names":["Search"],"template":"\#(name)","dryRun":true}"#),
            ], in: repository.project)
        for id in 1...2 {
            let result = try session.toolResult(id)
            #expect(result["isError"] == true)
            #expect(result["content"]?.array?.first?["text"] == .string("error: \(message)"), "call \(id)")
        }
        #expect(try repository.homeListing() == home)
        #expect(repository.read("Sources") == nil)
    }
}
