import ViperGenSupport

/// A target to add to a package: `.target(name: "Search", dependencies: ["Core"])` or
/// `.testTarget(name: "SearchTests", dependencies: ["Search"])`.
public struct PackageTarget: Equatable, Sendable {
    /// The factory that declares it in `Package.swift`.
    public enum Kind: String, Equatable, Sendable {
        /// `.target(…)`: a library target.
        case target
        /// `.testTarget(…)`.
        case testTarget
    }

    /// The target's name.
    public let name: String
    /// Library or test target.
    public let kind: Kind
    /// The names of the targets or products it depends on, in order.
    public let dependencies: [String]

    /// Creates a target.
    public init(name: String, kind: Kind, dependencies: [String] = []) {
        self.name = name
        self.kind = kind
        self.dependencies = dependencies
    }

    /// The declaration on one line: `.target(name: "Search", dependencies: ["Core"])`.
    var singleLine: String {
        "." + kind.rawValue + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// The declaration on several lines, each argument on its own line one `unit` deeper than `indent`, and `)` on
    /// a line of its own at `indent` when `closingLine`, else right after the last argument; the first line carries
    /// no indentation.
    func multiline(indent: String, unit: String, newline: String, closingLine: Bool = true) -> String {
        "." + kind.rawValue + "(" + newline
            + arguments.map { indent + unit + $0 }.joined(separator: "," + newline)
            + (closingLine ? newline + indent : "") + ")"
    }

    private var arguments: [String] {
        var arguments = ["name: " + SwiftStringLiteral.quoted(name)]
        if !dependencies.isEmpty {
            arguments.append(
                "dependencies: [" + dependencies.map(SwiftStringLiteral.quoted).joined(separator: ", ") + "]")
        }
        return arguments
    }
}
