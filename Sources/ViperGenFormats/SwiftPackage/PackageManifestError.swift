import ViperGenEngine
import ViperGenSupport

/// Why a `Package.swift` cannot be read or edited; each case names the place and how to fix it.
public enum PackageManifestError: Error, Equatable, Sendable {
    /// The file is not valid Swift as far as reading it needs (an unclosed string, comment or bracket).
    case malformed(problem: String, at: SourceLocation)
    /// No `Package(…)` call: the file is not a package manifest.
    case noPackageCall(file: String)
    /// More than one `Package(…)` call, or declaration of the targets constant (under `#if`, say), so it is not
    /// known which one to edit; `what` names it.
    case ambiguous(what: String, at: SourceLocation, other: SourceLocation)
    /// The `Package(…)` call has no `targets:` argument.
    case noTargetsArgument(at: SourceLocation)
    /// `targets:` is something other than an array literal or the name of a top-level constant holding one.
    case unsupportedTargets(at: SourceLocation)
    /// `targets:` names a constant that is not declared at the top level of the file with an array literal.
    case targetsVariableNotFound(name: String, at: SourceLocation)
    /// `targets:` names a `var` that is assigned again after its declaration (at `declaration`, the list's `[`), so
    /// targets added to the declared list might not be the package's.
    case targetsVariableAssigned(name: String, at: SourceLocation, declaration: SourceLocation)
    /// A target to add is there already.
    case targetExists(name: String, at: SourceLocation)

    /// The one-line message, without the position (a diagnostic carries it).
    public var message: String {
        switch self {
        case .malformed(let problem, _):
            "cannot read the package manifest: \(problem)"
        case .noPackageCall(let file):
            "\(file) has no Package(…) call; is it a Swift package manifest? Run viper-gen in the package's folder"
        case .ambiguous(let what, _, let other):
            "this \(what) is one of several (another at line \(other.line)); viper-gen cannot tell which one to "
                + "edit: add the targets by hand"
        case .noTargetsArgument:
            "this Package(…) call has no targets: argument; add 'targets: []' after its other arguments and run again"
        case .unsupportedTargets:
            "targets: is neither an array literal nor the name of a top-level constant holding one; list the "
                + "targets as 'targets: [ … ]' (or in 'let targets: [Target] = [ … ]') or add the new ones by hand"
        case .targetsVariableNotFound(let name, _):
            "targets: names '\(name)', but no top-level 'let \(name) = [ … ]' or 'var \(name) = [ … ]' declares it "
                + "as an array literal; declare it so, or add the new targets by hand"
        case .targetsVariableAssigned(let name, _, let declaration):
            "'\(name)' is assigned again here, so the package's targets may not be the list declared at line "
                + "\(declaration.line); viper-gen cannot tell which list to edit: keep one 'let \(name) = [ … ]' "
                + "(append with '+=' if needed), or add the new targets by hand"
        case .targetExists(let name, _):
            "the package has a target '\(name)' already; choose another module name, or pass \(Remedy.option(.force)) to replace "
                + "the module's files and keep the target"
        }
    }

    /// Where the problem is, if it has a place in the file.
    public var location: SourceLocation? {
        switch self {
        case .malformed(_, let location), .ambiguous(_, let location, _), .noTargetsArgument(let location),
            .unsupportedTargets(let location), .targetsVariableNotFound(_, let location),
            .targetsVariableAssigned(_, let location, _), .targetExists(_, let location):
            location
        case .noPackageCall:
            nil
        }
    }
}
