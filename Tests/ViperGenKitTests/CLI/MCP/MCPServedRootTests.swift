import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenMCP

/// The folder `viper-gen mcp` serves is the project's boundary for what the config says too: the config is looked
/// for up to it, and the config's template folders, Xcode project, package and output roots must lie inside it.
@Suite struct MCPServedRootTests {
    /// `parent/Project`, served, below `parent`.
    static func project() throws -> (parent: TemporaryDirectory, root: URL) {
        let parent = try TemporaryDirectory()
        let root = parent.url.appending(path: "Project")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return (parent, root)
    }

    @Test func aConfigAboveTheServedRootIsNotUsed() throws {
        let (parent, root) = try Self.project()
        try #"{"output":"other"}"#.write(
            to: parent.url.appending(path: "viper-gen.json"), atomically: true, encoding: .utf8)
        let session = try MCPSession(
            MCPSession.handshake() + [MCPSession.call(1, "module", #"{"names":["Foo"]}"#)], in: root)
        #expect(try session.toolResult(1)["isError"] == false)
        let tree = snapshotTree(parent.url)
        #expect(tree.keys.filter { !$0.hasPrefix("Project/") } == ["viper-gen.json"], "nothing written outside")
        #expect(tree["Project/viper-gen.lock"] != nil)
        #expect(tree["Project/Foo/FooPresenter.swift"] != nil)
    }

    @Test func theConfigsTemplateFoldersProjectAndPackageOutsideTheRootAreRefusedAndNotListed() throws {
        let (parent, root) = try Self.project()
        #expect(try runViperGen(["templates", "new", "mine"], in: parent.url).status == 0)
        let config = root.appending(path: "viper-gen.json")
        try #"{"templateDirectories":["../templates"],"xcodeproj":"../App.xcodeproj","package":".."}"#.write(
            to: config, atomically: true, encoding: .utf8)
        let before = snapshotTree(parent.url)
        let session = try MCPSession(
            MCPSession.handshake() + [
                MCPSession.call(1, "module", #"{"names":["Foo"],"template":"mine"}"#),
                #"{"jsonrpc":"2.0","id":2,"method":"resources/list"}"#,
                #"{"jsonrpc":"2.0","id":3,"method":"tools/list"}"#,
            ], in: root)
        let result = try session.toolResult(1)
        #expect(result["isError"] == true)
        let parentPath = parent.url.standardizedFileURL.path
        let rootPath = root.standardizedFileURL.path
        let fix = "the MCP server works only inside the folder it serves: change"
        #expect(
            result["content"]?.array?.first?["text"]
                == .string(
                    """
                    error: \(parentPath)/templates lies outside the project \(rootPath); refused, nothing was written; \
                    \(fix) "templateDirectories" in \(rootPath)/viper-gen.json to folders inside it
                    error: \(parentPath)/App.xcodeproj lies outside the project \(rootPath); refused, nothing was \
                    written; \(fix) "xcodeproj" in \(rootPath)/viper-gen.json to a project inside it
                    error: \(parentPath) lies outside the project \(rootPath); refused, nothing was written; \(fix) \
                    "package" in \(rootPath)/viper-gen.json to a package folder inside it
                    """))
        #expect(result["structuredContent"]?["error"]?["exitCode"] == 65)
        let uris = try #require(try session.response(2)["result"]?["resources"]?.array).compactMap { $0["uri"]?.string }
        #expect(!uris.contains { $0.hasPrefix("viper-gen://templates/mine") }, "\(uris)")
        #expect(uris.contains("viper-gen://templates/viper"))
        let tools = try #require(try session.response(3)["result"]?["tools"]?.array)
        let module = try #require(tools.first { $0["name"] == "module" })
        #expect(!module.text().contains("mine"), "no set from outside the root in the schemas")
        #expect(snapshotTree(parent.url) == before)
    }

    @Test func anOutputOutsideTheRootFromTheConfigIsRefusedInTheToolsWords() throws {
        let (parent, root) = try Self.project()
        try #"{"output":"../out"}"#.write(
            to: root.appending(path: "viper-gen.json"), atomically: true, encoding: .utf8)
        let before = snapshotTree(parent.url)
        let session = try MCPSession(
            MCPSession.handshake() + [MCPSession.call(1, "module", #"{"names":["Foo"]}"#)], in: root)
        let result = try session.toolResult(1)
        let rootPath = root.standardizedFileURL.path
        #expect(
            result["content"]?.array?.first?["text"]
                == .string(
                    """
                    error: \(parent.url.standardizedFileURL.path)/out lies outside the project \(rootPath); refused, \
                    nothing was written; the MCP server works only inside the folder it serves: set "output" in the \
                    config, or the argument 'output', to a path inside it
                    """))
        #expect(snapshotTree(parent.url) == before)
    }

    @Test func onTheCommandLineTheConfigAboveIsFoundAndTheOutsidePathKeepsItsCLIWords() throws {
        let (parent, root) = try Self.project()
        try #"{"output":"../out"}"#.write(
            to: root.appending(path: "viper-gen.json"), atomically: true, encoding: .utf8)
        let result = try runViperGen(["module", "Foo"], in: root)
        #expect(result.status == 65)
        #expect(
            result.standardError
                == """
                viper-gen: error: \(parent.url.standardizedFileURL.path)/out lies outside the project \
                \(root.standardizedFileURL.path); refused, nothing was written; set a path inside the project, or \
                type the outside path on the command line

                """)
    }
}
