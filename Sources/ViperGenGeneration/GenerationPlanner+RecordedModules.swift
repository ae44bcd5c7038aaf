import ViperGenFormats
import ViperGenSupport
import ViperGenTemplateSets

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension GenerationPlanner {
    /// The modules of `modules` that `module` may write again, and a refusal for each of the others: a module the
    /// lockfile records in the same folders is kept up to date by `update`, not made again.
    ///
    /// Without `--force`, one line names the recorded module and the commands that keep it (instead of an "already
    /// exists" line for each of its files). With `--force`, a module whose recorded files were edited since
    /// viper-gen wrote them is refused, one line an edited file, so that `--force` never replaces edits unnamed; the
    /// explicit way to start afresh is `remove --force`, then `module`.
    /// - Throws: `Diagnostics` for a lockfile that cannot be read (see `ModuleRecorder.load()`).
    func writableModules(
        _ modules: [ModuleName], of request: GenerationRequest, into problems: inout DiagnosticCollector
    ) throws(Diagnostics) -> [ModuleName] {
        guard let lockDirectory = request.lockDirectory else { return modules }
        let recorder = ModuleRecorder(lockDirectory: lockDirectory)
        let lockfile = try recorder.load().lockfile
        guard !lockfile.modules.isEmpty, let output = recorder.relativePath(request.codeDirectory) else {
            return modules
        }
        return modules.filter { module in
            guard let recorded = lockfile.modules[module.value], recorded.inputs.output == output else { return true }
            let refusals =
                request.overwritesExistingFiles
                ? editedFiles(of: recorded, recorder: recorder).map {
                    refusalToReplace(edited: recorder.url($0).path, of: recorded)
                }
                : [refusalToMakeAgain(recorded, lockfile: recorder.lockfileURL.path)]
            refusals.forEach { problems.add($0) }
            return refusals.isEmpty
        }
    }

    /// The recorded files of `module` whose bytes on disk differ from what viper-gen last wrote there. Only regular
    /// files inside the project are read, and no further than their recorded size.
    private func editedFiles(of module: LockedModule, recorder: ModuleRecorder) -> [String] {
        module.files.compactMap { file in
            let path = recorder.url(file.path).path
            guard recorder.confinement.problem(with: path) == nil, FileSystem.fileType(path) == .regular else {
                return nil
            }
            // A larger file is refused unread by the limit; a smaller one's hash differs.
            guard case .bytes(let bytes) = FileSystem.readRegularFile(atPath: path, limit: file.size) else {
                return file.path
            }
            return SHA256.hex(bytes) == file.sha256 ? nil : file.path
        }
    }

    private func refusalToMakeAgain(_ module: LockedModule, lockfile: String) -> Diagnostic {
        let name = module.name
        return Diagnostic(
            .cannotCreate,
            "module \(name) is recorded in \(lockfile) already; nothing was written: "
                + "'\(Remedy.command(.update, arguments: [name]))' brings it up to date with its template set and "
                + "keeps your edits, '\(Remedy.command(.check))' shows what changed, "
                + "'\(Remedy.command(.remove, arguments: [name]))' removes it, and \(Remedy.option(.force)) writes it "
                + "afresh")
    }

    private func refusalToReplace(edited path: String, of module: LockedModule) -> Diagnostic {
        let name = module.name
        return Diagnostic(
            .cannotCreate,
            "\(path) was edited since viper-gen wrote it; \(Remedy.option(.force)) does not replace a recorded "
                + "module's edits: keep them with '\(Remedy.command(.update, arguments: [name]))', or discard them "
                + "with '\(Remedy.command(.remove, arguments: [name], options: [.force]))' and then "
                + "'\(Remedy.command(.module, arguments: [name]))'")
    }
}
