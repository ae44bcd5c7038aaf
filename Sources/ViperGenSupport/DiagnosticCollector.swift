import ViperGenEngine

/// Collects problems while a step goes on, then throws them all at once.
///
/// At most `Diagnostics.reportLimit` problems are kept; later ones are counted but never built (working out a
/// problem's line and column reads its file), so an input with thousands of mistakes costs no more than one with a
/// hundred, and the report stays readable. Problems past the limit are counted without checking for repeats.
package struct DiagnosticCollector {
    private(set) var problems: [Diagnostic] = []
    /// Problems found after the limit was reached.
    private(set) var omittedCount = 0

    package init() {}

    package mutating func add(_ problem: @autoclosure () -> Diagnostic) {
        guard problems.count < Diagnostics.reportLimit else {
            omittedCount += 1
            return
        }
        let problem = problem()
        if !problems.contains(problem) { problems.append(problem) }
    }

    package mutating func add(_ errors: TemplateErrors) {
        errors.errors.forEach { add(Diagnostic($0)) }
    }

    /// Adds another step's problems, keeping its count of omitted ones.
    package mutating func add(_ diagnostics: Diagnostics) {
        diagnostics.shownProblems.forEach { add($0) }
        addOmitted(diagnostics.omittedCount)
    }

    /// Counts `count` problems that another step found past its limit.
    package mutating func addOmitted(_ count: Int) {
        omittedCount += count
    }

    /// The problems collected so far and a last line counting those left out, or `nil` when there are none.
    package var diagnostics: Diagnostics? {
        problems.isEmpty ? nil : Diagnostics.reporting(problems, omitted: omittedCount)
    }

    /// Throws the problems collected so far, if any, and a last line counting those left out.
    package func check() throws(Diagnostics) {
        if let diagnostics { throw diagnostics }
    }
}
