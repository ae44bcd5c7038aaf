import ViperGenConfig
import ViperGenFormats
import ViperGenGeneration
import ViperGenSupport
import ViperGenTemplateSets

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Plans `viper-gen adopt` under the run lock (`CommitStep`), on the lockfile as the last run wrote it: refuses a
/// module recorded already (unless forced) and a name that differs from a recorded one only in letter case, chooses
/// what the base is rendered from (the options, or, for a module recorded already and not reshaped, its recorded
/// inputs and its set as it is now), adopts the module (`ModuleAdoption`), and checks that no path it records is
/// another module's. The change is the lockfile, the module's base and the support files' base (the support files
/// the module uses are recorded as `module` records them); no file of the module is written.
package struct AdoptionPlanner {
    /// The lockfile's folder.
    let recorder: ModuleRecorder
    /// Where template sets are looked up.
    let library: TemplateLibrary
    /// Paths relative to the lockfile's folder that no module may record (the config file), checked when a module
    /// recorded already is adopted again from its entry.
    package var reserved: [String] = []

    /// Creates a planner that records modules in `recorder`'s lockfile and looks sets up in `library`.
    package init(recorder: ModuleRecorder, library: TemplateLibrary) {
        self.recorder = recorder
        self.library = library
    }

    /// What one adoption is asked for.
    package struct Request {
        /// The module adopted.
        package var name: String
        /// The request made from the options, which a first adoption (or a reshaping one) renders.
        package var request: GenerationRequest
        /// Whether a module recorded already is recorded again.
        package var force = false
        /// Whether the options choose another set, other folders or other targets than a recorded module's, so
        /// that a forced adoption starts from them, as a first one does.
        package var reshapes = false
        /// The render inputs given as options, by lockfile key: over the recorded ones, and never read from headers.
        package var inputs: [String: String] = [:]
        /// The date given (`--date`): over the headers' and the recorded one.
        package var date: GenerationDate?
        /// The parameter values given, over the recorded ones.
        package var overrides: [ParameterAssignment] = []
        /// The render limits this run sets (`RenderLimits.given`), over the recorded ones.
        package var renderLimits: [String: Int] = [:]
        /// The folder the module's files stand in, when not named as the module (`--module-folder`).
        package var moduleFolder: String?
        /// The folder the module's tests stand in below the tests' root, when not `moduleFolder`
        /// (`--tests-module-folder`).
        package var testsModuleFolder: String?

        /// Asks to adopt module `name`, rendered from `request` unless it is recorded again from its entry.
        package init(name: String, request: GenerationRequest) {
            self.name = name
            self.request = request
        }
    }

    /// The adoption, the set it was rendered from, and the changes that record it.
    package struct Result {
        /// What the adoption found and records.
        package var adoption: ModuleAdoption.Result
        /// The set the base was rendered from.
        package var set: TemplateSet
        /// The lockfile and the module's base, to write.
        package var changes: ChangeSet
    }

    /// Plans the adoption `asked`.
    /// - Throws: `Diagnostics`: a lockfile that does not read (65), a name that clashes in letter case (65), a
    ///   module recorded already without `force` (64), the set's and the adoption's problems, paths another module
    ///   records (65).
    package func plan(_ asked: Request) throws(Diagnostics) -> Result {
        let name = asked.name
        var request = asked.request
        let (lockfile, bytes) = try recorder.load()
        if let problem = recorder.caseClash(name, in: lockfile) { throw Diagnostics([problem]) }
        let recorded = lockfile.modules[name]
        if recorded != nil, !asked.force {
            throw Diagnostics([
                Diagnostic(
                    .usage,
                    "\(recorder.lockfileURL.path): module \(name) is recorded already; run "
                        + "'\(Remedy.command(.update, arguments: [name]))' to bring it up to date, or "
                        + "'\(Remedy.command(.adopt, arguments: [name], options: [.force]))' to record it again (its "
                        + "files stay as they are)")
            ])
        }
        let set: TemplateSet
        var readingHeaders: Set<HeaderInputs.Input> = []
        if let recorded, !asked.reshapes {
            // Recorded again with its recorded inputs and its set as it is now: nothing is deleted.
            try recorder.checkConfinement(of: lockfile, reserved: reserved)
            set = try LockedSetResolver(recorder: recorder, library: library).load(recorded.template, module: name)
            request = GenerationRequest(
                recorded: recorded, set: set, recorder: recorder, overrides: asked.overrides, newDate: nil,
                limits: asked.renderLimits)
            for input in RenderInput.all {
                if let value = asked.inputs[input.lockfileKey] { request[keyPath: input.request] = value }
            }
        } else {
            set = try library.load(request.templateName)
            let given: [(HeaderInputs.Input, Bool)] = [
                (.author, asked.inputs[RenderInput.author.lockfileKey] != nil),
                (.company, asked.inputs[RenderInput.company.lockfileKey] != nil),
                (.project, asked.inputs[RenderInput.project.lockfileKey] != nil), (.date, asked.date != nil),
            ]
            readingHeaders = Set(given.filter { !$0.1 }.map(\.0))
        }
        if let date = asked.date {
            request.date = date
            request.now = date.midnightSecondsSinceEpoch
        }
        request.moduleFolder = asked.moduleFolder ?? request.moduleFolder
        request.testsModuleFolder = asked.testsModuleFolder ?? request.testsModuleFolder
        request.lockDirectory = nil
        let adoption = try ModuleAdoption(recorder: recorder, library: library).adopt(
            request, using: set, readingHeaders: readingHeaders, recorded: recorded, recordedSupport: lockfile.support)
        var entry = adoption.entry
        entry.folders = recorded?.folders ?? []
        entry.inputs.package = recorded?.inputs.package
        var claims = PathClaims(lockfile: lockfile, lockfileURL: recorder.lockfileURL)
        // Its absent files too: a path is one module's, whether written or left out.
        let clashes = entry.claimedPaths.compactMap { claims.claim($0, by: name) }
        if !clashes.isEmpty { throw Diagnostics(clashes) }
        var updated = lockfile
        updated.modules[name] = entry
        // Its support files, as `module` records them: the module joins those recorded, the others on disk are
        // recorded with their render.
        var problems = DiagnosticCollector()
        let supportBase = recorder.recordSupport(
            of: adoption.render, recorded: [name], in: &updated, problems: &problems)
        try problems.check()
        var changes = ChangeSet(confinement: recorder.confinement)
        changes.recordFiles = recorder.recordFiles(
            updated, bases: [name: adoption.base], previousBytes: bytes, supportBase: supportBase)
        return Result(adoption: adoption, set: set, changes: changes)
    }
}
