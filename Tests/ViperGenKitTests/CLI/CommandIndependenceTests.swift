import Foundation
import Testing
import ViperGenTestSupport

/// No command calls another: what commands share (`ModuleRun`, `ModuleRequestBuilder`, `RunReport`,
/// `ParameterAssignments`, `CommitStep`) is not a command and names none, and only the dispatchers (`CommandList`,
/// which lists them all, and `ViperGenCLI`, which sends `help --json` to `HelpCommand`) name command types.
@Suite struct CommandIndependenceTests {
    static let cli = "Sources/ViperGenKit/CLI"

    /// The files of each command (`ModuleCommand.swift`, `InitCommand+Rambafile.swift`, …) name no other command type.
    @Test func noCommandNamesAnother() throws {
        #expect(try Self.otherCommandsNamed(in: Self.commandFiles()) == [])
    }

    /// The other files of the command line (the shared run, reports, options, the MCP tools) name no command type.
    @Test func sharedCodeNamesNoCommand() throws {
        let commandFiles = try Self.commandFiles()
        var files: [String: String] = [:]
        for (path, text) in try swiftSources(under: Self.cli) where commandFiles[path] == nil { files[path] = text }
        #expect(files.count >= 40)
        let named = try Self.otherCommandsNamed(in: files).filter {
            !$0.hasPrefix("CommandList.swift: ") && $0 != "ViperGenCLI.swift: HelpCommand"
        }
        #expect(named == [])
    }

    /// The check sees a command naming another, and the command files it checks, so that it cannot pass by reading
    /// nothing.
    @Test func theCheckSeesAUseOfAnotherCommand() throws {
        let files = try Self.commandFiles()
        #expect(files.keys.contains("ModuleCommand.swift"))
        #expect(files.keys.contains("MCP/MCPCommand.swift"))
        #expect(files.count >= 16)
        let planted = [
            "GenCommand.swift":
                "struct GenCommand {\n    // ModuleCommand in a comment\n    let x = ModuleCommand(context: c)\n}"
        ]
        #expect(try Self.otherCommandsNamed(in: planted) == ["GenCommand.swift: ModuleCommand"])
    }

    /// Each command's source files by path below `CLI/`, with their text.
    static func commandFiles() throws -> [String: String] {
        var files: [String: String] = [:]
        for (path, text) in try swiftSources(under: cli)
        where path.wholeMatch(of: #/(MCP/)?[A-Za-z]+Command(\+[A-Za-z]+)?\.swift/#) != nil {
            files[path] = text
        }
        return files
    }

    /// `file: OtherCommand` for each command type a file names in code (comments left out) that is not its own.
    static func otherCommandsNamed(in files: [String: String]) throws -> [String] {
        var found: [String] = []
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            let own = String(path.split(separator: "/").last!.prefix { $0 != "+" && $0 != "." })
            let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            var names: Set<String> = []
            for line in code {
                for match in line.matches(of: #/\b[A-Z][A-Za-z]*Command\b/#) { names.insert(String(match.0)) }
            }
            found += names.subtracting([own]).sorted().map { "\(path): \($0)" }
        }
        return found
    }
}
