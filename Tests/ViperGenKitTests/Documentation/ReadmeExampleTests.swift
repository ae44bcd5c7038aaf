import Foundation
import Testing
import ViperGenTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every example of `README.md` is run and compared, so that the README cannot drift from what the tool prints.
///
/// A `console` block follows a marker `<!-- example: FOLDER -->` (or `<!-- example: FOLDER, with PATH as NAME -->`,
/// which first copies `PATH` of the repository into the folder as `NAME`). Each block runs in a fresh folder named
/// `FOLDER`; each `$ ` line runs there through `/bin/sh`, with a copy of the built `viper-gen` first on `PATH`, an
/// empty home folder and a fixed date, and what it prints on standard output and error, in order, must be the lines
/// under it. `ReadmeBackingTests` backs the README's other blocks.
@Suite struct ReadmeExampleTests {
    /// One `console` block of the README.
    struct Example {
        /// The folder it runs in (`Demo`), which is also the project's name that headers show.
        let folder: String
        /// A repository path copied into the folder first, and its name there.
        let seed: (path: String, name: String)?
        /// Each `$ ` command with the output shown under it.
        var steps: [(command: String, output: String)]
        /// The block's first line in the README, 1-based.
        let line: Int
    }

    static let readme = repositoryRoot.appending(path: "README.md")

    @Test func everyConsoleBlockPrintsWhatTheReadmeShows() throws {
        let examples = try Self.examples(in: String(contentsOf: Self.readme, encoding: .utf8))
        #expect(!examples.isEmpty)
        let binaries = try Self.binaryFolder()
        for example in examples {
            for problem in try Self.run(example, binaries: binaries.url) {
                Issue.record("README.md:\(example.line) (\(example.folder)): \(problem)")
            }
        }
    }

    @Test func everyCommandLineOfTheReadmeIsInAnExample() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let commandLines = text.split(separator: "\n").filter { $0.hasPrefix("$ ") }
        let steps = try Self.examples(in: text).flatMap(\.steps)
        #expect(steps.count == commandLines.count)
        #expect(steps.map(\.command) == commandLines.map { String($0.dropFirst(2)) })
    }

    /// The comparison sees a drift: an example whose shown output lost a line fails.
    @Test func anExampleWhoseOutputDriftedFails() throws {
        let examples = try Self.examples(in: String(contentsOf: Self.readme, encoding: .utf8))
        var drifted = try #require(examples.first { $0.folder == "Demo" })
        drifted.steps[0].output = drifted.steps[0].output.split(separator: "\n").dropLast().map { $0 + "\n" }.joined()
        let binaries = try Self.binaryFolder()
        let problems = try Self.run(drifted, binaries: binaries.url)
        #expect(problems.count == 1)
        #expect(problems.first?.contains("+14 | created viper-gen.bases/support-files.base") == true, "\(problems)")
    }

    @Test func everyRelativeLinkOfTheReadmeLeadsToAFile() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let links = text.matches(of: /\]\(([^)#:]+)\)/).map { String($0.output.1) }
        #expect(links.count > 10)
        for link in links {
            #expect(
                FileManager.default.fileExists(atPath: repositoryRoot.appending(path: link).path),
                "README.md links to \(link), which does not exist")
        }
    }

    // MARK: - Reading the README

    /// The fenced blocks of `text`: their info string, lines, and the line number of their first line.
    static func blocks(in text: String) -> [(info: String, lines: [String], line: Int, marker: String?)] {
        var blocks: [(info: String, lines: [String], line: Int, marker: String?)] = []
        var open: (info: String, lines: [String], line: Int, marker: String?)?
        var previous: String?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(line)
            if var block = open {
                if line == "```" {
                    blocks.append(block)
                    open = nil
                } else {
                    block.lines.append(line)
                    open = block
                }
            } else if line.hasPrefix("```") {
                let marker = previous.flatMap { $0.hasPrefix("<!-- example: ") ? $0 : nil }
                open = (String(line.dropFirst(3)), [], index + 2, marker)
            }
            if !line.isEmpty { previous = line }
        }
        return blocks
    }

    /// The `console` blocks of `text` as examples; a block without a marker, or with a malformed one, throws.
    static func examples(in text: String) throws -> [Example] {
        try blocks(in: text).filter { $0.info == "console" }.map { block in
            guard let marker = block.marker,
                let match = marker.wholeMatch(of: /<!-- example: (\w+)(?:, with (\S+) as (\S+))? -->/)
            else {
                throw ReadmeError("README.md:\(block.line): a console block needs an '<!-- example: FOLDER -->' line")
            }
            var example = Example(
                folder: String(match.output.1), seed: match.output.2.map { (String($0), String(match.output.3 ?? "")) },
                steps: [], line: block.line)
            for line in block.lines {
                if line.hasPrefix("$ ") {
                    example.steps.append((String(line.dropFirst(2)), ""))
                } else if !example.steps.isEmpty {
                    example.steps[example.steps.count - 1].output += line + "\n"
                } else {
                    throw ReadmeError("README.md:\(block.line): output before the first '$ ' command: \(line)")
                }
            }
            return example
        }
    }

    struct ReadmeError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    // MARK: - Running an example

    /// A folder holding a copy of the built `viper-gen`, outside `.build`, as an installed binary would be.
    static func binaryFolder() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        // Written through a descriptor closed on exec: a process that another test starts while the copy is written
        // must not keep it open for writing, or running the copy fails with ETXTBSY ("Text file busy") for as long
        // as that process lives (CI, 2026-12-02).
        let bytes = [UInt8](try Data(contentsOf: viperGenExecutable))
        let path = folder.url.appending(path: "viper-gen").path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path]) }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else {
                close(descriptor)
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
            }
            written += count
        }
        close(descriptor)
        return folder
    }

    /// Runs `example` in a fresh folder; returns a description of each command whose output differs from the shown.
    static func run(_ example: Example, binaries: URL) throws -> [String] {
        let root = try TemporaryDirectory()
        let folder = root.url.appending(path: example.folder)
        let home = root.url.appending(path: "home")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        if let seed = example.seed {
            try FileManager.default.copyItem(
                at: repositoryRoot.appending(path: seed.path), to: folder.appending(path: seed.name))
        }
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("VIPER_GEN_") }
        environment["PATH"] = binaries.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["HOME"] = home.path
        environment["XDG_CONFIG_HOME"] = home.appending(path: ".config").path
        environment["SOURCE_DATE_EPOCH"] = "1795348800"
        environment["NO_COLOR"] = "1"
        var problems: [String] = []
        var status: Int32 = 0
        for step in example.steps {
            let result = try shell("(exit \(status)); " + step.command, in: folder, environment: environment)
            status = result.status
            if result.output != step.output {
                problems.append(
                    "'$ \(step.command)' printed other lines than the README shows:\n"
                        + lineDiff(expected: step.output, actual: result.output))
            }
        }
        return problems
    }

    /// Runs `command` with `/bin/sh` in `directory`; standard output and error go to one pipe, in the order written.
    static func shell(_ command: String, in directory: URL, environment: [String: String]) throws -> (
        status: Int32, output: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = directory
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
