import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension GenerationPlanner {
    /// `module`'s (and `gen`'s) policy over the commit step: it locks every place the request writes into (the code
    /// and tests folders, the Xcode project, the package, the lockfile's folder) and finishes killed runs there, so
    /// that another run writing into them plans only after this one has written and a killed run's files count as
    /// existing; then it renders the request.
    package struct Policy: CommitPolicy {
        /// The planner, with its library and progress.
        package let planner: GenerationPlanner
        /// What to render.
        package let request: GenerationRequest
        /// Told of each of the set's warnings once the run is planned, before anything is written.
        package var warn: (Warning) -> Void = { _ in }

        /// Runs `planner` on `request`.
        package init(planner: GenerationPlanner, request: GenerationRequest) {
            self.planner = planner
            self.request = request
        }

        /// The code and tests folders, the Xcode project, the package and the lockfile's folder the request names.
        package var places: [URL] {
            [request.codeDirectory, request.testsDirectory] + (request.xcode.project.map { [$0] } ?? [])
                + (request.packageTargets?.package.map { [$0] } ?? []) + (request.lockDirectory.map { [$0] } ?? [])
        }

        /// The places.
        package var recoveryRoots: [URL]? { nil }

        /// Renders the request; its files are written inside the request's confinement.
        package func plan(recovered: Bool) throws(Diagnostics) -> (changes: ChangeSet?, outcome: GenerationPlan) {
            var plan = try planner.plan(request)
            plan.confinement = request.confinement
            plan.warnings.forEach(warn)
            return (plan.changes, plan)
        }
    }
}
