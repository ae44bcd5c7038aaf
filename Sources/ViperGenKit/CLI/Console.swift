import ViperGenEngine
import ViperGenSupport

/// Where a command writes (results to standard output, diagnostics to standard error) and reads answers from.
public struct Console: Sendable {
    /// Writes to standard output.
    public let output: @Sendable (String) -> Void
    /// Writes to standard error.
    public let error: @Sendable (String) -> Void
    /// Colour diagnostics: standard error is a terminal and `NO_COLOR` is not set.
    public let usesColor: Bool
    /// Reads one line of input without its line break (an answer at a prompt); `nil` at the end of input.
    public let readLine: @Sendable () -> String?
    /// Standard input is a terminal, so a person can answer prompts (`viper-gen module` asks for a missing name).
    public let inputIsTerminal: Bool
    /// What the run has written, said if its report cannot be printed (see `Console.standard`).
    public let written: WrittenFilesNote
    /// How the remedies in messages are spelled (`Remedy`): as options and command lines, or as MCP arguments.
    let spelling: RemedySpelling

    /// Creates a console.
    /// - Parameters:
    ///   - output: Where results go (standard output in the executable).
    ///   - error: Where diagnostics go (standard error in the executable).
    ///   - usesColor: Whether `error:` is coloured (only on a terminal, without `NO_COLOR`).
    ///   - readLine: Where answers come from; by default there are none (the end of input).
    ///   - inputIsTerminal: Whether a person types the answers; by default not, so nothing prompts.
    ///   - written: Where writing commands record what they wrote before printing their report.
    public init(
        output: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void, usesColor: Bool,
        readLine: @escaping @Sendable () -> String? = { nil }, inputIsTerminal: Bool = false,
        written: WrittenFilesNote = WrittenFilesNote()
    ) {
        self.init(
            output: output, error: error, usesColor: usesColor, readLine: readLine, inputIsTerminal: inputIsTerminal,
            written: written, spelling: .commandLine)
    }

    /// Creates a console that spells remedies as `spelling` says; everything written through it is spelled.
    init(
        output: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void, usesColor: Bool,
        readLine: @escaping @Sendable () -> String? = { nil }, inputIsTerminal: Bool = false,
        written: WrittenFilesNote = WrittenFilesNote(), spelling: RemedySpelling
    ) {
        self.written = written
        self.spelling = spelling
        self.output = { output(spelling.spelled($0)) }
        self.error = { error(spelling.spelled($0)) }
        self.usesColor = usesColor
        self.readLine = readLine
        self.inputIsTerminal = inputIsTerminal
    }

    /// Prints one diagnostic: `file:line:col: error: message` with the source line and a caret for template
    /// problems, then for a problem inside a snippet one `  included from file:line:col` line a frame, innermost
    /// first; `viper-gen: error: message` for the others.
    func report(_ diagnostic: Diagnostic) {
        let label = usesColor ? "\u{1B}[1;31merror:\u{1B}[0m" : "error:"
        write(label, diagnostic.message, at: diagnostic.location, includeChain: diagnostic.includeChain)
    }

    /// Prints one warning: `file:line:col: warning: message` with the source line and a caret when it has a
    /// position, `viper-gen: warning: message` otherwise.
    func report(_ warning: Warning) {
        let label = usesColor ? "\u{1B}[1;35mwarning:\u{1B}[0m" : "warning:"
        write(label, warning.message, at: warning.location, includeChain: [])
    }

    /// Prints a note about a choice the run made for the user (`viper-gen: note: message`) on standard error.
    func note(_ message: String) {
        write("note:", message, at: nil, includeChain: [])
    }

    /// `file:line:col: label message`, the source line and a caret, then one `included from` line a frame of
    /// `includeChain`, innermost first (`SourceLocation.diagnostic`, the one formatter); `viper-gen: label message`
    /// without a location. The message is made safe for a terminal (`TerminalText.safe`): one problem, one line.
    private func write(_ label: String, _ message: String, at location: SourceLocation?, includeChain: [SourceLocation])
    {
        // Spelled before it is made safe for the terminal, which would take the remedies' markers out.
        let message = spelling.spelled(message)
        guard let location else {
            error("viper-gen: \(label) \(TerminalText.safe(message))\n")
            return
        }
        error(location.diagnostic(label: label, message: message, includeChain: includeChain) + "\n")
    }
}
