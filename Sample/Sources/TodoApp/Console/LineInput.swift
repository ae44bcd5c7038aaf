import TodoCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the interactive app reads the user's commands, one line at a time.
protocol LineInput: AnyObject {
    /// The next line without its line break, or `nil` at the end of the input.
    func readLine() -> String?

    /// Whether a person types the lines; otherwise they are echoed so that a transcript reads like a session.
    var isInteractive: Bool { get }
}

/// Standard input.
final class StandardInput: LineInput {
    func readLine() -> String? {
        Swift.readLine(strippingNewline: true)
    }

    var isInteractive: Bool {
        isatty(STDIN_FILENO) != 0
    }
}

/// Lines given up front, for tests.
final class ScriptedInput: LineInput {
    private var lines: [String]

    init(_ lines: [String]) {
        self.lines = lines
    }

    func readLine() -> String? {
        lines.isEmpty ? nil : lines.removeFirst()
    }

    var isInteractive: Bool { false }
}
