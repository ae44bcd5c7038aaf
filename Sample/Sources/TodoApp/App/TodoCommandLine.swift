import Foundation
import TodoCore

/// The `todo` command: parses the command line and settings, then runs the interactive app or one scripted
/// subcommand. Errors are one line on standard error and a non-zero exit status (64 for usage errors).
public enum TodoCommandLine {
    /// Runs with the process's arguments, environment and standard streams.
    /// - Returns: The exit status.
    @MainActor
    public static func main() async -> Int32 {
        StandardStream.prepareStandardDescriptors()
        return await run(
            arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
            input: StandardInput(), output: StandardStream.output(), errorOutput: StandardStream.error())
    }

    /// Runs `arguments` (without the program name) against the given environment and streams. `errorOutput` is
    /// `Sendable` because the store, which may run on any thread, reports on it that it waits for its lock.
    @MainActor
    static func run(
        arguments: [String], environment: [String: String], input: any LineInput, output: any TextOutput,
        errorOutput: any TextOutput & Sendable
    ) async -> Int32 {
        do throws(TodoError) {
            let parsed = try TodoArguments.parse(arguments)
            if parsed.command == .help {
                output.write(HelpText.text)
                return 0
            }
            let settings = try TodoSettings(storePath: parsed.storePath, environment: environment)
            let store = FileTodoStore(
                url: settings.storeURL, lockTimeout: settings.lockTimeout,
                reportWaiting: { errorOutput.write("todo: \($0.spelledOut)\n") })
            let dependencies = TodoDependencies(store: store, clock: settings.clock, weekStart: settings.weekStart)
            if parsed.command == .interactive {
                return try await InteractiveSession(
                    dependencies: dependencies, input: input, output: output, errorOutput: errorOutput
                ).run()
            }
            // The modules hold the session only weakly, as their delegate, and Swift ends an object's lifetime at
            // its last strong use, not at the end of the scope: after inlining, that last use of a temporary
            // (`ScriptedSession(...).run(...)`) can be the very store into a module's weak `delegate`, which the
            // optimizer then reports as always nil. The session's lifetime is extended over the run explicitly.
            let session = ScriptedSession(dependencies: dependencies, output: output)
            try await session.run(parsed.command)
            withExtendedLifetime(session) {}
            if let failure = output.failure {
                throw TodoError.unwritableOutput(
                    reason: failure, outcome: parsed.command.changesStore ? .changeSaved : .nothingChanged)
            }
            return 0
        } catch {
            errorOutput.write("todo: \(error.message)\n")
            switch error {
            case .usage: return 64
            case .unwritableOutput: return 74
            default: return 1
            }
        }
    }
}
