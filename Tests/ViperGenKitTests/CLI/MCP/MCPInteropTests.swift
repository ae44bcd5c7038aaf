import Foundation
import Testing
import ViperGenTestSupport

/// `viper-gen mcp` driven by a real MCP client: the official Python SDK (package `mcp`), which `.ci/run` installs
/// into `.build/mcp-venv`, runs `Tests/Interop/mcp_client.py` against the binary in a project with an Xcode project.
@Suite struct MCPInteropTests {
    /// A Python that imports the SDK: `VIPER_GEN_MCP_PYTHON`, else `.build/mcp-venv`'s, else `python3` on `PATH`.
    static let python: URL? = {
        let candidates =
            [ProcessInfo.processInfo.environment["VIPER_GEN_MCP_PYTHON"]].compactMap { $0 }.map {
                URL(fileURLWithPath: $0)
            } + [repositoryRoot.appending(path: ".build/mcp-venv/bin/python3"), executableInPath("python3")]
        let scratch = FileManager.default.temporaryDirectory
        return candidates.first { candidate in
            FileManager.default.isExecutableFile(atPath: candidate.path)
                && (try? runProcess(candidate, ["-c", "import mcp, jsonschema"], in: scratch))?.status == 0
        }
    }()

    @Test(
        .enabled(
            if: python != nil,
            """
            the MCP Python SDK is not installed: run .ci/run, or python3 -m venv .build/mcp-venv && \
            .build/mcp-venv/bin/python3 -m pip install 'mcp>=2.3,<3'
            """),
        arguments: [
            // The SDK's default: server/discover, then protocol 2026-07-28 with an envelope on every request.
            ("auto", "protocol 2026-07-28, server/discover"),
            // The initialize handshake of the older versions.
            ("legacy", "protocol 2025-11-25, initialize"),
        ])
    func theOfficialPythonSDKListsToolsAndGeneratesIntoAnXcodeProject(mode: String, negotiated: String) throws {
        let python = try #require(Self.python)
        let app = try XcodeProjectCommandTests.makeApp()
        try FileManager.default.createDirectory(
            at: app.url.appending(path: "Other"), withIntermediateDirectories: true)
        let result = try runProcess(
            python,
            [
                repositoryRoot.appending(path: "Tests/Interop/mcp_client.py").path, viperGenExecutable.path,
                app.url.path, mode,
            ], in: app.url)
        #expect(result.status == 0, "\(result.standardOutput)\n\(result.standardError)")
        #expect(
            result.standardOutput
                == """
                \(negotiated)
                tools module gen templates lint modules check outdated update resolve remove adopt
                schemas valid
                dry run: 11 files planned, none written
                module: Search written and added to AppWithTests.xcodeproj
                error: exit 73, 1 problems
                check: 1 module, passed
                outside the root: refused
                update: dry run and run
                output schemas: 11 tools, every result valid
                overlap: a CLI run during a call, all 4 modules in project.pbxproj and viper-gen.lock
                resources: template sets and lockfile
                roots: Profile written in the client's first root

                """)
        #expect(
            result.standardError.contains(
                "viper-gen mcp: working in \(app.url.appending(path: "Other").standardizedFileURL.path), the client's "
                    + "first root\n"))
    }
}
