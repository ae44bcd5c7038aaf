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
}
