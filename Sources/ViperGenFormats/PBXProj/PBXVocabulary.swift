/// An object class of `project.pbxproj` (its `isa`), named once here instead of as string literals.
package struct PBXClass: RawRepresentable, Hashable, Sendable, Comparable, ExpressibleByStringLiteral {
    package let rawValue: String

    package init(rawValue: String) { self.rawValue = rawValue }
    package init(stringLiteral value: String) { rawValue = value }

    package static func < (lhs: PBXClass, rhs: PBXClass) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Whether the names are the same; names of other lengths differ at once (the group walk of a 12 MB project
    /// compares 25,000 classes with three others, and a string comparison cost 80 instructions).
    package static func == (lhs: PBXClass, rhs: PBXClass) -> Bool {
        lhs.rawValue.utf8.count == rhs.rawValue.utf8.count && lhs.rawValue == rhs.rawValue
    }

    package static let project: PBXClass = "PBXProject"
    package static let group: PBXClass = "PBXGroup"
    package static let synchronizedRootGroup: PBXClass = "PBXFileSystemSynchronizedRootGroup"
    package static let synchronizedBuildFileExceptionSet: PBXClass = "PBXFileSystemSynchronizedBuildFileExceptionSet"
    package static let fileReference: PBXClass = "PBXFileReference"
    package static let buildFile: PBXClass = "PBXBuildFile"
    static let nativeTarget: PBXClass = "PBXNativeTarget"
    static let aggregateTarget: PBXClass = "PBXAggregateTarget"
    static let legacyTarget: PBXClass = "PBXLegacyTarget"
    package static let sourcesBuildPhase: PBXClass = "PBXSourcesBuildPhase"
    package static let resourcesBuildPhase: PBXClass = "PBXResourcesBuildPhase"
    static let buildConfiguration: PBXClass = "XCBuildConfiguration"
    static let configurationList: PBXClass = "XCConfigurationList"

    /// The classes of targets.
    static let targets: Set<PBXClass> = [.nativeTarget, .aggregateTarget, .legacyTarget]
}

/// A key of a `project.pbxproj` object or of its top level, named once here instead of as string literals.
package struct PBXKey: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    package let rawValue: String

    package init(rawValue: String) { self.rawValue = rawValue }
    package init(stringLiteral value: String) { rawValue = value }

    static let isa: PBXKey = "isa"
    static let objects: PBXKey = "objects"
    static let rootObject: PBXKey = "rootObject"
    static let mainGroup: PBXKey = "mainGroup"
    static let projectDirPath: PBXKey = "projectDirPath"
    static let targets: PBXKey = "targets"
    package static let name: PBXKey = "name"
    package static let path: PBXKey = "path"
    package static let sourceTree: PBXKey = "sourceTree"
    package static let children: PBXKey = "children"
    package static let files: PBXKey = "files"
    package static let fileRef: PBXKey = "fileRef"
    package static let buildPhases: PBXKey = "buildPhases"
    package static let productType: PBXKey = "productType"
    package static let lastKnownFileType: PBXKey = "lastKnownFileType"
    package static let exceptions: PBXKey = "exceptions"
    package static let membershipExceptions: PBXKey = "membershipExceptions"
    package static let target: PBXKey = "target"
    package static let fileSystemSynchronizedGroups: PBXKey = "fileSystemSynchronizedGroups"
    static let buildConfigurationList: PBXKey = "buildConfigurationList"
    static let buildConfigurations: PBXKey = "buildConfigurations"
    package static let buildSettings: PBXKey = "buildSettings"
    static let defaultConfigurationName: PBXKey = "defaultConfigurationName"
    static let dependencies: PBXKey = "dependencies"
}

/// A `sourceTree` value: what a path is relative to.
package enum PBXSourceTree {
    package static let group = "<group>"
    package static let sourceRoot = "SOURCE_ROOT"
    static let absolute = "<absolute>"
}
