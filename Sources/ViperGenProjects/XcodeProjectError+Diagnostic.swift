import ViperGenSupport

extension XcodeProjectError {
    /// The error as a diagnostic: a wrong target name or group path is usage (64), an unreadable project I/O
    /// (74), everything else bad data (65); a malformed file keeps its position.
    public var diagnostic: Diagnostic {
        switch self {
        case .projectNotFound, .unknownTarget, .groupPathNamesFile, .ambiguousTargets:
            Diagnostic(.usage, message)
        case .unreadable:
            Diagnostic(.io, message)
        case .malformed(_, let location), .unknownCapabilities(_, let location):
            Diagnostic(.data, message, at: location)
        case .projectFileMissing, .bothProjectFiles, .notRegularFile, .tooLarge, .unsupportedFormat, .generatedProject,
            .missingBuildPhase, .fileOutsideProject:
            Diagnostic(.data, message)
        }
    }
}
