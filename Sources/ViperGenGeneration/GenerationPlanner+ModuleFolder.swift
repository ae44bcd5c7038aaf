import ViperGenTemplateSets

extension GenerationPlanner {
    /// `plan` with every file and folder whose path starts with its module's name as a folder (`EventList/…`) moved
    /// into `folder` (`EventListModule/…`), below the same root: a module whose folder was renamed after it was
    /// written (`adopt --module-folder`); tests move into `tests` instead when it is given (`--tests-module-folder`).
    /// Paths that do not start with the module's folder stay as they are.
    static func relocated(_ plan: GenerationPlan, into folder: String?, tests: String?) -> GenerationPlan {
        guard folder != nil || tests != nil else { return plan }
        let folderOf = { (kind: TemplateSet.File.Kind) -> String? in kind == .test ? tests ?? folder : folder }
        var moved = plan
        moved.files = plan.files.map { file in
            guard let folder = folderOf(file.kind),
                let path = relocated(file.relativePath, module: file.module, into: folder)
            else { return file }
            return GenerationPlan.File(
                root: file.root, relativePath: path, bytes: file.bytes, kind: file.kind, module: file.module,
                replacesExistingFile: file.replacesExistingFile, expectedContents: file.expectedContents,
                isXcodeResource: file.isXcodeResource)
        }
        moved.folders = plan.folders.map { entry in
            guard let folder = folderOf(entry.kind),
                let path = relocated(entry.relativePath, module: entry.module, into: folder)
            else { return entry }
            return GenerationPlan.Folder(
                root: entry.root, relativePath: path, kind: entry.kind, module: entry.module, exists: entry.exists)
        }
        return moved
    }

    /// `path` with its first component `module` replaced by `folder`; `nil` when it does not start so.
    private static func relocated(_ path: String, module: String, into folder: String) -> String? {
        guard path == module || path.hasPrefix(module + "/") else { return nil }
        return folder + path.dropFirst(module.count)
    }
}
