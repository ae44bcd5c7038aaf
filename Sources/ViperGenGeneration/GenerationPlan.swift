import ViperGenEngine
import ViperGenSupport
import ViperGenTemplateSets

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A render of a template set for a run's modules: the set's name and parameters, the files, folders and insertions
/// it makes, and the project edits and records that go with them, checked in memory before anything touches the
/// disk. What it changes on disk is `changes`; a run that renders no set plans a `ChangeSet` directly.
public struct GenerationPlan: Sendable {
    /// One file to write.
    public struct File: Equatable, Sendable {
        /// The output root this file is under (the code or the tests directory).
        public let root: URL
        /// The path below `root`, with `/` separators: `Search/SearchPresenter.swift`.
        public let relativePath: String
        /// The exact bytes to write: the rendered text as UTF-8, or an edited project file as read and changed.
        public let bytes: [UInt8]
        /// Code or test.
        public let kind: TemplateSet.File.Kind
        /// The module the file belongs to.
        public let module: String
        /// True when a file already exists there and `--force` allows replacing it.
        public let replacesExistingFile: Bool
        /// For a file the run edits rather than generates (an Xcode project file): its contents when planned. The
        /// writer replaces it only if it still holds exactly these bytes, so that a change made meanwhile is
        /// never lost.
        public var expectedContents: [UInt8]? = nil
        /// Generamba's `is_resource`: the file joins the targets' Resources build phase whatever its extension.
        public var isXcodeResource = false
        /// `root`'s path, worked out once: a URL's path costs about 5,000 instructions each time it is asked for,
        /// and appending to a URL twice that.
        let rootPath: String

        /// Creates a file to write from its rendered text.
        public init(
            root: URL, relativePath: String, contents: String, kind: TemplateSet.File.Kind, module: String,
            replacesExistingFile: Bool, expectedContents: [UInt8]? = nil, isXcodeResource: Bool = false
        ) {
            self.init(
                root: root, relativePath: relativePath, bytes: Array(contents.utf8), kind: kind, module: module,
                replacesExistingFile: replacesExistingFile, expectedContents: expectedContents,
                isXcodeResource: isXcodeResource)
        }

        /// Creates a file to write from its exact bytes.
        public init(
            root: URL, relativePath: String, bytes: [UInt8], kind: TemplateSet.File.Kind, module: String,
            replacesExistingFile: Bool, expectedContents: [UInt8]? = nil, isXcodeResource: Bool = false
        ) {
            self.root = root
            self.rootPath = root.path
            self.relativePath = relativePath
            self.bytes = bytes
            self.kind = kind
            self.module = module
            self.replacesExistingFile = replacesExistingFile
            self.expectedContents = expectedContents
            self.isXcodeResource = isXcodeResource
        }

        /// An edit of the existing file at `url` (a project file, a package manifest) to `bytes`, which the writer
        /// makes only if the file still holds `original`, the bytes the edit was planned on.
        package static func edit(of url: URL, to bytes: [UInt8], replacing original: [UInt8]) -> File {
            File(
                root: url.deletingLastPathComponent(), relativePath: url.lastPathComponent, bytes: bytes, kind: .code,
                module: "", replacesExistingFile: true, expectedContents: original)
        }

        /// The contents as text, for showing only (a dry run's report): invalid UTF-8, which a merged user file or
        /// an edited project file can hold, is replaced. The writer, the lockfile and the bases use `bytes`.
        public var contents: String { String(decoding: bytes, as: UTF8.self) }

        /// The file's absolute location.
        public var url: URL { root.appending(path: relativePath) }

        /// The file's absolute path, normalized: `url.normalizedPath`, worked out on text.
        public var normalizedPath: String { ProjectPath.normalized(rootPath + "/" + relativePath) }
    }

    /// An empty folder to create (a Generamba rambaspec entry without `path`); one that exists is left alone.
    public struct Folder: Equatable, Sendable {
        /// The output root this folder is under.
        public let root: URL
        /// The path below `root`, with `/` separators: `Search/Resources`.
        public let relativePath: String
        /// Code or test.
        public let kind: TemplateSet.File.Kind
        /// The module the folder belongs to.
        public let module: String
        /// True when the folder is there already, so that nothing is created.
        public let exists: Bool

        /// The folder's absolute location.
        public var url: URL { root.appending(path: relativePath) }

        /// The folder's absolute path, normalized: `url.normalizedPath`, worked out on text.
        public var normalizedPath: String { ProjectPath.normalized(root.path + "/" + relativePath) }
    }

    /// The template set used.
    public let templateName: String
    /// Every parameter's value after defaults and `--param`, by name.
    public let parameters: [String: TemplateValue]
    /// The files, in module order, then manifest order.
    public var files: [File]
    /// Empty folders to create, in module order, then rambaspec order.
    public var folders: [Folder] = []
    /// What loading the template set found worth fixing without failing, for the command to print.
    public var warnings: [Warning] = []
    /// The Xcode project the files join, if the run edits one.
    public var xcodeProject: XcodeProjectUpdate? = nil
    /// The lockfile and the base files that record the run's modules (`ModuleRecorder`), written with the files.
    public var recordFiles: [File] = []
    /// The project folder every written or deleted path must resolve inside; `nil` for runs that write only where
    /// the user typed.
    public var confinement: ProjectConfinement?
    /// The set's content hash, origin and declared version, which the lockfile records.
    var templateIdentity: (contentHash: String, origin: TemplateSet.Origin, version: String?) = ("", .builtIn, nil)
    /// The targets the run adds to `Package.swift`, if it makes each module a target (`--add-target`).
    public var packageManifest: PackageManifestUpdate? = nil
    /// The text the set's insertions put into existing files, in module order, then manifest order.
    public var insertions: [Insertion] = []
    /// The existing files the insertions edit (and `remove` takes insertions out of), each once, replaced only if
    /// it still holds the bytes it was planned on.
    public var insertionEdits: [File] = []
    /// Every insertion as rendered, whatever the disk holds (what `update` merges).
    package var renderedInsertions: [RenderedInsertion] = []
    /// The set's support files the run's modules use, and what the run does with each (`SupportFile.Action`);
    /// those it writes are in `files` too.
    package var support: [SupportFile] = []
    /// One line each about a choice the run made for the user (a support file left as it is), for the command to
    /// print as a note.
    package var notes: [String] = []

    /// Creates a plan.
    public init(
        templateName: String, parameters: [String: TemplateValue], files: [File], folders: [Folder] = [],
        warnings: [Warning] = []
    ) {
        self.templateName = templateName
        self.parameters = parameters
        self.files = files
        self.folders = folders
        self.warnings = warnings
    }
}
