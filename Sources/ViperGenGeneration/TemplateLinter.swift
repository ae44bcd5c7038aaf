import ViperGenEngine
import ViperGenSupport
import ViperGenTemplateSets

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Checks a template set the way a run would use it: it loads (manifest schema, every template parses, every
/// snippet exists, no include cycles), and a sample module renders with the defaults, with every choice value and
/// with both values of each bool, each varied one at a time, with valid, non-colliding output paths. A set whose
/// insertions wire a module into a `parent` is also rendered into a temporary test project, and a second sample module
/// is planned with `parent=Sample` against it, so that every insertion finds its target file and anchor.
public struct TemplateLinter: Sendable {
    /// The module name of the sample renders.
    public static let sampleModule = "Sample"
    /// The time the sample module is rendered at: 2026-01-01 00:00 UTC, the day of its date.
    static let sampleTime = 1_767_225_600

    /// The limits each sample render has (see `RenderLimits`), as in a run.
    public let renderLimits: RenderLimits
    /// The text all files of one sample render may make, in bytes.
    public let runOutputLimit: Int

    /// Creates a linter whose renders have viper-gen's standard limits.
    public init() {
        self.init(renderLimits: .viperGenStandard, runOutputLimit: RenderLimits.standardRunBytes)
    }

    /// Creates a linter whose renders have these limits, as a run with them has (`--render-limit`).
    package init(renderLimits: RenderLimits, runOutputLimit: Int) {
        self.renderLimits = renderLimits
        self.runOutputLimit = runOutputLimit
    }

    /// The result of linting one set.
    public struct Report: Sendable {
        /// Every problem found; empty when the set is valid.
        public let problems: [Diagnostic]
        /// How many parameter combinations were rendered.
        public let renderedCombinations: Int
        /// How many files the defaults generate.
        public let files: Int
        /// What is worth fixing without failing (a support file that reads `module.`).
        public var warnings: [Warning] = []
    }

    /// Lints the set in `folder`.
    public func lint(directory folder: URL) -> Report {
        do {
            return lint(try TemplateLibrary.load(directory: folder))
        } catch {
            return Report(problems: error.problems, renderedCombinations: 0, files: 0)
        }
    }

    /// Lints the set `name` found through `library`.
    public func lint(named name: String, in library: TemplateLibrary) -> Report {
        do {
            return lint(try library.load(name))
        } catch {
            return Report(problems: error.problems, renderedCombinations: 0, files: 0)
        }
    }

    /// Renders `set` for every parameter combination described above and collects every problem.
    public func lint(_ set: TemplateSet) -> Report {
        var problems = DiagnosticCollector()
        var seen: Set<Diagnostic> = []
        var omittedByOneCombination = 0
        var fileCount = 0
        let combinations = Self.combinations(of: set.parameters)
        for assignments in combinations {
            let root = URL(fileURLWithPath: "/")
            var request = GenerationRequest(
                moduleNames: [Self.sampleModule], templateName: set.name,
                author: "Author", company: "Company", projectName: "Project", prefix: "", target: "Project",
                moduleDescription: "A sample module", codeDirectory: root.appending(path: "code-output"),
                testsDirectory: root.appending(path: "tests-output"),
                date: GenerationDate(year: 2026, month: 1, day: 1),
                now: Self.sampleTime)
            request.parameterAssignments = assignments
            request.renderLimits = renderLimits
            request.runOutputLimit = runOutputLimit
            // A problem that shows with several combinations is reported once, for the first of them.
            func report(_ found: [Diagnostic], with assignments: [String]) {
                let context = assignments.joined(separator: ", ")
                for problem in found where seen.insert(problem).inserted {
                    let message = context.isEmpty ? problem.message : "\(problem.message) (with \(context))"
                    problems.add(
                        Diagnostic(problem.category, message, at: problem.location, includeChain: problem.includeChain))
                }
            }
            let context = assignments.map { "\($0.key)=\($0.value.text)" }
            do {
                let plan = try GenerationPlanner().plan(request, using: set, checkingDisk: false)
                if assignments.isEmpty { fileCount = plan.files.count }
                if Self.wiresModules(set), !assignments.contains(where: { $0.key == GenerationPlanner.parentParameter })
                {
                    report(
                        testProjectProblems(of: set, sample: plan, request: request, assignments: assignments),
                        with: ["\(GenerationPlanner.parentParameter)=\(Self.sampleModule)"] + context)
                }
            } catch {
                report(Array(error.shownProblems), with: context)
                // Problems past the limit are mostly the same in every combination, so count the largest share.
                omittedByOneCombination = max(omittedByOneCombination, error.omittedCount)
            }
        }
        problems.addOmitted(omittedByOneCombination)
        var report = Report(
            problems: problems.diagnostics?.problems ?? [], renderedCombinations: combinations.count, files: fileCount)
        report.warnings = Self.supportWarnings(of: set)
        return report
    }

    /// The defaults (no assignment), then one assignment per other choice value and per non-default bool value.
    static func combinations(of parameters: [TemplateParameter]) -> [[ParameterAssignment]] {
        var result: [[ParameterAssignment]] = [[]]
        for parameter in parameters {
            let values: [ParameterAssignment.Value]
            switch parameter.kind {
            case .bool: values = [.flag(true), .flag(false)]
            case .choice(let choices): values = choices.map { .text($0) }
            // An empty string often turns a feature off (`parent`); a sample value turns it on, so that what it
            // guards (the set's insertions) renders too.
            case .string: values = (parameter.defaultValue.text ?? "").isEmpty ? [.text(sampleModule)] : []
            }
            for value in values where value.text != parameter.defaultValue.text {
                result.append([ParameterAssignment(parameter.name, value)])
            }
        }
        return result
    }
}
