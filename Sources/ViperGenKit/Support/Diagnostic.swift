import ViperGenEngine

/// One problem reported to the user: what is wrong, where, and how to fix it, on one line.
public struct Diagnostic: Error, Hashable, Sendable {
    /// The kind of problem, which decides the exit code (the BSD sysexits values).
    public enum Category: Int32, Comparable, Hashable, Sendable {
        /// Bad command-line usage: unknown flag, missing value, bad module name (64, `EX_USAGE`).
        case usage = 64
        /// Bad input data: a template or manifest error, a bad parameter value (65, `EX_DATAERR`).
        case data = 65
        /// An output file that cannot be created: it exists, or its directory cannot be made (73, `EX_CANTCREAT`).
        case cannotCreate = 73
        /// Reading or writing failed (74, `EX_IOERR`).
        case io = 74

        public static func < (lhs: Category, rhs: Category) -> Bool {
            lhs.rawValue < rhs.rawValue
        }
    }

    /// What kind of problem it is.
    public let category: Category
    /// The message: what, where, how to fix.
    public let message: String
    /// For template problems: the file, line and column, shown before the message with the source line under it.
    public let location: SourceLocation?
    /// For a render problem inside a snippet: the position of each `include` on the way, outermost first.
    public let includeChain: [SourceLocation]

    /// Creates a diagnostic.
    public init(
        _ category: Category, _ message: String, at location: SourceLocation? = nil,
        includeChain: [SourceLocation] = []
    ) {
        self.category = category
        self.message = message
        self.location = location
        self.includeChain = includeChain
    }

    /// A template error as a diagnostic: bad data, at the template's position, with its include chain.
    public init(_ error: TemplateError) {
        self.init(.data, error.message, at: error.location, includeChain: error.includeChain)
    }
}

/// Every problem found in one step, reported together.
public struct Diagnostics: Error, Equatable, Sendable {
    /// The most problems one step reports; see `DiagnosticCollector`. The same as the engine's limit for one
    /// template, so that a template's errors are never cut twice.
    static let reportLimit = TemplateErrors.reportLimit

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
    static func reporting(_ problems: [Diagnostic], omitted: Int) -> Diagnostics {
        guard omitted > 0, let worst = problems.map(\.category).max() else { return Diagnostics(problems) }
        // The most lenient category of those shown, so that the note never changes the exit code.
        let note = Diagnostic(
            worst, "\(omitted) more problems are not shown; fix the ones above and run again to see them")
        return Diagnostics(problems + [note], omittedCount: omitted)
    }

    /// The problems without the note that counts the omitted ones.
    var shownProblems: ArraySlice<Diagnostic> {
        omittedCount > 0 ? problems.dropLast() : problems[...]
    }

    /// The exit code: that of the most fundamental problem (usage before data before creation before I/O).
    public var exitCode: Int32 {
        problems.map(\.category).min()!.rawValue
    }
}

/// Collects problems while a step goes on, then throws them all at once.
///
/// At most `Diagnostics.reportLimit` problems are kept; later ones are counted but never built (working out a
/// problem's line and column reads its file), so an input with thousands of mistakes costs no more than one with a
/// hundred, and the report stays readable. Problems past the limit are counted without checking for repeats.
struct DiagnosticCollector {
    private(set) var problems: [Diagnostic] = []
    /// Problems found after the limit was reached.
    private(set) var omittedCount = 0

    mutating func add(_ problem: @autoclosure () -> Diagnostic) {
        guard problems.count < Diagnostics.reportLimit else {
            omittedCount += 1
            return
        }
        let problem = problem()
        if !problems.contains(problem) { problems.append(problem) }
    }

    mutating func add(_ errors: TemplateErrors) {
        errors.errors.forEach { add(Diagnostic($0)) }
    }

    /// Adds another step's problems, keeping its count of omitted ones.
    mutating func add(_ diagnostics: Diagnostics) {
        diagnostics.shownProblems.forEach { add($0) }
        addOmitted(diagnostics.omittedCount)
    }

    /// Counts `count` problems that another step found past its limit.
    mutating func addOmitted(_ count: Int) {
        omittedCount += count
    }

    /// The problems collected so far and a last line counting those left out, or `nil` when there are none.
    var diagnostics: Diagnostics? {
        problems.isEmpty ? nil : Diagnostics.reporting(problems, omitted: omittedCount)
    }

    /// Throws the problems collected so far, if any, and a last line counting those left out.
    func check() throws(Diagnostics) {
        if let diagnostics { throw diagnostics }
    }
}
