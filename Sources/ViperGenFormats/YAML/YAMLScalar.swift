/// The value of a YAML scalar as Ruby's YAML library (Psych 2/3, YAML 1.1, which Generamba read its files with)
/// turns it into a Ruby object.
enum YAMLScalar: Sendable, Equatable {
    case string(String)
    case bool(Bool)
    case integer(Int)
    case float(Double)
    case null

    /// Equality that treats two NaNs as equal, so that tests can compare `.nan`.
    static func == (lhs: YAMLScalar, rhs: YAMLScalar) -> Bool {
        switch (lhs, rhs) {
        case (.string(let left), .string(let right)): left == right
        case (.bool(let left), .bool(let right)): left == right
        case (.integer(let left), .integer(let right)): left == right
        case (.float(let left), .float(let right)): left == right || (left.isNaN && right.isNaN)
        case (.null, .null): true
        default: false
        }
    }
}
