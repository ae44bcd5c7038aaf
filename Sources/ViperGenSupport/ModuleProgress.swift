/// What a run that plans several modules says after each one, and where it stops when its caller gave up: the MCP
/// server's progress notifications and cancellation. Planning calls it before anything is written, so a run that
/// stops here writes nothing (all or nothing).
///
/// `@unchecked Sendable`: the closure is called only on the thread that runs the planner, the one that made it.
public struct ModuleProgress: @unchecked Sendable {
    private let report: (_ planned: Int, _ total: Int, _ module: String) throws(Diagnostics) -> Void

    /// A progress that calls `report` after each module is planned.
    /// - Parameter report: Takes how many modules are planned, of how many, and the last one's name; throws to stop
    ///   the run.
    public init(_ report: @escaping (_ planned: Int, _ total: Int, _ module: String) throws(Diagnostics) -> Void) {
        self.report = report
    }

    /// Says that `planned` of `total` modules are planned, the last being `module`.
    /// - Parameters:
    ///   - planned: How many modules are planned.
    ///   - total: How many the run plans.
    ///   - module: The name of the module planned last.
    /// - Throws: `Diagnostics` when the run must stop (its caller cancelled it): nothing is written.
    public func planned(_ planned: Int, of total: Int, module: String) throws(Diagnostics) {
        try report(planned, total, module)
    }
}
