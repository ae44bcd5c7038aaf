import ViperGenEngine

/// Why the bytes of an Xcode project file cannot be read: what the format readers (`project.pbxproj`,
/// `project.xcproj`) throw. The integration layer turns it into an `XcodeProjectError` with advice.
public enum XcodeFormatError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A property-list encoding other than Xcode's own text format.
    public enum PropertyListEncoding: String, Equatable, Sendable {
        /// An XML property list.
        case xml = "an XML property list"
        /// A binary property list.
        case binary = "a binary property list"
    }

    /// The file does not follow the format, or refers to objects that are not there.
    case malformed(problem: String, at: SourceLocation)
    /// A `project.pbxproj` that is a property list, but not in Xcode's text format.
    case propertyListEncoding(PropertyListEncoding)
    /// A `project.xcproj` whose `required-capabilities` name capabilities this reader does not know.
    case unknownCapabilities([String], at: SourceLocation)

    /// The message, after `file:line:column:` for an error with a position.
    public var description: String {
        switch self {
        case .malformed(let problem, let location):
            "\(location.position): invalid project file: \(problem)"
        case .propertyListEncoding(let encoding):
            "the project file is \(encoding.rawValue)"
        case .unknownCapabilities(let capabilities, let location):
            "\(location.position): the project requires capabilities viper-gen "
                + "does not know: \(capabilities.joined(separator: ", "))"
        }
    }
}
