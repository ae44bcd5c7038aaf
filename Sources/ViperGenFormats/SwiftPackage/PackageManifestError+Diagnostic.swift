import ViperGenSupport

extension PackageManifestError {
    /// The error as a diagnostic, at its position: a target that exists is can't-create (73), the rest bad data (65).
    package var diagnostic: Diagnostic {
        switch self {
        case .targetExists: Diagnostic(.cannotCreate, message, at: location)
        default: Diagnostic(.data, message, at: location)
        }
    }
}
