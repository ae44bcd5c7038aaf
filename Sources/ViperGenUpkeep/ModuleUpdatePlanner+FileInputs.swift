import ViperGenFormats
import ViperGenGeneration
import ViperGenSupport
import ViperGenTemplateSets

/// The author and date one file was rendered with where they differ from its module's (`LockedFile.author`,
/// `LockedFile.date`): a file `update` created carries that run's.
struct FileInputs: Hashable, Sendable {
    /// `2026-11-22`, or `nil` for the module's date.
    var date: String?
    /// The author, or `nil` for the module's.
    var author: String?

    /// Whether the file has no inputs of its own.
    var isEmpty: Bool { date == nil && author == nil }
}

extension ModuleUpdatePlanner {
    /// The date and author of this run (`update`), which files it creates are rendered with and carry.
    package struct Creation: Sendable {
        var date: GenerationDate
        /// The run's author (git's `user.name`); empty when unknown, then new files take the module's.
        var author: String

        package init(date: GenerationDate, author: String) {
            self.date = date
            self.author = author
        }
    }

    /// `render` of `module` with the files that have inputs of their own rendered with those: the files the
    /// lockfile records so, and the files in `creating` (this run writes them first) with `creation`'s date and
    /// author. `newDate` (`--new-date`) renders every file with its date, so files keep only an author of their own.
    /// - Returns: the render, and the inputs of each file that has some, by path relative to the lockfile's folder.
    /// - Throws: `Diagnostics` with template errors.
    func applyingFileInputs(
        _ render: GenerationPlan, of module: LockedModule, request: GenerationRequest, set: TemplateSet,
        creating: Set<String>, newDate: Bool
    ) throws(Diagnostics) -> (render: GenerationPlan, inputs: [String: FileInputs]) {
        var own: [String: FileInputs] = [:]
        for file in module.files {
            var inputs = FileInputs(date: newDate ? nil : file.date, author: file.author)
            if inputs.author == request.author { inputs.author = nil }
            if !inputs.isEmpty { own[file.path] = inputs }
        }
        if let creation, !newDate {
            for path in creating {
                var inputs = FileInputs()
                if creation.date != request.date { inputs.date = creation.date.iso8601 }
                if !creation.author.isEmpty, creation.author != request.author { inputs.author = creation.author }
                own[path] = inputs.isEmpty ? nil : inputs
            }
        }
        guard !own.isEmpty else { return (render, [:]) }
        let result = try FileInputs.applied(
            own, to: render, request: request, set: set, library: library, recorder: recorder)
        return (result, own)
    }
}

extension FileInputs {
    /// `render` with each file of `own` (by path relative to the lockfile's folder) rendered again with its own date
    /// and author: one render per distinct pair of inputs, in a fixed order.
    /// - Throws: `Diagnostics` with template errors.
    static func applied(
        _ own: [String: FileInputs], to render: GenerationPlan, request: GenerationRequest, set: TemplateSet,
        library: TemplateLibrary, recorder: ModuleRecorder
    ) throws(Diagnostics) -> GenerationPlan {
        var result = render
        let groups = Set(own.values).sorted { ($0.date ?? "", $0.author ?? "") < ($1.date ?? "", $1.author ?? "") }
        for group in groups {
            var other = request
            if let text = group.date, let date = GenerationDate(iso8601: text) {
                other.date = date
                other.now = date.midnightSecondsSinceEpoch
            }
            if let author = group.author { other.author = author }
            let again = try GenerationPlanner(library: library).plan(other, using: set, checkingDisk: false)
            var bytes: [String: [UInt8]] = [:]
            for file in again.files { bytes[file.url.path] = file.bytes }
            result.files = result.files.map { file in
                guard let path = recorder.relativePath(file.url), own[path] == group,
                    let rendered = bytes[file.url.path]
                else { return file }
                return GenerationPlan.File(
                    root: file.root, relativePath: file.relativePath, bytes: rendered, kind: file.kind,
                    module: file.module, replacesExistingFile: file.replacesExistingFile,
                    expectedContents: file.expectedContents, isXcodeResource: file.isXcodeResource)
            }
        }
        return result
    }
}
