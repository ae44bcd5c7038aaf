import Foundation
import Testing
import ViperGenSupport
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenMCP
@testable import ViperGenTemplateSets

/// The tools of `viper-gen mcp`, through the real binary: their schemas, and calls that run the commands.
@Suite struct MCPToolTests {
    static let moduleArguments =
        #"{"names":["Search"],"output":"App/Modules","testsOutput":"AppTests","author":"Jane","project":"Demo","#
        + #""xcodeproj":"AppWithTests.xcodeproj","xcodeTarget":["App"],"xcodeTestTarget":["AppTests"]"#

    @Test func toolsListHasOneToolPerCommandWithSchemasFromTheOptions() throws {
        let directory = try TemporaryDirectory()
        let session = try MCPSession(
            MCPSession.handshake() + [#"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#], in: directory.url)
        let tools = try #require(try session.response(1)["result"]?["tools"]?.array)
        #expect(
            tools.map { $0["name"] } == [
                "module", "gen", "templates", "lint", "modules", "check", "outdated", "update", "resolve", "remove",
                "adopt",
            ])
        func tool(_ name: String) throws -> MCPValue { try #require(tools.first { $0["name"] == .string(name) }) }
        try assertMatchesGoldens(
            [
                "remove.json": try tool("remove").text(pretty: true) + "\n",
                "lint.json": try tool("lint").text(pretty: true) + "\n",
            ], name: "mcp-tools")
        let module = try tool("module")["inputSchema"]
        #expect(module?["required"] == ["names"])
        #expect(
            module?["properties"]?["names"]
                == [
                    "type": "array", "items": ["type": "string"], "minItems": 1,
                    "description": "NAME in 'viper-gen module NAME [NAME...] [options]' (one or more)",
                ])
        #expect(
            module?["properties"]?["params"]?["properties"]?["ui"]?["enum"] == ["swiftui", "uikit", "none"])
        #expect(module?["properties"]?["params"]?["properties"]?["tests"]?["type"] == "string")
        #expect(module?["properties"]?["params"]?["properties"]?["tests"]?["default"] == "swift-testing")
        #expect(module?["properties"]?["params"]?["properties"]?["interactor"]?["type"] == "boolean")
        #expect(module?["properties"]?["dryRun"]?["type"] == "boolean")
        #expect(module?["properties"]?["xcodeTarget"]?["items"] == ["type": "string"])
        #expect(module?["properties"]?["json"] == nil)
        #expect(module?["properties"]?["help"] == nil)
        // A one-word default of the help is the schema's; `template` takes the sets found in the served folder.
        #expect(
            module?["properties"]?["template"]
                == [
                    "type": "string", "default": "viper", "enum": ["viper", "viper-classic"],
                    "description": "Template set to use (default: viper)",
                ])
        #expect(module?["properties"]?["output"]?["default"] == nil, "(default: current directory) is no value")
        // adopt's TEMPLATE is the positional word, and templates lists and shows.
        #expect(try tool("adopt")["inputSchema"]?["required"] == ["module"])
        #expect(try tool("templates")["inputSchema"]?["properties"]?["action"]?["enum"] == ["list", "show"])
        #expect(try tool("templates")["inputSchema"]?["properties"]?["force"] == nil)
    }

    @Test func aDryRunWritesNothingThenTheCallWritesTheModuleIntoTheXcodeProject() throws {
        let app = try XcodeProjectCommandTests.makeApp()
        let projectBefore = snapshotTree(app.url)
        let session = try MCPSession(
            MCPSession.handshake() + [
                MCPSession.call(1, "module", Self.moduleArguments + #","dryRun":true}"#),
                MCPSession.call(2, "module", Self.moduleArguments + "}"),
            ], in: app.url)
        let dryRun = try session.toolResult(1)
        #expect(dryRun["isError"] == false)
        #expect(dryRun["structuredContent"]?["dryRun"] == true)
        #expect(dryRun["structuredContent"]?["files"]?.array?.count == 11, "8 of the module's, 3 of the support layer")
        let written = try session.toolResult(2)
        #expect(written["isError"] == false)
        #expect(
            written["content"]
                == [
                    [
                        "type": "text",
                        "text": """
                        viper-gen module --output=App/Modules --tests-output=AppTests --author=Jane --project=Demo \
                        --xcodeproj=AppWithTests.xcodeproj --xcode-target=App --xcode-test-target=AppTests --json -- \
                        Search: exit 0 (files: 11); the JSON document is the structured content
                        """,
                    ]
                ])
        let tree = snapshotTree(app.url)
        #expect(tree["App/Modules/Search/SearchPresenter.swift"] != nil)
        #expect(tree["AppWithTests.xcodeproj/project.pbxproj"]?.contains("SearchPresenter.swift") == true)
        #expect(treeDifferences(withoutLockfile(tree), projectBefore).count > 9)

        // The structured content is what the command line prints with --json (the same run in a copy).
        let copy = try XcodeProjectCommandTests.makeApp()
        let cli = try runViperGen(
            [
                "module", "Search", "--output", "App/Modules", "--tests-output", "AppTests", "--author", "Jane",
                "--project", "Demo", "--xcodeproj", "AppWithTests.xcodeproj", "--xcode-target", "App",
                "--xcode-test-target", "AppTests", "--json",
            ], in: copy.url)
        #expect(cli.status == 0, "\(cli.standardError)")
        #expect(try MCPValue.parse(cli.standardOutput) == written["structuredContent"])
        #expect(treeDifferences(snapshotTree(copy.url), tree) == [])
    }

    @Test func anErrorIsAToolResultWithTheCLIsProblemsAndTheNextCallSucceeds() throws {
        let directory = try TemporaryDirectory()
        let session = try MCPSession(
            MCPSession.handshake() + [
                MCPSession.call(1, "module", #"{"names":["Search"],"template":"vipr","params":{"ui":"none"}}"#),
                MCPSession.call(2, "module", #"{"names":["Search"],"params":{"ui":"none","tests":"none"}}"#),
            ], in: directory.url)
        let failed = try session.toolResult(1)
        #expect(failed["isError"] == true)
        #expect(
            failed["content"]
                == [
                    [
                        "type": "text",
                        "text": "error: unknown template 'vipr'; did you mean 'viper'? available: viper, viper-classic",
                    ]
                ])
        let cli = try runViperGen(["module", "Search", "--template", "vipr", "--json"], in: directory.url)
        #expect(cli.status == 64)
        #expect(try MCPValue.parse(cli.standardOutput) == failed["structuredContent"])
        let succeeded = try session.toolResult(2)
        #expect(succeeded["isError"] == false, "\(succeeded.text())")
        #expect(FileManager.default.fileExists(atPath: directory.url.appending(path: "Search/SearchRouter.swift").path))
        #expect(
            !FileManager.default.fileExists(atPath: directory.url.appending(path: "SearchTests").path),
            "tests=false as a boolean parameter")
    }

    @Test func pathsOutsideTheRootAndBadArgumentsAreRefusedBeforeAnythingRuns() throws {
        let parent = try TemporaryDirectory()
        let root = parent.url.appending(path: "Project")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let session = try MCPSession(
            MCPSession.handshake() + [
                MCPSession.call(1, "module", #"{"names":["Search"],"output":"../Elsewhere","templateDir":["/"]}"#),
                MCPSession.call(2, "module", #"{"names":[],"dryRun":"yes","colour":1}"#),
            ], in: root)
        let outside = try session.toolResult(1)
        #expect(outside["isError"] == true)
        let rootPath = root.standardizedFileURL.path
        let fix = "the MCP server works only inside the folder it serves; pass a path inside it"
        #expect(
            outside["content"]?.array?.first?["text"]
                == .string(
                    """
                    error: / lies outside the project \(rootPath); refused, nothing was written; \(fix) (argument \
                    'templateDir')
                    error: \(parent.url.standardizedFileURL.path)/Elsewhere lies outside the project \(rootPath); \
                    refused, nothing was written; \(fix) (argument 'output')
                    """))
        #expect(outside["structuredContent"]?["error"]?["exitCode"] == 64)
        let bad = try session.toolResult(2)
        #expect(
            bad["content"]?.array?.first?["text"]
                == """
                error: unknown argument 'colour' for the tool 'module'; its inputSchema in tools/list names the arguments
                error: argument 'names' needs at least one item; see the inputSchema of the tool 'module' in tools/list
                error: argument 'dryRun' must be a boolean, not a string; see the inputSchema of the tool 'module' in \
                tools/list
                """)
        #expect(snapshotTree(parent.url) == [:])
        #expect(!session.standardError.contains("running"))
    }

    @Test func aCommandLineRunOverlappingToolCallsLosesNoModule() throws {
        let app = try XcodeProjectCommandTests.makeApp()
        let folder = app.url
        let names = ["Search", "Settings", "Profile", "Feed"]
        let results = MCPResultBox()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            if index == 0 {
                let calls = names.prefix(2).enumerated().map { id, name in
                    MCPSession.call(id + 1, "module", Self.moduleArguments.replacing("Search", with: name) + "}")
                }
                let session = try? MCPSession(MCPSession.handshake() + calls, in: folder)
                let failures = (1...2).filter { (try? session?.toolResult($0)["isError"]) != false }
                results.set(0, ProcessResult(status: Int32(failures.count), standardOutput: "", standardError: ""))
            } else {
                var status: Int32 = 0
                for name in names.suffix(2) {
                    let arguments = OverlappingRunsTests.arguments(name, xcode: true) + ["--project", "Demo"]
                    status += (try? runViperGen(arguments, in: folder).status) ?? 1
                }
                results.set(1, ProcessResult(status: status, standardOutput: "", standardError: ""))
            }
        }
        #expect(results.values.map { $0?.status } == [0, 0])
        let tree = snapshotTree(app.url)
        let lockfile = tree["viper-gen.lock"] ?? ""
        for name in names {
            #expect(tree["App/Modules/\(name)/\(name)Presenter.swift"] != nil, "\(name) on disk")
            #expect(tree["AppWithTests.xcodeproj/project.pbxproj"]?.contains("\(name)Presenter.swift") == true)
            #expect(lockfile.contains("\"\(name)\""), "\(name) in the lockfile")
        }
    }
}

/// The statuses of the two sides of an overlap, set from two threads.
private final class MCPResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [ProcessResult?] = [nil, nil]

    func set(_ index: Int, _ result: ProcessResult?) { lock.withLock { results[index] = result } }
    var values: [ProcessResult?] { lock.withLock { results } }
}

/// The tool table and the resources, in process.
@Suite struct MCPToolTableTests {
    @Test func everyCommandIsAToolOrLeftOutWithAReason() {
        let commands = CommandList.all.map { $0.name }
        #expect(Set(MCPToolTable.notServed.keys).isSubset(of: commands))
        let served = Set(MCPToolTable.all.map(\.command))
        #expect(served == Set(commands).subtracting(MCPToolTable.notServed.keys))
    }

    /// Help is printed from its own words, so the declarations MCP reads are checked against them: a declared
    /// default is the one help gives, and a declared positional word is in the usage line.
    @Test func helpSaysWhatIsDeclared() {
        for command in CommandList.all {
            let usage = command.synopsis.first?.usage ?? ""
            for positional in command.positionals {
                #expect(usage.contains(positional.word), "\(command.name): \(positional.word)")
            }
            for option in command.mcpOptions {
                guard let value = option.defaultValue else { continue }
                #expect(option.help.contains("(default: \(value))"), "\(command.name) --\(option.name)")
            }
        }
    }

    @Test func declaredPositionalsAndSubcommandsGiveTheArguments() throws {
        let module = try #require(MCPToolTable.tool(named: "module")?.argument(named: "names"))
        #expect(module.kind == .positional(array: true))
        #expect(module.required)
        #expect(module.description == "NAME in 'viper-gen module NAME [NAME...] [options]' (one or more)")
        let update = try #require(MCPToolTable.tool(named: "update")?.argument(named: "modules"))
        #expect(update.kind == .positional(array: true))
        #expect(!update.required)
        // adopt's TEMPLATE stands for --template: one argument, the option's.
        let adopt = try #require(MCPToolTable.tool(named: "adopt"))
        #expect(adopt.arguments.filter { $0.name == "template" }.map(\.kind) == [.value(option: "template")])
        #expect(adopt.argument(named: "template")?.defaultValue == "viper")
        let templates = MCPToolTable.tool(named: "templates")?.arguments.first { $0.name == "action" }
        #expect(
            templates?.description
                == "list: List every template set, its source and parameters; show: Show a set's summary, parameters "
                + "and files")
        let lint = try #require(MCPToolTable.tool(named: "lint")?.argument(named: "name"))
        #expect(lint.isPath)
        #expect(!lint.required)
        #expect(lint.description == "[NAME|PATH] in 'viper-gen templates lint [NAME|PATH]'")
        #expect(MCPOption.camelCase("tests-output") == "testsOutput")
        #expect(MCPOption.camelCase("custom_parameters") == "customParameters")
    }

    /// Help is output only: a command whose help page says other things (another first paragraph, other usage
    /// lines, another default, an option's help naming a subcommand) has the same tool; an option's help line is
    /// only its argument's description.
    @Test func rewordingTheHelpLeavesTheToolAsItIs() throws {
        let tools = MCPToolTable.tools(for: HelpSampleCommand<HelpSampleWorded>.self)
        #expect(tools == MCPToolTable.tools(for: HelpSampleCommand<HelpSampleReworded>.self))
        let tool = try #require(tools.first)
        #expect(
            tool.description
                == "Make a sample. Makes a sample from declarations. Call it with dryRun: true first to see every "
                + "change it would make, then without. Runs 'viper-gen sample' in the server's root.")
        #expect(tool.arguments.map(\.name) == ["name", "folder", "dryRun"])
        #expect(tool.argument(named: "name")?.required == true)
        #expect(tool.argument(named: "folder")?.isPath == true)
        #expect(tool.argument(named: "folder")?.defaultValue == "out")

        func withoutDescriptions(_ tools: [MCPTool]) -> [[MCPArgument]] {
            tools.map { tool in
                tool.arguments.map {
                    MCPArgument(
                        name: $0.name, kind: $0.kind, required: $0.required, description: "", isPath: $0.isPath,
                        defaultValue: $0.defaultValue)
                }
            }
        }
        let reworded = MCPToolTable.tools(for: HelpSampleCommand<HelpSampleRewordedOption>.self)
        #expect(withoutDescriptions(reworded) == withoutDescriptions(tools))
        #expect(
            reworded.first?.argument(named: "folder")?.description
                == "install: where it goes, never inside (default: elsewhere)")
    }
}

/// What `HelpSampleCommand` prints as help, and its option's help line.
protocol HelpSampleWording: Sendable {
    static var page: String { get }
    static var folderHelp: String { get }
}

enum HelpSampleWorded: HelpSampleWording {
    static let page = """
        USAGE: viper-gen sample NAME [options]

        Makes a sample from declarations.

        """
    static let folderHelp = "Folder for the sample (default: out)"
}

enum HelpSampleReworded: HelpSampleWording {
    static let page = """
        USAGE: viper-gen sample NAME [NAME...] [FOLDER] [options]
               viper-gen sample install PATH   Install a sample

        Says something else entirely (default: nothing).

        """
    static let folderHelp = HelpSampleWorded.folderHelp
}

enum HelpSampleRewordedOption: HelpSampleWording {
    static let page = HelpSampleWorded.page
    static let folderHelp = "install: where it goes, never inside (default: elsewhere)"
}

/// A command declared like the real ones, whose help page and option help come from `Wording`.
struct HelpSampleCommand<Wording: HelpSampleWording>: Command {
    struct Options: CommandOptions {
        var positionals: [String] = []
        var folder: String?
        var dryRun = false
        var help = false

        static var declarations: [CommandOption<Options>] {
            [
                .path("folder", "DIR", help: Wording.folderHelp, default: "out", \.folder),
                .flag("dry-run", help: "Write nothing", \.dryRun),
                .flag("help", help: "Show this help", \.help),
            ]
        }
    }

    static var name: String { "sample" }
    static var synopsis: [CommandSynopsis] {
        [CommandSynopsis(usage: "sample NAME [options]", summary: "Make a sample")]
    }
    static var positionals: [CommandPositional] { [CommandPositional(word: "NAME")] }
    static var overview: String { "Makes a sample from\ndeclarations." }
    static var help: String { Wording.page }

    init(context: CommandContext) {}

    func run(_ options: Options) throws(Diagnostics) -> Int32 { 0 }
}

/// Resources through the real binary.
@Suite struct MCPResourceTests {
    @Test func templateFilesAndTheLockfileAreResources() throws {
        let directory = try TemporaryDirectory()
        let session = try MCPSession(
            MCPSession.handshake() + [
                #"{"jsonrpc":"2.0","id":1,"method":"resources/list"}"#,
                MCPSession.call(2, "module", #"{"names":["Search"],"params":{"ui":"none"}}"#),
                #"{"jsonrpc":"2.0","id":3,"method":"resources/list"}"#,
                #"{"jsonrpc":"2.0","id":4,"method":"resources/read","params":{"uri":"viper-gen://templates/viper/template.json"}}"#,
                #"{"jsonrpc":"2.0","id":5,"method":"resources/read","params":{"uri":"viper-gen://templates/vipr"}}"#,
                #"{"jsonrpc":"2.0","id":6,"method":"resources/read","params":{"uri":"viper-gen://modules"}}"#,
            ], in: directory.url)
        let before = try #require(try session.response(1)["result"]?["resources"]?.array).compactMap { $0["uri"] }
        let after = try #require(try session.response(3)["result"]?["resources"]?.array).compactMap { $0["uri"] }
        #expect(before.contains("viper-gen://templates/viper"))
        #expect(before.contains("viper-gen://templates/viper/template.json"))
        #expect(before.contains("viper-gen://templates/viper/Presenter.swift.liquid"))
        #expect(!before.contains("viper-gen://lockfile"))
        #expect(Set(after).subtracting(before) == ["viper-gen://lockfile"])
        let manifest = try #require(try session.response(4)["result"]?["contents"]?.array?.first)
        let builtIn = try #require(TemplateLibrary.builtInFiles(of: "viper")["template.json"])
        #expect(
            manifest
                == [
                    "uri": "viper-gen://templates/viper/template.json", "mimeType": "application/json",
                    "text": .string(builtIn),
                ])
        #expect(
            try session.response(5)["error"]
                == ["code": -32002, "message": "no resource viper-gen://templates/vipr; resources/list names them"])
        let modules = try #require(try session.response(6)["result"]?["contents"]?.array?.first?["text"]?.string)
        #expect(try MCPValue.parse(modules)["modules"]?.array?.first?["name"] == "Search")
    }
}
