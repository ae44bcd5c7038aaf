/// A key of a `project.xcproj` object, named once here instead of as string literals (the keys of apple's
/// xcode-project-format `XCSchema`).
package struct XCProjKey: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    package let rawValue: String

    package init(rawValue: String) { self.rawValue = rawValue }
    package init(stringLiteral value: String) { rawValue = value }

    static let requiredCapabilities: XCProjKey = "required-capabilities"
    static let files: XCProjKey = "files"
    static let targets: XCProjKey = "targets"
    package static let buildSettings: XCProjKey = "build-settings"
    package static let kind: XCProjKey = "kind"
    static let id: XCProjKey = "id"
    package static let path: XCProjKey = "path"
    package static let name: XCProjKey = "name"
    static let type: XCProjKey = "type"
    static let signature: XCProjKey = "signature"
    static let encoding: XCProjKey = "encoding"
    static let lineEnding: XCProjKey = "line-ending"
    static let index: XCProjKey = "index"
    package static let children: XCProjKey = "children"
    package static let targetMembership: XCProjKey = "target-membership"
    static let fileTypes: XCProjKey = "file-types"
    static let opaqueFolders: XCProjKey = "opaque-folders"
    package static let membershipExceptions: XCProjKey = "membership-exceptions"
    package static let target: XCProjKey = "target"
    package static let inclusions: XCProjKey = "inclusions"
    package static let exclusions: XCProjKey = "exclusions"
    package static let buildPhase: XCProjKey = "build-phase"
    static let buildPhases: XCProjKey = "build-phases"
    static let productType: XCProjKey = "product-type"
    static let fullProductType: XCProjKey = "full-product-type"
    static let testHostTarget: XCProjKey = "test-host-target"

    /// The order Xcode writes the keys of a file reference in (`XCSchema.FileReference`), after `kind`.
    package static let fileReferenceOrder: [XCProjKey] = [
        .kind, .path, .id, .type, .signature, .encoding, .lineEnding, .index, .targetMembership,
    ]
    /// The order of a group's keys (`XCSchema.Group`).
    static let groupOrder: [XCProjKey] = [.kind, .id, .path, .name, .index, .children]
    /// The order of a folder's keys (`XCSchema.Folder`).
    package static let folderOrder: [XCProjKey] = [
        .kind, .id, .path, .fileTypes, .opaqueFolders, .targetMembership, .membershipExceptions, .index,
    ]
}

/// The `kind` of a node of the file tree (`XCSchema.Reference.Kind`); a missing `kind` means a file reference.
package enum XCProjReferenceKind: String, Sendable {
    case fileReference = "file-reference"
    case group
    case folder
    case variantGroup = "variant-group"
    case versionGroup = "version-group"
}

/// The `kind` of a build phase (`XCSchema.BuildPhase.Kind`), as written in a target's `build-phases` and in the
/// phase part of a file's `target-membership` (`App/compile-sources`).
package enum XCProjBuildPhaseKind: String, Sendable {
    case sources = "compile-sources"
    case resources
    case frameworks
    case headers
}

/// The capabilities of `required-capabilities` this reader supports. apple's package defines none yet (only one
/// for its own tests), so any listed capability stops the read, as Xcode's decoder does.
enum XCProjCapabilities {
    static let known: Set<String> = []
}
