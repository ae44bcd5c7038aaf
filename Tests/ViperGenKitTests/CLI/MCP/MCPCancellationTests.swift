import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenMCP

/// Long calls report progress a module at a time and stop, writing nothing, when the client cancels them.
@Suite struct MCPCancellationTests {
    static let names = ["Alpha", "Beta", "Gamma"]

    /// A folder with three modules recorded on 2023-11-14 (`SOURCE_DATE_EPOCH=1700000000`), so that
    /// `update` with `newDate` (the sessions' date is 2026) rewrites every header.
    static func recordedProject() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        let result = try runViperGen(
            ["module"] + names + ["--author", "Jane", "--project", "Demo"], in: directory.url,
            environment: ["SOURCE_DATE_EPOCH": "1700000000"])
        #expect(result.status == 0, "\(result.standardError)")
        return directory
    }

    static func progress(_ done: Int, _ total: Int?, _ message: String) -> String {
        let total = total.map { #","total":\#($0)"# } ?? ""
        return #"{"jsonrpc":"2.0","method":"notifications/progress","params":{"message":"\#(message)","#
            + #""progress":\#(done),"progressToken":"p"\#(total)}}"#
    }

    static func call(_ tool: String, _ arguments: String) -> String {
        #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"\#(tool)","arguments":\#(arguments),"#
            + #""_meta":{"progressToken":"p"}}}"#
    }

    static let cancel = #"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1}}"#

    @Test func updateReportsEachModulePlannedOutOfAll() throws {
        let directory = try Self.recordedProject()
        let before = snapshotTree(directory.url)
        let session = try MCPSession(
            MCPSession.handshake() + [Self.call("update", #"{"newDate":true}"#)], in: directory.url)
        #expect(
            session.messages.filter { $0["method"] == "notifications/progress" }.map { $0.text() } == [
                Self.progress(0, nil, "running the tool update"),
                Self.progress(1, 3, "planned Alpha (1 of 3)"),
                Self.progress(2, 3, "planned Beta (2 of 3)"),
                Self.progress(3, 3, "planned Gamma (3 of 3)"),
            ])
        #expect(try session.toolResult(1)["isError"] == false)
        #expect(snapshotTree(directory.url)["viper-gen.lock"] != before["viper-gen.lock"], "the update writes")
    }

    @Test func aCancelledUpdateStopsBeforeWritingAndGetsNoResponse() throws {
        let directory = try Self.recordedProject()
        let before = snapshotTree(directory.url)
        let session = try MCPLiveSession(in: directory.url, environment: ["VIPER_GEN_MCP_TEST_AWAIT_CANCEL": "1"])
        MCPSession.handshake().forEach(session.send)
        session.send(Self.call("update", #"{"newDate":true}"#))
        let first = try session.next { $0["params"]?["progress"] == 1 }
        #expect(first.text() == Self.progress(1, 3, "planned Alpha (1 of 3)"))
        session.send(Self.cancel)
        session.send(#"{"jsonrpc":"2.0","id":2,"method":"ping"}"#)
        let (status, standardError) = try session.finish()
        #expect(status == 0)
        #expect(session.messages.compactMap { $0["id"] } == [0, 2], "no response to the cancelled call")
        #expect(session.messages.filter { $0["method"] == "notifications/progress" }.count == 2)
        #expect(
            standardError.contains(
                "viper-gen: error: the client cancelled request 1 after 1 of 3 modules were planned; stopped, nothing "
                    + "was written\n"))
        #expect(snapshotTree(directory.url) == before, "nothing written, the lockfile unchanged")
    }

    @Test func aCancelledModuleCallOfSeveralNamesWritesNone() throws {
        let directory = try TemporaryDirectory()
        let session = try MCPLiveSession(in: directory.url, environment: ["VIPER_GEN_MCP_TEST_AWAIT_CANCEL": "1"])
        MCPSession.handshake().forEach(session.send)
        session.send(Self.call("module", #"{"names":["Alpha","Beta","Gamma"]}"#))
        let first = try session.next { $0["params"]?["progress"] == 1 }
        #expect(first.text() == Self.progress(1, 3, "planned Alpha (1 of 3)"))
        session.send(Self.cancel)
        let (status, _) = try session.finish()
        #expect(status == 0)
        #expect(session.messages.compactMap { $0["id"] } == [0])
        #expect(snapshotTree(directory.url) == [:])
    }
}
