import Foundation
import Testing
import ViperGenTestSupport

/// `viper-gen module` with no name asks for it when standard input is a terminal (driven here through a
/// pseudo-terminal by python3's pty module), and stays a usage error when it is not.
@Suite struct TerminalPromptTests {
    /// Runs the real binary on a pseudo-terminal, types `answer` after the prompt, and returns everything the terminal
    /// showed (line ends as `\n`) and the exit code.
    static func runOnTerminal(_ arguments: [String], answer: String, in directory: URL) throws -> ProcessResult {
        let driver = """
            import os, pty, sys
            binary, answer, arguments = sys.argv[1], sys.argv[2], sys.argv[3:]
            pid, fd = pty.fork()
            if pid == 0:
                os.execv(binary, [binary] + arguments)
            shown = b""
            answered = False
            while True:
                try:
                    chunk = os.read(fd, 4096)
                except OSError:
                    break
                if not chunk:
                    break
                shown += chunk
                if not answered and b"): " in shown:
                    os.write(fd, answer.encode() + b"\\n")
                    answered = True
            _, status = os.waitpid(pid, 0)
            sys.stdout.write(shown.decode().replace("\\r\\n", "\\n"))
            sys.exit(os.waitstatus_to_exitcode(status))
            """
        return try runProcess(
            executableInPath("python3"), ["-c", driver, viperGenExecutable.path, answer] + arguments, in: directory,
            environment: ["SOURCE_DATE_EPOCH": "1795348800"])
    }

    @Test(.enabled(if: installed("python3"), "python3 is not installed (.ci/run installs it)"))
    func aMissingModuleNameIsAskedForAtATerminal() throws {
        let directory = try TemporaryDirectory()
        let result = try Self.runOnTerminal(
            ["module", "--param", "ui=none", "--author", "Test", "--output", "Code", "--tests-output", "Tests"],
            answer: "Search Settings", in: directory.url)
        #expect(result.status == 0, "\(result)")
        #expect(
            result.standardOutput.hasPrefix(
                "Module name(s), separated by spaces (e.g. Search Settings): Search Settings\n"),
            "\(result.standardOutput)")
        #expect(result.standardOutput.contains("created Code/Search/SearchPresenter.swift\n"))
        #expect(result.standardOutput.contains("created Code/Settings/SettingsPresenter.swift\n"))
        #expect(
            FileManager.default.fileExists(
                atPath: directory.url.appending(path: "Code/Settings/SettingsRouter.swift").path))
    }

    @Test(.enabled(if: installed("python3"), "python3 is not installed (.ci/run installs it)"))
    func anEmptyAnswerIsTheUsualUsageError() throws {
        let directory = try TemporaryDirectory()
        let result = try Self.runOnTerminal(["module", "--param", "ui=none"], answer: "", in: directory.url)
        #expect(result.status == 64)
        #expect(
            result.standardOutput.hasSuffix(
                "viper-gen: error: no module name given; run 'viper-gen module NAME', e.g. 'viper-gen module Search'\n"),
            "\(result.standardOutput)")
    }

    @Test func withoutATerminalNothingIsAsked() throws {
        let directory = try TemporaryDirectory()
        let result = try runProcess(viperGenExecutable, ["module"], in: directory.url, input: "Search\n")
        #expect(
            result
                == ProcessResult(
                    status: 64, standardOutput: "",
                    standardError:
                        "viper-gen: error: no module name given; run 'viper-gen module NAME', e.g. 'viper-gen module Search'\n"
                ))
    }
}
