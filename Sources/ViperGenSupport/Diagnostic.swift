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
    /// For problems in a file (templates, JSON, YAML, configs): the file, line and column, shown before the message
    /// with the source line under it.
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

    /// A problem in a data file as a diagnostic: bad data (65) unless `category` says otherwise, at its position.
    public init(_ problem: SourceProblem, _ category: Category = .data) {
        self.init(category, problem.message, at: problem.location)
    }

    /// A template error as a diagnostic: bad data, at the template's position, with its include chain.
    public init(_ error: TemplateError) {
        self.init(.data, error.message, at: error.location, includeChain: error.includeChain)
    }
}
