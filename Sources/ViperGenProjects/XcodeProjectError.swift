import ViperGenEngine
import ViperGenFormats
import ViperGenSupport

/// Why an Xcode project cannot be read or edited; each case names the place and how to fix it.
public enum XcodeProjectError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A tool that generates `.xcodeproj` folders from its own spec; their projects are regenerated, not edited.
    public enum Generator: String, Equatable, Sendable {
        /// XcodeGen, which generates from `project.yml`.
        case xcodeGen = "XcodeGen"
        /// Tuist, which generates from `Project.swift`.
        case tuist = "Tuist"
    }

    /// A property-list encoding other than Xcode's own text format.
    public enum UnsupportedFormat: String, Equatable, Sendable {
        /// An XML property list.
        case xml = "an XML property list"
        /// A binary property list.
        case binary = "a binary property list"
    }

    /// The build phase a file joins: `.swift` sources compile, resources are copied into the bundle.
    public enum BuildPhase: String, Equatable, Sendable {
        /// The phase that compiles sources.
        case sources = "Sources"
        /// The phase that copies resources into the bundle.
        case resources = "Resources"
    }

    /// There is no folder at the path given as the project.
    case projectNotFound(path: String)
    /// The project folder has neither a `project.pbxproj` nor a `project.xcproj`.
    case projectFileMissing(project: String)
    /// The project folder holds both a `project.pbxproj` and a `project.xcproj`, and which one Xcode reads cannot be
    /// known from the files.
    case bothProjectFiles(project: String)
    /// A `project.xcproj` needs capabilities (`required-capabilities`) that viper-gen does not know.
    case unknownCapabilities(capabilities: [String], at: SourceLocation)
    /// The project file exists but could not be read.
    case unreadable(path: String, reason: String)
    /// The project file is no regular file (a device such as `/dev/zero`, a pipe): nothing of it was read.
    case notRegularFile(path: String)
    /// The project file holds more than `limit` bytes, the ceiling for a project file: nothing of it was used.
    case tooLarge(path: String, size: Int, limit: Int)
    /// The project file is a property list, but not in Xcode's text format.
    case unsupportedFormat(path: String, format: UnsupportedFormat)
    /// The project file does not follow the format, or refers to objects that are not there.
    case malformed(problem: String, at: SourceLocation)
    /// The project is generated from `spec` by `generator`; edits would be lost at the next generation.
    case generatedProject(project: String, generator: Generator, spec: String)
    /// No target of the project has this name.
    case unknownTarget(name: String, targets: [String], suggestion: String?)
    /// The target has no build phase of the kind a file needs.
    case missingBuildPhase(target: String, phase: BuildPhase)
    /// No target was named and the project does not make the choice clear (see `XcodeTargetChoice`).
    case ambiguousTargets(project: String, reason: String, targets: [String])
    /// A component of the group path names a file, so nothing can be put in it.
    case groupPathNamesFile(groupPath: String, file: String)
    /// A file to add lies outside the folder of every group of the project.
    case fileOutsideProject(file: String, projectFolder: String)

    /// The one-line message, without the position of a `malformed` error (see `description`).
    public var message: String {
        switch self {
        case .projectNotFound(let path):
            "\(path): no such Xcode project; give the path of a folder ending in .xcodeproj"
        case .projectFileMissing(let project):
            "\(project): neither project.pbxproj nor project.xcproj inside; is it an Xcode project? Restore the file "
                + "from version control"
        case .bothProjectFiles(let project):
            "\(project) holds both project.pbxproj and project.xcproj, and which one Xcode reads is not documented; "
                + "delete the one your team no longer uses (after converting to project.xcproj, project.pbxproj) "
                + "and run again"
        case .unknownCapabilities(let capabilities, _):
            "the project requires a newer version of viper-gen with support for "
                + capabilities.joined(separator: ", ")
                + " (its 'required-capabilities'); nothing was written: edit the project in Xcode"
        case .unreadable(let path, let reason):
            "\(path): cannot read the project file (\(reason)); check that it exists and is readable"
        case .notRegularFile(let path):
            FileSystem.BoundedRead.notRegular.refusal(of: path, limit: 0, what: "the project file")!
        case .tooLarge(let path, let size, let limit):
            FileSystem.BoundedRead.tooLarge(size: size).refusal(of: path, limit: limit, what: "the project file")!
        case .unsupportedFormat(let path, let format):
            "\(path) is \(format.rawValue); viper-gen edits only Xcode's own text format: open the project in "
                + "Xcode and save it once to convert it"
        case .malformed(let problem, _):
            "invalid project file: \(problem)"
        case .generatedProject(let project, let generator, let spec):
            "\(project) is generated by \(generator.rawValue) from \(spec); edits to it would be lost: "
                + generator.advice(spec: spec)
        case .unknownTarget(let name, let targets, let suggestion):
            "unknown Xcode target '\(name)'"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
                + (targets.isEmpty
                    ? "; the project has no targets" : " (the project's targets: \(targets.joined(separator: ", ")))")
        case .ambiguousTargets(let project, let reason, let targets):
            "\(project): cannot tell which targets the module joins (\(reason)); name them with \(Remedy.option(.xcodeTarget)) and "
                + "\(Remedy.option(.xcodeTestTarget)), or \"xcodeTargets\" and \"xcodeTestTargets\" in viper-gen.json (the project's "
                + "targets: \(targets.isEmpty ? "none" : targets.joined(separator: ", ")))"
        case .missingBuildPhase(let target, let phase):
            "target '\(target)' has no \(phase.rawValue) build phase; add one in Xcode (target, Build Phases, +) "
                + "or choose another target"
        case .groupPathNamesFile(let groupPath, let file):
            "group path '\(groupPath)' names the file '\(file)', not a group; choose a group"
        case .fileOutsideProject(let file, let projectFolder):
            "\(file) lies outside the project's folder \(projectFolder); generate into a folder of the project"
        }
    }

    /// The message, after `file:line:column:` for a `malformed` error.
    public var description: String {
        switch self {
        case .malformed(_, let location), .unknownCapabilities(_, let location):
            "\(location.position): \(message)"
        default:
            message
        }
    }

    /// The error of a format reader, for the project file at `file`.
    init(_ error: XcodeFormatError, file: String) {
        switch error {
        case .malformed(let problem, let location): self = .malformed(problem: problem, at: location)
        case .propertyListEncoding(.xml): self = .unsupportedFormat(path: file, format: .xml)
        case .propertyListEncoding(.binary): self = .unsupportedFormat(path: file, format: .binary)
        case .unknownCapabilities(let capabilities, let location):
            self = .unknownCapabilities(capabilities: capabilities, at: location)
        }
    }
}
