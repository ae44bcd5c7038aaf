import ViperGenConfig
import ViperGenEngine
import ViperGenGeneration
import ViperGenSupport
import ViperGenTemplateSets

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension TemplatesCommand {
    /// `templates copy [SET] [--as NAME]`: writes the built-in set `SET` (default `viper`), as the binary holds it,
    /// into the project's template folder as `NAME` (default `SET`), to edit. Named as the built-in set, the copy
    /// replaces it where the folder is searched, and the modules recorded with it stay up to date because its files
    /// are the same; under another name the manifest's `"name"` is the new one. Written all or nothing under the
    /// folder's run lock; an existing folder is replaced only with `--force`.
    func copy(_ requested: String?, options: TemplatesOptions, config: ProjectConfig?) throws(Diagnostics) -> Int32 {
        let setName = requested ?? TemplateLibrary.defaultSetName
        let builtIn = TemplateLibrary.builtInNames
        guard builtIn.contains(setName) else {
            let suggestion = nearestName(to: setName, in: builtIn).map { "did you mean '\($0)'? " } ?? ""
            throw Diagnostics([
                Diagnostic(
                    .usage,
                    "'\(setName)' is not a built-in set; \(suggestion)'templates copy' copies one of: "
                        + builtIn.joined(separator: ", "))
            ])
        }
        let name = options.copyName ?? setName
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
            throw Diagnostics([
                Diagnostic(.usage, "invalid template name '\(name)' for --as: use letters, digits, '-' and '_'")
            ])
        }
        let folder = try destinationFolder(for: name, options: options, config: config)
        let setFolder = folder.appending(path: name)
        let shown = RunReport.displayPath(setFolder, from: context.currentDirectory)
        var contents = TemplateLibrary.builtInFiles(of: setName)
        if name != setName, let manifest = contents[TemplateSetLoader.manifestName] {
            contents[TemplateSetLoader.manifestName] = Self.renamed(manifest, from: setName, to: name)
        }
        let files = contents.map { path, text in
            GenerationPlan.File(
                root: folder, relativePath: "\(name)/\(path)", contents: text, kind: .code, module: name,
                replacesExistingFile: FileSystem.fileType(folder.appending(path: "\(name)/\(path)").path) != nil)
        }.sorted { $0.relativePath < $1.relativePath }
        try CommitStep.run(places: [folder], dryRun: false, in: context.commitSurroundings) {
            () throws(Diagnostics) -> (changes: ChangeSet?, result: Void) in
            if FileSystem.fileType(setFolder.path) != nil, !options.force {
                throw Diagnostics([
                    Diagnostic(
                        .cannotCreate,
                        "\(shown) already exists; nothing was written; pass --force to replace its files with the "
                            + "built-in set's, or name the copy otherwise with --as NAME")
                ])
            }
            return (ChangeSet(files: files), ())
        }
        for file in files {
            let verb = file.replacesExistingFile ? "replaced" : "created"
            context.console.output("\(verb) \(RunReport.displayPath(file.url, from: context.currentDirectory))\n")
        }
        let isSearched = context.projectTemplateDirectories(config: config).contains {
            $0.standardizedFileURL.path == folder.standardizedFileURL.path
        }
        if !isSearched, options.templateDirectories.isEmpty {
            let listed = RunReport.displayPath(folder, from: config?.directory ?? context.currentDirectory)
            context.console.output(
                "note: add \"templateDirectories\": [\"\(listed)\"] to \(ProjectConfig.fileName), or pass "
                    + "--template-dir, to use it\n")
        } else if name == setName {
            context.console.output(
                "note: \(shown) replaces the built-in set '\(setName)'; modules made with it stay up to date until you "
                    + "edit the copy; then 'viper-gen outdated' lists them and 'viper-gen update' brings them along\n")
        }
        return 0
    }

    /// The manifest `text` with its top-level `"name": "<old>"` (the first one, which the built-in manifests begin
    /// with) naming `new` instead.
    private static func renamed(_ text: String, from old: String, to new: String) -> String {
        var text = text
        guard let range = text.firstRange(of: "\"name\": \"\(old)\"") else { return text }
        text.replaceSubrange(range, with: "\"name\": \"\(new)\"")
        return text
    }
}
