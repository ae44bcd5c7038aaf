/// One problem reported to the user: what is wrong, where, and how to fix it, on one line.
public struct Diagnostic: Error, Equatable, Sendable {
    /// The kind of problem, which decides the exit code (the BSD sysexits values).
    public enum Category: Int32, Comparable, Sendable {
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

    /// Creates a diagnostic.
    public init(_ category: Category, _ message: String, at location: SourceLocation? = nil) {
        self.category = category
        self.message = message
        self.location = location
    }

    /// A template error as a diagnostic: bad data, at the template's position.
    public init(_ error: TemplateError) {
        self.init(.data, error.message, at: error.location)
    }
}

/// Every problem found in one step, reported together.
public struct Diagnostics: Error, Equatable, Sendable {
    /// The most problems one step reports; see `DiagnosticCollector`.
    static let reportLimit = 100

    /// The problems, in the order they were found; never empty.
    public let problems: [Diagnostic]

    /// Creates the list; `problems` must not be empty.
    public init(_ problems: [Diagnostic]) {
        precondition(!problems.isEmpty, "a Diagnostics error needs at least one problem")
        self.problems = problems
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
/// hundred, and the report stays readable.
struct DiagnosticCollector {
    private(set) var problems: [Diagnostic] = []
    /// Problems found after the limit was reached.
    private var unreported = 0

    mutating func add(_ problem: @autoclosure () -> Diagnostic) {
        guard problems.count < Diagnostics.reportLimit else {
            unreported += 1
            return
        }
        let problem = problem()
        if !problems.contains(problem) { problems.append(problem) }
    }

    mutating func add(_ errors: TemplateErrors) {
        errors.errors.forEach { add(Diagnostic($0)) }
    }

    /// Throws the problems collected so far, if any, and a last line counting those left out.
    func check() throws(Diagnostics) {
        guard let worst = problems.map(\.category).max() else { return }
        guard unreported > 0 else { throw Diagnostics(problems) }
        // The most lenient category of those shown, so that the note never changes the exit code.
        let note = Diagnostic(
            worst, "\(unreported) more problems are not shown; fix the ones above and run again to see them")
        throw Diagnostics(problems + [note])
    }
}
