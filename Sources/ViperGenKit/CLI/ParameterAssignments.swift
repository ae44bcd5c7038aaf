import ViperGenSupport

/// `--param KEY=VALUE` words (and Generamba's `--custom_parameters KEY:VALUE`), as every command that takes them
/// reads them.
enum ParameterAssignments {
    /// The assignments of `words`, in order.
    /// - Throws: `Diagnostics` (usage, 64) naming every word that is not `KEY=VALUE`.
    static func parse(_ words: [String]) throws(Diagnostics) -> [ParameterAssignment] {
        var problems = DiagnosticCollector()
        var assignments: [ParameterAssignment] = []
        for assignment in words {
            guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
                problems.add(
                    Diagnostic(.usage, "--param '\(assignment)' is not KEY=VALUE; write e.g. --param tests=false"))
                continue
            }
            assignments.append(
                ParameterAssignment(
                    String(assignment[..<equals]), String(assignment[assignment.index(after: equals)...])))
        }
        try problems.check()
        return assignments
    }

    /// `--custom_parameters` words (`key:value`) as assignments; each word that is not one is a problem (usage).
    static func custom(_ words: [String], problems: inout DiagnosticCollector) -> [ParameterAssignment] {
        var assignments: [ParameterAssignment] = []
        for word in words {
            guard let colon = word.firstIndex(of: ":"), colon != word.startIndex else {
                problems.add(
                    Diagnostic(.usage, "--custom_parameters '\(word)' is not KEY:VALUE; write e.g. with_router:yes"))
                continue
            }
            assignments.append(ParameterAssignment(String(word[..<colon]), String(word[word.index(after: colon)...])))
        }
        return assignments
    }
}
