import ViperGenEngine

/// Every problem found in one step, reported together.
public struct Diagnostics: Error, Equatable, Sendable {
    /// The most problems one step reports; see `DiagnosticCollector`. The same as the engine's limit for one
    /// template, so that a template's errors are never cut twice.
    package static let reportLimit = TemplateErrors.reportLimit

    /// The problems, in the order they were found; never empty. When `omittedCount` is not zero, the last one is a
    /// note counting the problems left out.
    public let problems: [Diagnostic]
    /// How many problems were found past the report limit and left out.
    public let omittedCount: Int

    /// Creates the list; `problems` must not be empty.
    public init(_ problems: [Diagnostic]) {
        self.init(problems, omittedCount: 0)
    }

    private init(_ problems: [Diagnostic], omittedCount: Int) {
        precondition(!problems.isEmpty, "a Diagnostics error needs at least one problem")
        self.problems = problems
        self.omittedCount = omittedCount
    }

    /// The problems, then a note counting `omitted` more when there are any.
    package static func reporting(_ problems: [Diagnostic], omitted: Int) -> Diagnostics {
        guard omitted > 0, let worst = problems.map(\.category).max() else { return Diagnostics(problems) }
        // The most lenient category of those shown, so that the note never changes the exit code.
        let note = Diagnostic(
            worst, "\(omitted) more problems are not shown; fix the ones above and run again to see them")
        return Diagnostics(problems + [note], omittedCount: omitted)
    }

    /// The problems without the note that counts the omitted ones.
    package var shownProblems: ArraySlice<Diagnostic> {
        omittedCount > 0 ? problems.dropLast() : problems[...]
    }

    /// The exit code: that of the most fundamental problem (usage before data before creation before I/O).
    public var exitCode: Int32 {
        problems.map(\.category).min()!.rawValue
    }
}
