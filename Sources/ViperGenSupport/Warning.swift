import ViperGenEngine

/// Something the user should fix that does not stop the run (an unknown Rambafile key, a snippet found only by
/// ignoring case): printed on standard error as `file:line:col: warning: message`, never changing the exit code.
public struct Warning: Hashable, Sendable {
    /// What is odd and how to fix it.
    public let message: String
    /// Where, for problems in files with positions.
    public let location: SourceLocation?

    /// Creates a warning.
    public init(_ message: String, at location: SourceLocation? = nil) {
        self.message = message
        self.location = location
    }
}
