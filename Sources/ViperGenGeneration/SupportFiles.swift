import ViperGenEngine
import ViperGenFormats
import ViperGenSupport
import ViperGenTemplateSets

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A support file (`TemplateSet.support`) as a run renders it: written once below the same root as the modules'
/// files, for every module of the run whose condition holds.
package struct SupportFile: Equatable, Sendable {
    /// What a run does with a support file, once it has looked at the disk and the lockfile.
    package enum Action: String, Equatable, Sendable {
        /// Not rendered against the disk yet (`update`, `templates lint`).
        case rendered
        /// Written: there was none, or `--force` replaces one viper-gen did not record.
        case write
        /// On disk with exactly the rendered bytes but not recorded: recorded as it is.
        case adopt
        /// Recorded, and on disk with exactly the rendered bytes: the run's modules join its users.
        case join
        /// Recorded, but on disk with other bytes (edited, or the set changed): left as it is, the run's modules
        /// join its users, and a note points to `update`.
        case keep
    }

    /// The output root it is under (the code or the tests directory).
    package let root: URL
    /// The path below `root`, with `/` separators: `VIPER/Module.swift`.
    package let relativePath: String
    /// Code or test.
    package let kind: TemplateSet.File.Kind
    /// The rendered bytes.
    package let bytes: [UInt8]
    /// The modules of the run that use it, in the run's order.
    package let modules: [String]
    /// The template's path inside the set, for messages.
    package let source: String
    /// What the run does with it.
    package var action = Action.rendered

    /// The absolute path, normalized.
    package var normalizedPath: String { ProjectPath.normalized(root.path + "/" + relativePath) }
}

extension GenerationPlanner {
    /// Renders the support files of `set` for the run's `modules` (each with its variables): an entry is rendered
    /// when its condition holds for at least one module, with the variables of the first such module. When each
    /// module is a SwiftPM target of its own (`--add-target`), each target gets its own copy, inside its folder
    /// (`<Module>/` for code, `<Module>Tests/` for tests), rendered with that module's variables. A path that is
    /// invalid, that a module's file of the run takes, or that two entries make, is a problem. `lenientVariables`
    /// are those a Generamba set's templates may read past (`GenerambaScope.lenientVariables`).
    static func renderSupport(
        _ set: TemplateSet, modules: [(ModuleName, [String: TemplateValue])], request: GenerationRequest,
        moduleFiles: [GenerationPlan.File], lenientVariables: Set<String> = [],
        into problems: inout DiagnosticCollector
    ) -> [SupportFile] {
        var renderedFiles: [SupportFile] = []
        var taken = Set(moduleFiles.map { $0.normalizedPath.lowercased() })
        for file in set.support {
            do {
                var users: [(ModuleName, [String: TemplateValue])] = []
                for (module, variables) in modules {
                    if let condition = file.condition, try condition.render(variables, now: request.now) != "true" {
                        continue
                    }
                    users.append((module, variables))
                }
                // One copy for the run's target, or one a module when each module is a target of its own.
                let copies = request.packageTargets == nil ? Array(users.prefix(1)) : users
                for (module, moduleVariables) in copies {
                    var variables = moduleVariables
                    let rendered = try file.outputPath.render(
                        variables, now: request.now, lenientVariables: lenientVariables)
                    if let reason = OutputPathCheck.problem(with: rendered) {
                        problems.add(
                            Diagnostic(
                                .data,
                                "output path '\(rendered)' of support file \(file.source) is invalid: \(reason); fix "
                                    + "\"output\" in the manifest's \"support\""))
                        break
                    }
                    let path =
                        request.packageTargets == nil
                        ? rendered : packageTargetFolder(of: module.value, kind: file.kind) + "/" + rendered
                    let root = file.kind == .code ? request.codeDirectory : request.testsDirectory
                    let target = ProjectPath.normalized(root.path + "/" + path)
                    guard taken.insert(target.lowercased()).inserted else {
                        problems.add(
                            Diagnostic(
                                .data,
                                "\(target) would be written twice in this run (support file \(file.source) and "
                                    + "another file of the set); make the output paths differ"))
                        continue
                    }
                    variables["file"] = TemplateVariables.file(path: path)
                    let contents = try file.template.render(
                        variables, snippets: set.snippets, now: request.now, lenientVariables: lenientVariables,
                        limits: request.renderLimits)
                    renderedFiles.append(
                        SupportFile(
                            root: root, relativePath: path, kind: file.kind, bytes: Array(contents.utf8),
                            modules: request.packageTargets == nil ? users.map(\.0.value) : [module.value],
                            source: file.source))
                }
            } catch {
                problems.add(Diagnostic(error))
            }
        }
        return renderedFiles
    }

    /// Decides what the run does with each of `plan`'s support files, from the disk and the lockfile's record: one
    /// that is not on disk is written; one on disk with the rendered bytes is adopted (or joined, when recorded); a
    /// recorded one with other bytes is kept as it is, with a note; one with other bytes that viper-gen did not
    /// record is refused as any existing file is (73), unless the request overwrites existing files. The files to
    /// write join `plan.files` (module `""`: no module owns them).
    /// - Throws: `Diagnostics` with every refusal, and for a lockfile that cannot be read.
    func placeSupport(_ plan: inout GenerationPlan, request: GenerationRequest) throws(Diagnostics) {
        guard !plan.support.isEmpty else { return }
        let recorder = request.lockDirectory.map(ModuleRecorder.init(lockDirectory:))
        let recorded = try recorder?.load().lockfile.support ?? []
        var problems = DiagnosticCollector()
        for index in plan.support.indices {
            let file = plan.support[index]
            let path = file.normalizedPath
            let relative = recorder?.relativePath(normalized: path)
            let record = relative.flatMap { relative in recorded.first { $0.path == relative } }
            let disk = FileManager.default.contents(atPath: path).map { [UInt8]($0) }
            let action: SupportFile.Action
            switch (disk, record) {
            case (nil, _): action = .write
            case (let bytes?, _?) where bytes == file.bytes: action = .join
            case (let bytes?, nil) where bytes == file.bytes: action = .adopt
            case (_?, _?): action = .keep
            case (_?, nil):
                guard request.overwritesExistingFiles else {
                    problems.add(
                        OutputPathCheck.diskProblem(
                            rootPath: file.root.normalizedPath, relativePath: file.relativePath, overwrite: false)
                            ?? Diagnostic(.cannotCreate, "\(path) exists"))
                    continue
                }
                action = .write
            }
            plan.support[index].action = action
            if action == .keep {
                let users = file.modules.joined(separator: ", ")
                plan.notes.append(
                    "\(relative ?? path) differs from what template set '\(plan.templateName)' makes now (edited, or "
                        + "the set changed), so it was not rewritten; \(users) use\(file.modules.count == 1 ? "s" : "") "
                        + "it as it is; run '\(Remedy.command(.update))' to merge the set's version into it")
            }
            guard action == .write else { continue }
            if let problem = OutputPathCheck.diskProblem(
                rootPath: file.root.normalizedPath, relativePath: file.relativePath, overwrite: true)
            {
                problems.add(problem)
                continue
            }
            plan.files.append(
                GenerationPlan.File(
                    root: file.root, relativePath: file.relativePath, bytes: file.bytes, kind: file.kind, module: "",
                    replacesExistingFile: disk != nil))
        }
        try problems.check()
    }
}
