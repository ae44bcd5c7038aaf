import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Everything one all-or-nothing write puts on disk: files as bytes and empty folders, each below an output root.
///
/// The writer knows nothing of templates or projects: a generated file, a template set being installed and an
/// edited `project.pbxproj` are all bytes to place, so that a project file is never decoded and encoded again.
public struct WriteSet: Sendable, Equatable {
    /// One file to write.
    public struct File: Sendable, Equatable {
        /// The output root the file is under; it and its parents are created if missing (and removed on roll-back).
        public let root: URL
        /// The path below `root`, with `/` separators: `Search/SearchPresenter.swift`.
        public let relativePath: String
        /// The exact bytes to write.
        public let bytes: [UInt8]
        /// True when a file exists there and may be replaced; false when the writer must find the place empty.
        public let replacesExistingFile: Bool
        /// For a file the run edits (an Xcode project file): the bytes it must still hold right before it is
        /// replaced; a change made meanwhile stops the run with nothing written.
        public let expectedContents: [UInt8]?
        /// `root`'s path, worked out once: the writer needs it three times a file, and a URL's path costs about
        /// 5,000 instructions each time it is asked for.
        let rootPath: String

        /// Creates a file to write.
        public init(
            root: URL, relativePath: String, bytes: [UInt8], replacesExistingFile: Bool,
            expectedContents: [UInt8]? = nil
        ) {
            self.init(
                root: root, rootPath: root.path, relativePath: relativePath, bytes: bytes,
                replacesExistingFile: replacesExistingFile, expectedContents: expectedContents)
        }

        /// Creates a file to write below `root`, whose path `rootPath` the caller has worked out already.
        package init(
            root: URL, rootPath: String, relativePath: String, bytes: [UInt8], replacesExistingFile: Bool,
            expectedContents: [UInt8]? = nil
        ) {
            self.root = root
            self.rootPath = rootPath
            self.relativePath = relativePath
            self.bytes = bytes
            self.replacesExistingFile = replacesExistingFile
            self.expectedContents = expectedContents
        }

        /// The file's absolute location.
        public var url: URL { root.appending(path: relativePath) }
    }

    /// An empty folder to create.
    public struct Folder: Sendable, Equatable {
        /// The output root the folder is under.
        public let root: URL
        /// The path below `root`, with `/` separators: `Search/Resources`.
        public let relativePath: String
        /// True when the folder is there already, so that nothing is created.
        public let exists: Bool

        /// Creates a folder to make.
        public init(root: URL, relativePath: String, exists: Bool) {
            self.root = root
            self.relativePath = relativePath
            self.exists = exists
        }
    }

    /// A file to delete (`remove`), only if it still holds exactly `expectedContents`.
    public struct Deletion: Sendable, Equatable {
        /// The output root the file is under.
        public let root: URL
        /// The path below `root`, with `/` separators.
        public let relativePath: String
        /// The bytes the file held when the run was planned; a file changed meanwhile is never deleted.
        public let expectedContents: [UInt8]

        /// Creates a deletion.
        public init(root: URL, relativePath: String, expectedContents: [UInt8]) {
            self.root = root
            self.relativePath = relativePath
            self.expectedContents = expectedContents
        }

        /// The file's absolute location.
        public var url: URL { root.appending(path: relativePath) }
    }

    /// The files, in the order they are staged and moved.
    public var files: [File]
    /// The empty folders.
    public var folders: [Folder]
    /// The files to delete.
    public var deletions: [Deletion]
    /// Folders to remove after the deletions, each only if it is empty then (deepest first); a folder that holds
    /// anything else stays.
    public var emptiedFolders: [URL]
    /// The project folder every path must resolve inside (see `ProjectConfinement`); `nil` writes anywhere (`init`,
    /// `templates new`, which write only where the user typed).
    public var confinement: ProjectConfinement?

    /// Creates a write of `files` and `folders` that deletes `deletions`, then removes those of `emptiedFolders`
    /// that are left empty.
    public init(files: [File], folders: [Folder] = [], deletions: [Deletion] = [], emptiedFolders: [URL] = []) {
        self.files = files
        self.folders = folders
        self.deletions = deletions
        self.emptiedFolders = emptiedFolders
    }
}
