import ViperGenEngine
import ViperGenSupport
import ViperGenTemplateSets

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension TemplateLinter {
    /// The module the test project wires into the sample module with `parent=Sample`.
    static let childModule = "SampleChild"

    /// Whether `set` is linted against a test project: it takes a `parent` and has insertions.
    static func wiresModules(_ set: TemplateSet) -> Bool {
        !set.insertions.isEmpty && set.parameters.contains { $0.name == GenerationPlanner.parentParameter }
    }

    /// Renders the sample module of `plan` into a temporary test project, then plans `childModule` with
    /// `parent=Sample` and `assignments` against it with the disk checked, as a run would: every insertion's target
    /// and anchor must be found in what the set itself generates. The problems, reported at the manifest entries,
    /// with the project's temporary folder left out of their paths (shown below `/`, as the other sample renders).
    func testProjectProblems(
        of set: TemplateSet, sample plan: GenerationPlan, request: GenerationRequest,
        assignments: [ParameterAssignment]
    ) -> [Diagnostic] {
        let project = FileManager.default.temporaryDirectory.appending(
            path: "viper-gen-lint-\(UInt32.random(in: 0...UInt32.max))")
        defer { try? FileManager.default.removeItem(at: project) }
        var child = request
        child.moduleNames = [Self.childModule]
        child.codeDirectory = project.appending(path: request.codeDirectory.lastPathComponent)
        child.testsDirectory = project.appending(path: request.testsDirectory.lastPathComponent)
        child.parameterAssignments =
            assignments + [ParameterAssignment(GenerationPlanner.parentParameter, .text(Self.sampleModule))]
        do {
            for file in plan.files {
                let root = file.root == request.codeDirectory ? child.codeDirectory : child.testsDirectory
                let url = root.appending(path: file.relativePath)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.bytes).write(to: url)
            }
        } catch {
            return [Diagnostic(.cannotCreate, "cannot write the test project in \(project.path): \(error)")]
        }
        do {
            _ = try GenerationPlanner().plan(child, using: set, checkingDisk: true)
            return []
        } catch {
            let folder = project.standardizedFileURL.path
            return error.shownProblems.map { problem in
                Diagnostic(
                    problem.category, problem.message.replacing(folder, with: ""), at: problem.location,
                    includeChain: problem.includeChain)
            }
        }
    }
}
