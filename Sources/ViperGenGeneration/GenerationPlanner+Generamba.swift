import ViperGenEngine
import ViperGenSupport
import ViperGenTemplateSets

extension GenerationPlanner {
    /// Plans a run of a Generamba set exactly as Generamba 1.6 lays files out: per module, the rambaspec is rendered
    /// with the module's scope and read; each entry's file name is its `custom_name` (else
    /// `{{ prefix }}{{ module_info.name }}{{ module_info.file_basename }}`) rendered with `file_basename` set; the
    /// file goes to `<root>/<Module>/<folder of the entry's name>/<file name>`; an entry without `path` is an empty
    /// folder. `--param` values become `custom_parameters`, all strings.
    func planGenerambaSet(
        _ request: GenerationRequest, using set: TemplateSet, generamba: GenerambaSet, checkingDisk: Bool,
        problems: DiagnosticCollector, modules: [ModuleName]
    ) throws(Diagnostics) -> GenerationPlan {
        var problems = problems
        var customParameters: [String: String] = [:]
        for assignment in request.parameterAssignments { customParameters[assignment.key] = assignment.value.text }
        let parameters = customParameters.mapValues { TemplateValue.string($0) }
        try PlannedFiles.checkRoots(of: request, checkingDisk: checkingDisk, problems: &problems)

        var planned = PlannedFiles(request: request, checkingDisk: checkingDisk)
        var folders: [GenerationPlan.Folder] = []
        var warnings = set.warnings
        var moduleVariables: [(ModuleName, [String: TemplateValue])] = []
        for (index, module) in modules.enumerated() {
            // The module before is planned (this loop's body may end early, with a problem).
            if index > 0 { try progress?.planned(index, of: modules.count, module: modules[index - 1].value) }
            let base = TemplateVariables.make(module: module, request: request, parameters: parameters)
            let scope = Self.generambaScope(module: module, request: request, customParameters: customParameters)
            let spec: Rambaspec
            do {
                spec = try generamba.read(
                    variables: scope.variables(over: base, fileName: "", fileBasename: ""), renderedFor: module.value,
                    now: request.now
                ).spec
            } catch {
                problems.add(error)
                continue
            }
            moduleVariables.append((module, scope.variables(over: base, fileName: "", fileBasename: "")))
            // Generamba writes test files only when the Rambafile (or --test_path) says where.
            for entry in spec.entries where entry.kind == .code || request.hasChosenTestsDirectory {
                let root = entry.kind == .code ? request.codeDirectory : request.testsDirectory
                let rootPath = root.normalizedPath
                let described = "entry \"\(entry.name)\" of \(generamba.specPath)"
                guard let source = entry.path else {
                    let relative = module.value + "/" + GenerambaPaths.folder(ofEntryNamed: entry.name)
                    if let reason = OutputPathCheck.problem(with: relative) {
                        if let blame = Self.longNameProblem(in: relative, module: module, request: request) {
                            problems.add(blame)
                            continue
                        }
                        problems.add(Diagnostic(.data, "folder '\(relative)' of \(described) is invalid: \(reason)"))
                        continue
                    }
                    if checkingDisk, let problem = planned.folderProblem(relative, root: root) {
                        problems.add(problem)
                        continue
                    }
                    folders.append(
                        GenerationPlan.Folder(
                            root: root, relativePath: relative, kind: entry.kind, module: module.value,
                            exists: checkingDisk && FileSystem.fileType(joinedPath(rootPath, relative)) != nil))
                    continue
                }
                do {
                    let nameTemplate = try LiquidTemplate(
                        parsing: entry.customName ?? TemplateSetLoader.generambaDefaultFileName,
                        name: "\(generamba.specPath) (rendered for \(module.value)): name of \"\(entry.name)\"")
                    let fileName = try nameTemplate.render(
                        scope.variables(
                            over: base, fileName: "",
                            fileBasename: GenerambaPaths.basename(ofEntryNamed: entry.name)),
                        now: request.now, lenientVariables: GenerambaScope.lenientVariables)
                    let group = GenerambaPaths.group(ofEntryNamed: entry.name).map { $0 + "/" } ?? ""
                    let relative = module.value + "/" + group + fileName
                    guard
                        let target = planned.claim(
                            relative, kind: entry.kind, by: described, module: module,
                            invalidFix: "fix its \"name\" or \"custom_name\"", twiceFix: "make the names differ",
                            into: &problems)
                    else { continue }
                    // Found as a case-insensitive disk finds it; a case-only match warns once, like the set's load.
                    let match = generamba.lookUp(source)
                    let (problem, warning) = generamba.describe(match, path: source, entry: entry.name)
                    if let warning, !warnings.contains(Warning(warning)) { warnings.append(Warning(warning)) }
                    guard problem == nil, let found = match.found, let template = try generamba.template(at: found)
                    else {
                        let missing = "\(described): no file '\(source)' in the set; fix its \"path\""
                        problems.add(Diagnostic(.data, match == .none ? missing : problem ?? missing))
                        continue
                    }
                    var variables = scope.variables(over: base, fileName: fileName, fileBasename: "")
                    variables["file"] = TemplateVariables.file(path: relative)
                    let contents = try template.render(
                        variables, snippets: set.snippets, now: request.now,
                        lenientVariables: GenerambaScope.lenientVariables, limits: request.renderLimits)
                    planned.add(
                        contents, path: relative, target: target, kind: entry.kind, module: module.value,
                        isXcodeResource: entry.isResource)
                } catch let error as TemplateErrors {
                    problems.add(error)
                } catch let error as TemplateError {
                    problems.add(Diagnostic(error))
                } catch {
                    preconditionFailure("unexpected error \(error)")
                }
                try planned.checkRunLimit(after: described, problems: &problems)
            }
        }
        if let last = modules.last { try progress?.planned(modules.count, of: modules.count, module: last.value) }
        // Support files as Generamba writes test files: only where the tests have a folder.
        let supportSet = request.hasChosenTestsDirectory ? set : set.withoutTestSupport
        let support = Self.renderSupport(
            supportSet, modules: moduleVariables, request: request, moduleFiles: planned.files,
            lenientVariables: GenerambaScope.lenientVariables, into: &problems)
        try problems.check()
        var plan = GenerationPlan(
            templateName: set.name, parameters: parameters, files: planned.files, folders: folders, warnings: warnings)
        plan.support = support
        return plan
    }

    /// The Generamba variables of `module` for `request`.
    static func generambaScope(
        module: ModuleName, request: GenerationRequest, customParameters: [String: String]
    ) -> GenerambaScope {
        let date = request.date
        let twoDigits = { (number: Int) in number < 10 ? "0\(number)" : String(number) }
        return GenerambaScope(
            moduleName: module.value,
            description: request.moduleDescription.isEmpty ? "\(module.value) module" : request.moduleDescription,
            projectName: request.projectName,
            productModuleName: request.productModuleName
                ?? SwiftIdentifier.generambaModuleName(from: request.projectName),
            projectTargets: request.xcode.codeTargets, testTargets: request.xcode.testTargets, author: request.author,
            company: request.company, date: "\(twoDigits(date.day))/\(twoDigits(date.month))/\(date.year)",
            year: String(date.year), prefix: request.prefix, customParameters: customParameters)
    }
}
