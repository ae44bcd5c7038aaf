import ViperGenEngine
import ViperGenSupport

extension TemplateParameter {
    /// The typed value of `value` for this parameter, or `nil` if it is not allowed. A flag sets a bool parameter
    /// directly; for any other kind it counts as its text, `true` or `false`.
    package func value(from value: ParameterAssignment.Value) -> TemplateValue? {
        if case .flag(let flag) = value, kind == .bool { return .bool(flag) }
        return self.value(from: value.text)
    }
}
