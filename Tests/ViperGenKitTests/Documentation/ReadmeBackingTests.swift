import Foundation
import Testing
import ViperGenTestSupport

/// The README's blocks that are not `console` examples are evidence too: each command of an `sh` block is run here or
/// stands in the CI or release file named for it, the `.mcp.json` block starts a server that answers, the benchmark
/// rows are the Performance article's, and the CI line is a command the tour runs.
@Suite struct ReadmeBackingTests {
    /// What backs a command of an `sh` block.
    enum Backing {
        /// A test (of this suite or of `ReadmeExampleTests`) runs it; its name.
        case test(String)
        /// A CI, benchmark or release step: the file (from the repository's root) holds the command, its words in
        /// order on one line (a line ending in `\` goes on in the next).
        case step(String)
    }

    /// The commands of the README's `sh` blocks (comments and spacing left out), each with what runs it.
    static let backedCommands: [String: Backing] = [
        "swift run viper-gen module Search": .test("theFirstCommandPrintsWhatTheDemoShows"),
        "swift test": .step(".ci/run"),
        "swift build -c release": .step(".github/workflows/macos.yml"),
        "swift build -c release --static-swift-stdlib --disable-local-rpath": .step("Tests/Benchmarks/run.sh"),
        // Every example runs through a copy of the built binary in a folder outside .build, as installed.
        "cp .build/release/viper-gen /usr/local/bin/": .test("everyConsoleBlockPrintsWhatTheReadmeShows"),
    ]

    static func readme() throws -> String { try String(contentsOf: ReadmeExampleTests.readme, encoding: .utf8) }

    @Test func everyCommandOfAnShBlockIsBacked() throws {
        let commands = ReadmeExampleTests.blocks(in: try Self.readme()).filter { $0.info == "sh" }.flatMap { block in
            block.lines.compactMap { line -> String? in
                let command = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
                    .split(separator: " ").joined(separator: " ")
                return command.isEmpty ? nil : command
            }
        }
        #expect(!commands.isEmpty)
        let tests = try ["ReadmeBackingTests", "ReadmeExampleTests"].map {
            try String(
                contentsOf: repositoryRoot.appending(path: "Tests/ViperGenKitTests/Documentation/\($0).swift"),
                encoding: .utf8)
        }.joined()
        for command in commands {
            switch Self.backedCommands[command] {
            case nil:
                Issue.record("README.md runs '\(command)', which no test or CI step backs")
            case .test(let name):
                #expect(tests.contains("@Test func \(name)("), "'\(command)': no test \(name)")
            case .step(let file):
                let text = try String(contentsOf: repositoryRoot.appending(path: file), encoding: .utf8)
                #expect(Self.contains(text, command: command), "'\(command)' does not stand in \(file)")
            }
        }
    }

    /// Whether a line of `text` (lines ending in `\` joined with the next) holds the words of `command` in order.
    static func contains(_ text: String, command: String) -> Bool {
        let words = command.split(separator: " ")
        return text.replacing("\\\n", with: " ").split(separator: "\n").contains { line in
            var wanted = words[...]
            for word in line.split(whereSeparator: \.isWhitespace) where word == wanted.first {
                wanted = wanted.dropFirst()
                if wanted.isEmpty { return true }
            }
            return false
        }
    }

    @Test func aCommandStandsInAFileOnlyWithItsWordsInOrder() {
        #expect(Self.contains("  swift build -c release --product x \\\n  --static\n", command: "swift build --static"))
        #expect(!Self.contains("swift build\n--static\n", command: "swift build --static"))
        #expect(!Self.contains("swift --static build\n", command: "swift build --static"))
    }

    /// `swift run viper-gen module Search`, the first of the two commands, as a user runs it (with `--skip-build`
    /// and the build this test runs from, so that it does not build a second time, and `--ignore-lock`, since the
    /// `swift test` running this holds the build folder's lock): it prints what the README's Demo example shows.
    @Test func theFirstCommandPrintsWhatTheDemoShows() throws {
        let demo = try #require(try ReadmeExampleTests.examples(in: try Self.readme()).first { $0.folder == "Demo" })
        #expect(demo.steps.first?.command == "viper-gen module Search")
        let products = viperGenExecutable.resolvingSymlinksInPath().deletingLastPathComponent()  // …/debug
        let scratch = products.deletingLastPathComponent().deletingLastPathComponent()  // .build
        let root = try TemporaryDirectory()
        let folder = root.url.appending(path: "Demo")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let result = try runProcess(
            swiftExecutable,
            [
                "run", "--skip-build", "--ignore-lock", "--package-path", repositoryRoot.path, "--scratch-path",
                scratch.path,
                "--configuration", products.lastPathComponent, "viper-gen", "module", "Search",
            ],
            in: folder, environment: ["HOME": root.url.path, "SOURCE_DATE_EPOCH": "1795348800"])
        #expect(result.status == 0)
        // SwiftPM's one line about the lock it ignores is all it may add.
        let notes = result.standardError.split(separator: "\n").filter { !$0.hasPrefix("Another instance of SwiftPM") }
        #expect(notes == [])
        #expect(result.standardOutput == demo.steps.first?.output)
    }

    /// Each MCP client configuration of the README (`.mcp.json`, then VS Code's `.vscode/mcp.json`) starts, through
    /// the installed binary, a server that answers `initialize` and lists the commands as tools.
    @Test func eachMCPConfigurationStartsAServerThatListsItsTools() throws {
        let blocks = ReadmeExampleTests.blocks(in: try Self.readme()).filter { $0.info == "json" }
        #expect(blocks.count == 2)
        for (block, key) in zip(blocks, ["mcpServers", "servers"]) {
            let json = try JSONSerialization.jsonObject(with: Data(block.lines.joined(separator: "\n").utf8))
            let servers = try #require((json as? [String: Any])?[key] as? [String: Any])
            let server = try #require(servers["viper-gen"] as? [String: Any])
            let command = try #require(server["command"] as? String)
            let directory = try TemporaryDirectory()
            // VS Code replaces ${workspaceFolder} with the folder it has open.
            let arguments = try #require(server["args"] as? [String]).map {
                $0.replacing("${workspaceFolder}", with: directory.url.path)
            }
            try expectAServerThatListsItsTools(command: command, arguments: arguments, in: directory)
        }
    }

    private func expectAServerThatListsItsTools(
        command: String, arguments: [String], in directory: TemporaryDirectory
    ) throws {
        let binaries = try ReadmeExampleTests.binaryFolder()
        let requests = [
            #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","#
                + #""capabilities":{},"clientInfo":{"name":"readme","version":"1"}}}"#,
            #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            #"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#,
        ]
        let result = try runProcess(
            binaries.url.appending(path: command), arguments, in: directory.url,
            input: requests.map { $0 + "\n" }.joined())
        #expect(result.status == 0)
        let responses = try result.standardOutput.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        func answer(_ id: Int) -> [String: Any]? {
            responses.first { $0["id"] as? Int == id }?["result"] as? [String: Any]
        }
        #expect(answer(0)?["protocolVersion"] as? String == "2025-11-25")
        #expect((answer(0)?["serverInfo"] as? [String: Any])?["name"] as? String == "viper-gen")
        let tools = (answer(1)?["tools"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        #expect(
            tools == [
                "module", "gen", "templates", "lint", "modules", "check", "outdated", "update", "resolve", "remove",
                "adopt",
            ])
    }

    /// The benchmark rows the README quotes stand, word for word, in the Performance article.
    @Test func everyBenchmarkRowIsThePerformanceArticles() throws {
        let performance = try String(
            contentsOf: repositoryRoot.appending(path: "Sources/ViperGenKit/ViperGenKit.docc/Performance.md"),
            encoding: .utf8)
        // The Speed section's text blocks: the rows of the benchmark run it quotes.
        let readme = try Self.readme()
        let speed = try #require(readme.firstRange(of: "\n## Speed\n")).upperBound
        let section = readme[speed..<(readme[speed...].firstRange(of: "\n## ")?.lowerBound ?? readme.endIndex)]
        let rows = ReadmeExampleTests.blocks(in: String(section)).filter { $0.info == "text" }.flatMap(\.lines)
        #expect(rows.count >= 6)
        for row in rows {
            #expect(performance.contains(row), "README.md quotes a row Performance.md lacks: \(row)")
        }
    }

    /// The workflow line of the `yaml` block runs a command that the tour runs and shows.
    @Test func theCIStepIsACommandTheTourRuns() throws {
        let text = try Self.readme()
        let steps = try ReadmeExampleTests.examples(in: text).flatMap(\.steps).map(\.command)
        let runs = ReadmeExampleTests.blocks(in: text).filter { $0.info == "yaml" }.flatMap(\.lines).compactMap {
            $0.firstMatch(of: /^- run: (.+)$/).map { String($0.output.1) }
        }
        #expect(runs == ["viper-gen check"])
        for run in runs { #expect(steps.contains(run), "the README's CI step '\(run)' is not run by the tour") }
    }
}
