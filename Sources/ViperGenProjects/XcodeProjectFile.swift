import ViperGenSupport

/// A file that an edit adds to an Xcode project: where it is, whether it is a test, and how it is built.
public struct XcodeProjectFile: Equatable, Sendable {
    /// How the file takes part in a build.
    public enum Kind: Equatable, Sendable {
        /// Compiled: joins the target's Sources build phase (`.swift`, `.m`, …).
        case source
        /// Copied into the bundle: joins the target's Resources build phase (`.xib`, `.storyboard`, `.xcassets`, …).
        case resource
        /// Only shown in the project navigator: no build phase (`.h`, `.md`, `Info.plist`, …).
        case reference
    }

    /// The file's absolute path.
    public let path: String
    /// Whether the file joins the test targets instead of the code targets.
    public let isTest: Bool
    /// How the file is built.
    public let kind: Kind
    /// The group path (`MyApp/Modules/Search`) the file goes in, when it is chosen for this file; `nil`: the edit's
    /// group for its kind, else the group of its folder.
    public let group: String?

    /// A file to add; `kind` defaults to the one its extension implies (see `Kind.init(pathExtension:)`).
    public init(path: String, isTest: Bool, kind: Kind? = nil, group: String? = nil) {
        self.path = ProjectPath.normalized(path)
        self.isTest = isTest
        self.kind = kind ?? Kind(pathExtension: ProjectPath.pathExtension(of: path))
        self.group = group
    }

    /// Xcode's file type for the file (`lastKnownFileType`), from its extension.
    var lastKnownFileType: String {
        Self.fileTypes[ProjectPath.pathExtension(of: path).lowercased()] ?? "text"
    }

    /// Xcode's `lastKnownFileType` for the extensions a generator writes.
    static let fileTypes: [String: String] = [
        "swift": "sourcecode.swift", "m": "sourcecode.c.objc", "mm": "sourcecode.cpp.objcpp",
        "c": "sourcecode.c.c", "h": "sourcecode.c.h", "xib": "file.xib", "storyboard": "file.storyboard",
        "xcassets": "folder.assetcatalog", "strings": "text.plist.strings", "stringsdict": "text.plist.stringsdict",
        "xcstrings": "text.json.xcstrings", "plist": "text.plist.xml", "json": "text.json", "png": "image.png",
        "jpg": "image.jpeg", "pdf": "image.pdf", "md": "net.daringfireball.markdown", "txt": "text",
        "xcconfig": "text.xcconfig",
    ]
}

extension XcodeProjectFile.Kind {
    /// The kind a file with this extension has: sources compile, resources are copied, the rest is only listed.
    public init(pathExtension: String) {
        switch pathExtension.lowercased() {
        case "swift", "m", "mm", "c", "cpp": self = .source
        case "xib", "storyboard", "xcassets", "strings", "stringsdict", "xcstrings", "json", "png", "jpg", "pdf":
            self = .resource
        default: self = .reference
        }
    }
}
