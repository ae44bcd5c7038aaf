import ViperGenEngine
import ViperGenMCP
import ViperGenSupport

/// What a command run with `--json` prints on standard output when it fails, after the usual lines on standard
/// error:
///
/// ```json
/// {
///   "error" : {
///     "exitCode" : 65,
///     "message" : "invalid target 'My App': it must be a Swift identifier (…)",
///     "problems" : [
///       { "column" : 13, "exitCode" : 65, "file" : "/p/viper-gen.json", "line" : 3, "message" : "invalid target …" }
///     ]
///   }
/// }
/// ```
///
/// `message` is the first problem's; `problems` holds every problem in the order printed, `file`, `line` and
/// `column` only where the problem has a place in a file. Messages are the ones printed on standard error, made safe
/// for a terminal (`TerminalText.safe`).
struct ErrorReport: Encodable {
    struct Problem: Encodable {
        let message: String
        let exitCode: Int32
        let file: String?
        let line: Int?
        let column: Int?

        static let schema = ReportSchema.object(
            required: ["message": ReportSchema.string(), "exitCode": ReportSchema.integer()],
            optional: [
                "file": ReportSchema.string(), "line": ReportSchema.integer(), "column": ReportSchema.integer(),
            ])
    }

    struct Failure: Encodable {
        let exitCode: Int32
        let message: String
        let problems: [Problem]

        static let schema = ReportSchema.object(
            required: [
                "exitCode": ReportSchema.integer("The exit code: 64 usage, 65 data, 73 cannot create, 74 I/O"),
                "message": ReportSchema.string("The first problem's message"),
                "problems": ReportSchema.array(of: Problem.schema, "Every problem, in the order printed"),
            ])
    }

    /// The JSON Schema of the error object, which every failing `--json` run prints.
    static let schema = ReportSchema.object(
        "The error object a failing 'viper-gen COMMAND --json' prints (isError is true)",
        required: ["error": Failure.schema])

    let error: Failure

    /// The report of `diagnostics`, their remedies spelled as `spelling` says.
    init(_ diagnostics: Diagnostics, spelling: RemedySpelling = .commandLine) {
        let problems = diagnostics.problems.map { problem in
            Problem(
                message: TerminalText.safe(spelling.spelled(problem.message)), exitCode: problem.category.rawValue,
                file: problem.location.map { TerminalText.safe($0.file) }, line: problem.location?.line,
                column: problem.location?.column)
        }
        error = Failure(exitCode: diagnostics.exitCode, message: problems[0].message, problems: problems)
    }

    /// The report as pretty-printed JSON with sorted keys, as every `--json` document is printed.
    func json() -> String {
        // Encoding strings and numbers cannot fail.
        (try? UpkeepReport.json(self)) ?? "{}\n"
    }
}
