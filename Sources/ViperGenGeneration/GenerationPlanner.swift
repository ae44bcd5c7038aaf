import ViperGenEngine
import ViperGenSupport
import ViperGenTemplateSets

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Renders and checks every file of a run in memory. Nothing is written here; every problem found is reported
/// together, so a run either can write everything or writes nothing.
public struct GenerationPlanner: Sendable {
    /// Where template sets are looked up.
    public let library: TemplateLibrary
    /// Told after each module is planned; it may stop the run before anything is written.
    public var progress: ModuleProgress?

    /// Creates a planner.
    public init(library: TemplateLibrary = TemplateLibrary()) {
        self.library = library
    }

    /// Plans a run, and the edit of the Xcode project the request names, if any.
    /// - Throws: `Diagnostics` with every problem: bad names, unknown template, bad parameters, template errors,
    ///   invalid or colliding output paths, existing files without `overwritesExistingFiles`; then the Xcode
    ///   project's problems (missing, malformed, unknown target, …).
    public func plan(_ request: GenerationRequest) throws(Diagnostics) -> GenerationPlan {
        var problems = DiagnosticCollector()
        let loaded: LoadedSet
        do {
            loaded = .set(try library.load(request.templateName))
        } catch {
            loaded = .failure(Self.locating(error, at: request.templateSpot))
        }
        // Generamba sets take the module names Generamba's `gen` takes (`Check_Out`), with a warning.
        let generambaStyle = if case .set(let set) = loaded { set.generamba != nil } else { false }
        let modules = checkedModules(request, generambaStyle: generambaStyle, into: &problems)
        let set: TemplateSet
        switch loaded {
        case .set(let loadedSet): set = loadedSet
        case .failure(let error):
            problems.add(error)
            throw problems.diagnostics ?? error
        }
        if set.generamba == nil { checkConfiguredParameterNames(request, using: set, into: &problems) }
        let writable = try writableModules(modules, of: request, into: &problems)
        var plan = try plan(request, using: set, checkingDisk: true, problems: problems, modules: writable)
        try placeSupport(&plan, request: request)
        if generambaStyle {
            plan.warnings += modules.compactMap { ModuleName.conventionWarning(for: $0.value).map { Warning($0) } }
        }
        if let settings = request.packageTargets {
            try planPackageTargets(&plan, request: request, settings: settings, set: set)
        }
        if let lockDirectory = request.lockDirectory {
            var recorder = ModuleRecorder(lockDirectory: lockDirectory)
            recorder.library = library
            try recorder.record(&plan, request: request)
        }
        if let project = request.xcode.project {
            plan.xcodeProject = try XcodeProjectUpdate.plan(adding: plan.files, to: project, settings: request.xcode)
            if let warning = Self.testsWithoutTarget(plan, set: set, project: project, request: request) {
                plan.warnings.append(warning)
            }
        }
        return plan
    }

    /// The problems of loading the set a config file names: an unknown set (the one usage problem loading reports)
    /// is the config's bad data at the name's place there; the set's own problems are left as they are.
    private static func locating(_ error: Diagnostics, at spot: SourceSpot?) -> Diagnostics {
        guard let spot, error.problems.count == 1, let problem = error.problems.first, problem.category == .usage,
            problem.location == nil
        else { return error }
        return Diagnostics([Diagnostic(.data, problem.message, at: spot.location)])
    }

    /// A config's parameters may be meant for any of the project's sets, so each must belong to at least one. The
    /// other sets are loaded only when a name is not one of `set`'s, so a valid config costs no extra parsing.
    private func checkConfiguredParameterNames(
        _ request: GenerationRequest, using set: TemplateSet, into problems: inout DiagnosticCollector
    ) {
        let own = Set(set.parameters.map(\.name))
        let foreign = request.configuredParameters.filter { !own.contains($0.key) }
        guard !foreign.isEmpty else { return }
        var known = own
        for (name, _) in library.availableSets() where name != set.name {
            if let other = try? library.load(name) { known.formUnion(other.parameters.map(\.name)) }
        }
        for assignment in foreign where !known.contains(assignment.key) {
            let key = assignment.key
            let suggestion = nearestName(to: key, in: Array(known)).map { " (did you mean '\($0)'?)" } ?? ""
            let message =
                "parameter '\(key)' belongs to no template set\(suggestion); known: "
                + known.sorted().joined(separator: ", ")
            if let spot = assignment.keySpot {
                problems.add(Diagnostic(.data, message, at: spot.location))
            } else {
                problems.add(Diagnostic(.data, "\(request.configName): \(message)"))
            }
        }
    }

    /// Plans a run with an already loaded set. Without `checkingDisk` nothing on disk is looked at, so a template
    /// set can be checked (`template lint`) without an output directory.
    public func plan(_ request: GenerationRequest, using set: TemplateSet, checkingDisk: Bool) throws(Diagnostics)
        -> GenerationPlan
    {
        var problems = DiagnosticCollector()
        let modules = checkedModules(request, generambaStyle: set.generamba != nil, into: &problems)
        return try plan(request, using: set, checkingDisk: checkingDisk, problems: problems, modules: modules)
    }

    /// The valid module names of `request`; every bad or repeated name, and a bad prefix or target, is a problem.
    private func checkedModules(
        _ request: GenerationRequest, generambaStyle: Bool = false, into problems: inout DiagnosticCollector
    ) -> [ModuleName] {
        var modules: [ModuleName] = []
        var seenNames: [String: String] = [:]
        if request.moduleNames.isEmpty {
            problems.add(
                Diagnostic(
                    .usage,
                    "no module name given; run '\(Remedy.command(.module, arguments: ["NAME"]))', e.g. "
                        + "'\(Remedy.command(.module, arguments: ["Search"]))'"))
        }
        for name in request.moduleNames {
            do {
                let module = try ModuleName(validating: name, generambaStyle: generambaStyle)
                if let earlier = seenNames[name.lowercased()] {
                    let difference = earlier == name ? "" : " (as '\(earlier)', which differs only in case)"
                    problems.add(
                        Diagnostic(.usage, "module '\(name)' is given twice\(difference); name each module once"))
                    continue
                }
                seenNames[name.lowercased()] = name
                modules.append(module)
            } catch {
                problems.add(error)
            }
        }
        checkIdentifier(request.prefix, "prefix", .prefix, allowEmpty: true, at: request.prefixSpot, into: &problems)
        checkIdentifier(request.target, "target", .target, allowEmpty: false, at: request.targetSpot, into: &problems)
        return modules
    }

    private func plan(
        _ request: GenerationRequest, using set: TemplateSet, checkingDisk: Bool, problems: DiagnosticCollector,
        modules: [ModuleName]
    ) throws(Diagnostics) -> GenerationPlan {
        if let generamba = set.generamba {
            var plan = try planGenerambaSet(
                request, using: set, generamba: generamba, checkingDisk: checkingDisk, problems: problems,
                modules: modules)
            plan.templateIdentity = (set.contentHash, set.origin, set.version)
            return Self.relocated(plan, into: request.moduleFolder, tests: request.testsModuleFolder)
        }
        var problems = problems
        let testsLeftOut = Self.testsLeftOut(request, set: set)
        let parameters = ParameterResolver.resolve(
            request.parameterAssignments,
            configured: request.configuredParameters + Self.impliedParameters(request, set: set)
                + (testsLeftOut.map { [$0.0] } ?? []),
            configName: request.configName, for: set, into: &problems)
        var deploymentWarnings: [Warning] = []
        if checkingDisk, let module = modules.first {
            let variables = TemplateVariables.make(module: module, request: request, parameters: parameters)
            let shortfalls = Self.deploymentProblems(of: set, request: request, variables: variables)
            shortfalls.refusals.forEach { problems.add($0) }
            deploymentWarnings = shortfalls.warnings
        }
        try PlannedFiles.checkRoots(of: request, checkingDisk: checkingDisk, problems: &problems)
        var planned = PlannedFiles(request: request, checkingDisk: checkingDisk)
        var insertionInputs: [(ModuleName, [String: TemplateValue])] = []
        var moduleVariables: [(ModuleName, [String: TemplateValue])] = []
        for (index, module) in modules.enumerated() {
            var variables = TemplateVariables.make(module: module, request: request, parameters: parameters)
            for file in set.files {
                do {
                    if let condition = file.condition, try condition.render(variables, now: request.now) != "true" {
                        continue
                    }
                    let path = try file.outputPath.render(variables, now: request.now)
                    guard
                        let target = planned.claim(
                            path, kind: file.kind, by: file.template.name, module: module,
                            invalidFix: "fix \"output\" in the manifest", twiceFix: "make the output paths differ",
                            into: &problems)
                    else { continue }
                    variables["file"] = TemplateVariables.file(path: path)
                    let contents = try file.template.render(
                        variables, snippets: set.snippets, now: request.now, limits: request.renderLimits)
                    planned.add(contents, path: path, target: target, kind: file.kind, module: module.value)
                } catch {
                    problems.add(Diagnostic(error))
                }
                try planned.checkRunLimit(after: file.template.name, problems: &problems)
            }
            variables["file"] = nil
            insertionInputs.append((module, variables))
            moduleVariables.append((module, variables))
            try progress?.planned(index + 1, of: modules.count, module: module.value)
        }
        // After every module's files, so that no insertion goes into a file the run writes.
        var insertions = InsertionPlanner(request: request, checkingDisk: checkingDisk, generatedFiles: planned.files)
        if checkingDisk, let problem = Self.parentProblem(parameters, of: set, request: request, modules: modules) {
            problems.add(problem)
            insertionInputs = []
        }
        for (module, variables) in insertionInputs where !set.insertions.isEmpty {
            insertions.plan(set, module: module, variables: variables, into: &problems)
        }
        let support = Self.renderSupport(
            set, modules: moduleVariables, request: request, moduleFiles: planned.files, into: &problems)
        try problems.check()
        let files = planned.files
        var plan = GenerationPlan(
            templateName: set.name, parameters: parameters, files: files, warnings: set.warnings + deploymentWarnings)
        plan.insertions = insertions.insertions
        plan.insertionEdits = insertions.edits
        plan.renderedInsertions = insertions.rendered
        plan.templateIdentity = (set.contentHash, set.origin, set.version)
        plan.support = support
        if let testsLeftOut { plan.notes.append(testsLeftOut.note) }
        return Self.relocated(plan, into: request.moduleFolder, tests: request.testsModuleFolder)
    }

    /// Reports `value` (`what`, the target or the prefix, set by `option`) if it is not a valid one
    /// (`SwiftIdentifier.problem`): usage (64) for an option, bad data (65) at `spot` for a value from a config file.
    func checkIdentifier(
        _ value: String, _ what: String, _ option: Remedy.Option, allowEmpty: Bool, at spot: SourceSpot?,
        into problems: inout DiagnosticCollector
    ) {
        guard !(allowEmpty && value.isEmpty),
            let message = SwiftIdentifier.problem(with: value, what: what, option: option)
        else {
            return
        }
        if let spot {
            problems.add(Diagnostic(.data, message, at: spot.location))
        } else {
            problems.add(Diagnostic(.usage, message))
        }
    }
}

/// The template set a plan uses, or why it could not be loaded. Its own type rather than `Result`: the generic
/// `Result<TemplateSet, Diagnostics>` has its `Error` requirement checked at run time, by a scan of every conformance
/// in the program, on every run.
private enum LoadedSet {
    case set(TemplateSet)
    case failure(Diagnostics)
}
