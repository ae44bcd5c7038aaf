import ViperGenConfig
import ViperGenSupport
import ViperGenTemplateSets

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension GenerationPlanner {
    /// The warning for test files that join an Xcode project's groups but no target, because the run has no test
    /// target (the project has no unit-test target for the app, or none is named): nothing builds or runs them.
    /// Names the files, the project and the two ways out: a unit-test target, or no tests (the set's `tests` bool, if
    /// it has one). Issue 53: they were grouped in no target without a word. `nil` when every test file has a target,
    /// or there is none.
    static func testsWithoutTarget(
        _ plan: GenerationPlan, set: TemplateSet, project: URL, request: GenerationRequest
    ) -> Warning? {
        guard request.xcode.testTargets.isEmpty else { return nil }
        let tests = plan.files.filter { $0.kind == .test }
        guard let first = tests.first else { return nil }
        let others = tests.count == 1 ? "" : " and \(tests.count - 1) more"
        // The set's way to leave the tests out: `tests=false` (a switch) or `tests=none` (the viper set's choice).
        let without = set.parameters.first { $0.name == "tests" }.flatMap { parameter in
            ["false", "none"].first { parameter.value(from: $0) != nil }
        }
        let noTests =
            without.map { "make the module without tests with \(Remedy.option(.param, value: "tests=\($0)"))" }
            ?? "delete the test files"
        return Warning(
            "\(project.lastPathComponent) has no unit-test target for the tests: \(first.relativePath)\(others) join "
                + "its groups but no target, so nothing builds or runs them; add a unit-test target to the project, "
                + "add them to it and name it with \(Remedy.option(.xcodeTestTarget, value: "NAME")) in later runs, "
                + "or \(noTests)")
    }

    /// The name of the template parameter that chooses a set's tests (`tests=none` in the viper set,
    /// `tests=false` in viper-classic).
    static let testsParameter = "tests"

    /// Issue 53: test files written into an Xcode project with no unit-test target were grouped in no target. When
    /// `request` asks for it (`leavesOutUntargetedTests`), its files join an Xcode project and no test target, and
    /// nobody gave `tests` (`--param`, the config), the set's `tests` parameter is set to its way of leaving the
    /// tests out (`none`, or `false`): the assignment, and the note that says so with the remedies; `nil` otherwise
    /// (a set without such a value keeps its tests, with `testsWithoutTarget`'s warning).
    static func testsLeftOut(_ request: GenerationRequest, set: TemplateSet) -> (ParameterAssignment, note: String)? {
        guard request.leavesOutUntargetedTests, let project = request.xcode.project, request.xcode.testTargets.isEmpty,
            let parameter = set.parameters.first(where: { $0.name == testsParameter }),
            let off = ["none", "false"].first(where: { parameter.value(from: $0) != nil }),
            parameter.value(from: off) != parameter.defaultValue,
            !(request.parameterAssignments + request.configuredParameters).contains(where: { $0.key == testsParameter })
        else { return nil }
        let on: String
        switch parameter.defaultValue {
        case .string(let text): on = text
        default: on = "true"
        }
        let modules = request.moduleNames.joined(separator: ", ")
        let note =
            "no unit-test target of \(project.lastPathComponent) takes the tests, so those of \(modules) are left out "
            + "(\(testsParameter)=\(off)); name one with \(Remedy.option(.xcodeTestTarget, value: "NAME")) (add one "
            + "to the project first if it has none), or pass \(Remedy.option(.param, value: "\(testsParameter)=\(on)")) "
            + "to write them into no target"
        return (ParameterAssignment(testsParameter, off), note)
    }
}
