import ViperGenEngine

/// A way a JSON-shaped document breaks its schema. `what` names the value as the user wrote it
/// (`"output"`, `files[2].kind`, `the config`).
package enum SchemaProblem: Equatable, Sendable {
    /// A value of the wrong type; `expected` says what it must be, with its article (`a string`).
    case wrongType(what: String, expected: String, found: String)
    /// A key the schema does not know; `container` names the object, unless it is the document itself.
    case unknownKey(String, container: String?, allowed: [String])
    /// A key the schema does not know but tolerates (a Rambafile carries keys of other Generamba versions): reported
    /// as a warning, and the value is ignored.
    case ignoredKey(String, container: String?, known: [String])
    /// Keys an object must have.
    case missingKeys(what: String, keys: [String])
    /// A value of the right type that breaks a rule of the document (an empty list, a name with spaces); the
    /// message says what and how to fix it.
    case invalidValue(String)

    /// The one-line message, without position.
    var message: String {
        switch self {
        case .wrongType(let what, let expected, let found):
            return "\(what) must be \(expected), not \(found)"
        case .unknownKey(let key, let container, let allowed):
            let suggestion = nearestName(to: key, in: allowed).map { " (did you mean \"\($0)\"?)" } ?? ""
            return "unknown key \"\(key)\"\(container.map { " in \($0)" } ?? "")\(suggestion); allowed: "
                + allowed.joined(separator: ", ")
        case .ignoredKey(let key, let container, let known):
            let suggestion = nearestName(to: key, in: known).map { " (did you mean \"\($0)\"?)" } ?? ""
            return "unknown key \"\(key)\"\(container.map { " in \($0)" } ?? "")\(suggestion) is ignored; known: "
                + known.joined(separator: ", ")
        case .missingKeys(let what, let keys):
            return "\(what) is missing " + keys.map { "\"\($0)\"" }.joined(separator: ", ")
        case .invalidValue(let message):
            return message
        }
    }
}
