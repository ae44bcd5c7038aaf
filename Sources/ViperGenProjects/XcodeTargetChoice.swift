import ViperGenSupport

/// The targets a run's files join when none are named: the project's only app target, and the only unit-test
/// target that tests it; anything less clear is refused with the list of targets, so that files never silently
/// join no target.
public enum XcodeTargetChoice {
    /// The chosen targets and the line that says so.
    public struct Choice: Equatable, Sendable {
        /// The target the code joins.
        public let code: [String]
        /// The target the tests join (none when the project has no unit-test target).
        public let tests: [String]
        /// What was chosen and why, for the user.
        public let note: String
    }

    /// Chooses the targets of `targets`, the targets of the project `project` (its path as shown).
    /// - Throws: `XcodeProjectError.ambiguousTargets` when there is not exactly one app target, or more than one
    ///   unit-test target could test it.
    public static func choose(_ targets: XcodeProjectTargets, project: String) throws(XcodeProjectError) -> Choice {
        let apps = targets.all.filter { $0.role == .application }
        guard apps.count == 1, let app = apps.first else {
            throw .ambiguousTargets(
                project: project,
                reason: apps.isEmpty ? "it has no app target" : "it has \(apps.count) app targets",
                targets: targets.all.map(describe))
        }
        let unitTests = targets.all.filter { $0.role == .unitTests }
        var matching = unitTests.filter { $0.testedTarget == app.name }
        if matching.isEmpty { matching = unitTests.filter { $0.testedTarget == nil } }
        guard matching.count <= 1 else {
            throw .ambiguousTargets(
                project: project, reason: "\(matching.count) unit-test targets test \(app.name)",
                targets: targets.all.map(describe))
        }
        guard let tests = matching.first else {
            return Choice(
                code: [app.name], tests: [],
                note: "\(project): adding the code to \(app.name), its only app target; it has no unit-test target "
                    + "for \(app.name) (test files, if any, join no target: the run warns)")
        }
        return Choice(
            code: [app.name], tests: [tests.name],
            note: "\(project): adding the code to \(app.name) and the tests to \(tests.name), its only app and "
                + "unit-test targets (name others with \(Remedy.option(.xcodeTarget)) and "
                + "\(Remedy.option(.xcodeTestTarget)))")
    }

    /// `App (app)`, `AppTests (unit tests)`, …
    static func describe(_ target: ProjectTarget) -> String {
        let role =
            switch target.role {
            case .application: "app"
            case .unitTests: "unit tests"
            case .uiTests: "UI tests"
            case .other: "other"
            }
        return "\(target.name) (\(role))"
    }
}
