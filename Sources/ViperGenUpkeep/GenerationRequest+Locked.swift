import ViperGenConfig
import ViperGenEngine
import ViperGenFormats
import ViperGenGeneration
import ViperGenSupport
import ViperGenTemplateSets

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension GenerationRequest {
    /// The request that renders `module` again exactly as it was recorded, with `overrides` (`--param`) on top of
    /// its recorded parameters. Recorded parameters the set no longer declares are left out.
    /// - Parameters:
    ///   - module: The lockfile entry.
    ///   - set: The set as it is now.
    ///   - recorder: The lockfile's folder, which the recorded paths are relative to.
    ///   - overrides: `--param` assignments of this run.
    ///   - newDate: The date and time of this run (`update --new-date`), or `nil` to render with the recorded ones,
    ///     so that a module whose set uses the date renders the same as when it was written.
    ///   - limits: The render limits this run sets (`RenderLimits.given`), over those the module recorded.
    package init(
        recorded module: LockedModule, set: TemplateSet, recorder: ModuleRecorder,
        overrides: [ParameterAssignment], newDate: (date: GenerationDate, now: Int?)?, limits: [String: Int] = [:]
    ) {
        let inputs = module.inputs
        let recorded = inputs.parameters.keys.sorted().map {
            ParameterAssignment($0, inputs.parameters[$0]!.assignment)
        }
        let recordedDate = GenerationDate(iso8601: inputs.date) ?? GenerationDate(year: 1970, month: 1, day: 1)
        let date = newDate?.date ?? recordedDate
        // A lockfile written before the time was recorded: the recorded day's midnight (UTC) stands for it.
        let now = if let newDate { newDate.now } else { inputs.time ?? recordedDate.midnightSecondsSinceEpoch }
        var xcode = XcodeProjectSettings()
        if let locked = inputs.xcode {
            xcode.project = recorder.url(locked.project)
            xcode.codeTargets = locked.codeTargets
            xcode.testTargets = locked.testTargets
            xcode.codeGroup = locked.codeGroup
            xcode.testGroup = locked.testGroup
            xcode.createsLogicalGroups = locked.logicalGroups
        }
        let isGenerambaSet = set.generamba != nil
        self.init(
            moduleNames: [module.name], templateName: set.name,
            // A Generamba set takes every custom parameter as an assignment; a viper set checks its own.
            configName: recorder.lockfileURL.path,
            projectName: "", target: "", codeDirectory: recorder.url(inputs.output),
            testsDirectory: recorder.url(inputs.testsOutput), date: date,
            now: now, overwritesExistingFiles: true, xcode: xcode, productModuleName: inputs.productModuleName)
        RenderInput.restore(inputs.texts, into: &self)
        // A Generamba set takes every custom parameter as an assignment; a viper set checks its own.
        parameterAssignments = isGenerambaSet ? recorded + overrides : overrides
        configuredParameters = isGenerambaSet ? [] : recorded
        hasChosenTestsDirectory = inputs.testsOutputChosen
        moduleFolder = inputs.moduleFolder
        testsModuleFolder = inputs.testsModuleFolder
        lockDirectory = recorder.lockDirectory
        (renderLimits, runOutputLimit) = RenderLimits.viperGen(inputs.renderLimits.merging(limits) { $1 })
    }
}
