/// An object class of `project.pbxproj` (its `isa`), named once here instead of as string literals.
struct PBXClass: RawRepresentable, Hashable, Sendable, Comparable, ExpressibleByStringLiteral {
    let rawValue: String

    init(rawValue: String) { self.rawValue = rawValue }
    init(stringLiteral value: String) { rawValue = value }

    static func < (lhs: PBXClass, rhs: PBXClass) -> Bool { lhs.rawValue < rhs.rawValue }

    static let project: PBXClass = "PBXProject"
    static let group: PBXClass = "PBXGroup"
    static let synchronizedRootGroup: PBXClass = "PBXFileSystemSynchronizedRootGroup"
    static let synchronizedBuildFileExceptionSet: PBXClass = "PBXFileSystemSynchronizedBuildFileExceptionSet"
    static let fileReference: PBXClass = "PBXFileReference"
    static let buildFile: PBXClass = "PBXBuildFile"
    static let nativeTarget: PBXClass = "PBXNativeTarget"
    static let aggregateTarget: PBXClass = "PBXAggregateTarget"
    static let legacyTarget: PBXClass = "PBXLegacyTarget"
    static let sourcesBuildPhase: PBXClass = "PBXSourcesBuildPhase"
    static let resourcesBuildPhase: PBXClass = "PBXResourcesBuildPhase"
    static let buildConfiguration: PBXClass = "XCBuildConfiguration"
    static let configurationList: PBXClass = "XCConfigurationList"

    /// The classes of targets.
    static let targets: Set<PBXClass> = [.nativeTarget, .aggregateTarget, .legacyTarget]
}

/// A key of a `project.pbxproj` object or of its top level, named once here instead of as string literals.
struct PBXKey: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    let rawValue: String

    init(rawValue: String) { self.rawValue = rawValue }
    init(stringLiteral value: String) { rawValue = value }

    static let isa: PBXKey = "isa"
    static let objects: PBXKey = "objects"
    static let rootObject: PBXKey = "rootObject"
    static let mainGroup: PBXKey = "mainGroup"
    static let projectDirPath: PBXKey = "projectDirPath"
    static let targets: PBXKey = "targets"
    static let name: PBXKey = "name"
    static let path: PBXKey = "path"
    static let sourceTree: PBXKey = "sourceTree"
    static let children: PBXKey = "children"
    static let files: PBXKey = "files"
    static let fileRef: PBXKey = "fileRef"
    static let buildPhases: PBXKey = "buildPhases"
    static let productType: PBXKey = "productType"
    static let lastKnownFileType: PBXKey = "lastKnownFileType"
    static let exceptions: PBXKey = "exceptions"
    static let membershipExceptions: PBXKey = "membershipExceptions"
    static let target: PBXKey = "target"
    static let fileSystemSynchronizedGroups: PBXKey = "fileSystemSynchronizedGroups"
    static let buildConfigurationList: PBXKey = "buildConfigurationList"
    static let buildConfigurations: PBXKey = "buildConfigurations"
    static let buildSettings: PBXKey = "buildSettings"
    static let defaultConfigurationName: PBXKey = "defaultConfigurationName"
    static let dependencies: PBXKey = "dependencies"
}

/// A `sourceTree` value: what a path is relative to.
enum PBXSourceTree {
    static let group = "<group>"
    static let sourceRoot = "SOURCE_ROOT"
    static let absolute = "<absolute>"
}
