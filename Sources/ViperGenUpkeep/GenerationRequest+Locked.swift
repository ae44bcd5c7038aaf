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
    /// its recorded parameters. Recorded parameters the set no longer declares are left out, and so are recorded values
    /// that another set (a move, `update --template`) does not take.
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
        let isGenerambaSet = set.generamba != nil
        self.init(
            moduleNames: [module.name], templateName: set.name, configName: recorder.lockfileURL.path,
            projectName: "", target: "", codeDirectory: recorder.lockDirectory,
            testsDirectory: recorder.lockDirectory, date: GenerationDate(year: 1970, month: 1, day: 1),
            overwritesExistingFiles: true)
        RenderInput.restore(inputs.texts, into: &self)
        for setting in ModuleSetting.allCases { setting.restore(inputs, by: recorder, into: &self) }
        if let newDate { (date, now) = newDate }
        // A Generamba set takes every custom parameter as an assignment; a viper set checks its own. Moved to another
        // set (`update --template`), a module keeps only the recorded values that set takes: viper-classic's
        // `tests=true` gives way to viper's default, and `--param` chooses.
        var recorded = configuredParameters
        if set.name != module.template.name, !isGenerambaSet {
            recorded = recorded.filter { assignment in
                set.parameters.first { $0.name == assignment.key }?.value(from: assignment.value) != nil
            }
        }
        parameterAssignments = isGenerambaSet ? recorded + overrides : overrides
        configuredParameters = isGenerambaSet ? [] : recorded
        lockDirectory = recorder.lockDirectory
        if !limits.isEmpty {
            (renderLimits, runOutputLimit) = RenderLimits.viperGen(inputs.renderLimits.merging(limits) { $1 })
        }
    }
}
