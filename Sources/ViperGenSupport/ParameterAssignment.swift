import ViperGenEngine

/// One template parameter set by the user, typed once where it was given: `--param ui=none` and
/// `--custom_parameters ui:none` give text, a config's `"tests": false` and a lockfile's recorded `false` give a
/// flag. Checked against the set's parameters while planning (`ParameterResolver`).
public struct ParameterAssignment: Equatable, Sendable {
    /// The value as it was given.
    public enum Value: Equatable, Sendable {
        /// Text, from the command line or a JSON string.
        case text(String)
        /// A JSON boolean (config, lockfile).
        case flag(Bool)

        /// The value as `--param` would spell it: `none`, `true`.
        public var text: String {
            switch self {
            case .text(let text): text
            case .flag(let flag): flag ? "true" : "false"
            }
        }
    }

    /// The parameter's name.
    public let key: String
    /// Its value.
    public let value: Value
    /// For a value read from a file: where its key stands (problems with the name point there).
    package let keySpot: SourceSpot?
    /// For a value read from a file: where the value stands (problems with the value point there).
    package let valueSpot: SourceSpot?

    /// An assignment given on the command line (or by a caller of the library).
    public init(_ key: String, _ value: Value) {
        self.init(key, value, keySpot: nil, valueSpot: nil)
    }

    /// `key=text`, as `--param` gives it.
    public init(_ key: String, _ text: String) {
        self.init(key, .text(text))
    }

    /// An assignment read from a file, with the places of its key and value.
    package init(_ key: String, _ value: Value, keySpot: SourceSpot?, valueSpot: SourceSpot?) {
        self.key = key
        self.value = value
        self.keySpot = keySpot
        self.valueSpot = valueSpot
    }

    /// Equal when key and value are, wherever they were read.
    public static func == (lhs: ParameterAssignment, rhs: ParameterAssignment) -> Bool {
        lhs.key == rhs.key && lhs.value == rhs.value
    }
}
