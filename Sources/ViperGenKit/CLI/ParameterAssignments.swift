import ViperGenSupport

/// `--param KEY=VALUE` words, as every command that takes them reads them.
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
}
