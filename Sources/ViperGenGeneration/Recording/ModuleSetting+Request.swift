import ViperGenConfig
import ViperGenEngine
import ViperGenFormats
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ModuleSetting {
    /// Writes the setting's value in `request` into the lockfile members its row declares (`lockfileKeys`), as
    /// `module` records the module `name` written as `files`. One exhaustive `switch`, so that a setting added to
    /// the table does not compile until it is recorded. Rows are recorded in `allCases` order: `xcodeProject`
    /// makes `inputs.xcode`, which the Xcode rows after it fill in.
    /// - Returns: `false` when a recorded path lies outside the lockfile's folder, which a lockfile cannot hold.
    package func record(
        _ request: GenerationRequest, module name: String, files: [GenerationPlan.File], plan: GenerationPlan,
        by recorder: ModuleRecorder, into inputs: inout LockedInputs
    ) -> Bool {
        switch self {
        case .output:
            guard let path = recorder.relativePath(request.codeDirectory) else { return false }
            inputs.output = path
        case .testsOutput:
            guard let path = recorder.relativePath(request.testsDirectory) else { return false }
            inputs.testsOutput = path
            inputs.testsOutputChosen = request.hasChosenTestsDirectory
        case .moduleFolder: inputs.moduleFolder = request.moduleFolder
        case .testsModuleFolder: inputs.testsModuleFolder = request.testsModuleFolder
        case .productModuleName: inputs.productModuleName = request.productModuleName
        case .xcodeProject:
            guard let project = request.xcode.project else { return true }
            guard let path = recorder.relativePath(project) else { return false }
            inputs.xcode = LockedXcode(project: path)
        case .xcodeTargets: inputs.xcode?.codeTargets = request.xcode.codeTargets
        case .xcodeTestTargets: inputs.xcode?.testTargets = request.xcode.testTargets
        case .xcodeGroup: inputs.xcode?.codeGroup = request.xcode.codeGroup
        case .xcodeTestGroup: inputs.xcode?.testGroup = request.xcode.testGroup
        case .logicalGroups: inputs.xcode?.logicalGroups = request.xcode.createsLogicalGroups
        case .renderLimits:
            inputs.renderLimits = RenderLimits.changed(file: request.renderLimits, runBytes: request.runOutputLimit)
        case .packageTargets:
            // The targets `--add-target` declares for the module (see `GenerationPlanner.targets(of:dependencies:)`),
            // so that `remove` can take them out; a manifest outside the lockfile's folder is not recorded.
            guard let targets = request.packageTargets else { return true }
            // A module made a target of its own is its own Swift module: its templates read its name as `target`
            // (`TemplateVariables`), and so must its update, which knows nothing of the package.
            inputs.texts[RenderInput.target.lockfileKey] = name
            if let package = targets.package,
                let manifest = recorder.relativePath(package.appending(path: PackageManifestUpdate.manifestName))
            {
                let kinds = Set(files.map(\.kind))
                inputs.package = LockedPackage(
                    manifest: manifest,
                    targets: (kinds.contains(.code) ? [name] : []) + (kinds.contains(.test) ? [name + "Tests"] : []))
            }
        case .date:
            inputs.date = request.date.iso8601
            inputs.time = request.now
        case .parameters:
            for (key, value) in plan.parameters {
                switch value {
                case .bool(let flag): inputs.parameters[key] = .bool(flag)
                default: inputs.parameters[key] = .string(value.text ?? "")
                }
            }
        }
        return true
    }

    /// Sets the setting in `request` to its value in `inputs` (a lockfile entry's), as `update` renders the module
    /// again: the other half of `record`, one exhaustive `switch` too. A setting `update` does not apply says why.
    package func restore(_ inputs: LockedInputs, by recorder: ModuleRecorder, into request: inout GenerationRequest) {
        switch self {
        case .output: request.codeDirectory = recorder.url(inputs.output)
        case .testsOutput:
            request.testsDirectory = recorder.url(inputs.testsOutput)
            request.hasChosenTestsDirectory = inputs.testsOutputChosen
        case .moduleFolder: request.moduleFolder = inputs.moduleFolder
        case .testsModuleFolder: request.testsModuleFolder = inputs.testsModuleFolder
        case .productModuleName: request.productModuleName = inputs.productModuleName
        case .xcodeProject: request.xcode.project = inputs.xcode.map { recorder.url($0.project) }
        case .xcodeTargets: request.xcode.codeTargets = inputs.xcode?.codeTargets ?? []
        case .xcodeTestTargets: request.xcode.testTargets = inputs.xcode?.testTargets ?? []
        case .xcodeGroup: request.xcode.codeGroup = inputs.xcode?.codeGroup
        case .xcodeTestGroup: request.xcode.testGroup = inputs.xcode?.testGroup
        case .logicalGroups: request.xcode.createsLogicalGroups = inputs.xcode?.logicalGroups ?? false
        case .renderLimits: (request.renderLimits, request.runOutputLimit) = RenderLimits.viperGen(inputs.renderLimits)
        case .packageTargets:
            // Not applied: the targets are declared once, by `module`; the module's name is restored as `target`
            // with the text inputs, and `remove` reads `inputs.package` itself.
            break
        case .date:
            let date = GenerationDate(iso8601: inputs.date) ?? GenerationDate(year: 1970, month: 1, day: 1)
            request.date = date
            // A lockfile written before the time was recorded: the recorded day's midnight (UTC) stands for it.
            request.now = inputs.time ?? date.midnightSecondsSinceEpoch
        case .parameters:
            // As configured parameters, under any `--param` of the run; a Generamba set takes them as assignments
            // (`GenerationRequest.init(recorded:…)`).
            request.configuredParameters = inputs.parameters.keys.sorted().map {
                ParameterAssignment($0, inputs.parameters[$0]!.assignment)
            }
        }
    }
}
