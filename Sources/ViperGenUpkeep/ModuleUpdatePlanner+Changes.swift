import ViperGenFormats
import ViperGenGeneration
import ViperGenSupport

/// What a set's change does to one module's files: the new render against the base.
package struct TemplateChanges: Sendable, Equatable {
    /// Files the set makes now and did not before (paths relative to the lockfile's folder).
    package var added: [String] = []
    /// Files it made before and no longer makes.
    package var removed: [String] = []
    /// Files whose render changed.
    package var changed: [String] = []
}

extension ModuleUpdatePlanner {
    /// The files the set as it is now adds, removes and changes in `module`, compared with its base, and, given the
    /// `lockfile`, in the support files it renders for the module (compared with their base).
    /// - Throws: `Diagnostics`: a missing base or set (65), template errors.
    package func templateChanges(of module: LockedModule, in lockfile: Lockfile? = nil) throws(Diagnostics)
        -> TemplateChanges
    {
        let base = try recorder.base(of: module)
        let set = try sets.load(module.template, module: module.name)
        let request = GenerationRequest(
            recorded: module, set: set, recorder: recorder, overrides: [], newDate: nil, limits: renderLimits)
        let plain = try GenerationPlanner(library: library).plan(request, using: set, checkingDisk: false)
        let render = try applyingFileInputs(
            plain, of: module, request: request, set: set, creating: [], newDate: false
        ).render
        var changes = TemplateChanges()
        var rendered: Set<String> = []
        let absent = Set(module.absent)
        for file in render.files {
            guard let path = recorder.relativePath(file.url), !absent.contains(path) else { continue }
            rendered.insert(path)
            guard let old = base.files[path] else {
                changes.added.append(path)
                continue
            }
            if old != file.bytes { changes.changed.append(path) }
        }
        changes.removed = module.files.map(\.path).filter { !rendered.contains($0) }
        if let lockfile { try addSupportChanges(of: render.support, in: lockfile, to: &changes) }
        return changes
    }
}
