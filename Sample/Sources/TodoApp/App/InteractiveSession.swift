import TodoCore

/// The interactive app: shows the list, then hands each line read to the screen on top until none is left.
@MainActor
final class InteractiveSession {
    private let dependencies: TodoDependencies
    private let input: any LineInput
    private let output: any TextOutput
    private let errorOutput: any TextOutput

    init(dependencies: TodoDependencies, input: any LineInput, output: any TextOutput, errorOutput: any TextOutput) {
        self.dependencies = dependencies
        self.input = input
        self.output = output
        self.errorOutput = errorOutput
    }

    /// Runs until the user quits the list, the input ends or the output cannot be written.
    /// - Returns: The exit status: 0, or 1 when the store cannot be read at the start.
    /// - Throws: `TodoError.unwritableOutput` when standard output fails; the app stops before reading on.
    func run() async throws(TodoError) -> Int32 {
        let screens = ScreenStack()
        let list = TodoListRouter.makeModule(dependencies: dependencies, screens: screens)
        screens.push(list.view)
        await list.view.load()
        if let message = list.view.failure {
            errorOutput.write("todo: \(message)\n")
            return 1
        }
        while let screen = screens.top {
            await screen.draw(on: output)
            if let failure = output.failure {
                throw .unwritableOutput(reason: failure, outcome: .appStopped)
            }
            guard let line = input.readLine() else {
                output.write("\n")
                break
            }
            if !input.isInteractive {
                output.write(line.spelledOut + "\n")
            }
            await screen.handle(line)
        }
        if let failure = output.failure {
            throw .unwritableOutput(reason: failure, outcome: .appStopped)
        }
        return 0
    }
}
