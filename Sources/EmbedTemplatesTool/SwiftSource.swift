import ViperGenSupport

/// Swift source text that rebuilds a value: the parsed form of a template, compiled into the library so that a run
/// does not parse the built-in templates again.
///
/// Values are read with `Mirror`, so the engine needs no code for this beyond an initializer per type that takes
/// every stored property in order (see `Prebuilt` in the engine); a type without one fails to compile in the
/// generated file, never silently.
enum SwiftSource {
    /// An expression that evaluates to `value`.
    static func expression(_ value: Any) -> String {
        switch value {
        case let text as String: return SwiftStringLiteral.quoted(text)
        case let number as Int: return String(number)
        case let flag as Bool: return flag ? "true" : "false"
        case let number as Double:
            if number.isNaN { return "Double.nan" }
            if number.isInfinite { return number < 0 ? "-Double.infinity" : "Double.infinity" }
            return "\(number)"
        default: break
        }
        let mirror = Mirror(reflecting: value)
        let typeName = String(reflecting: type(of: value))
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.map { expression($0.value) } ?? "nil"
        case .collection, .set:
            return "[" + mirror.children.map { expression($0.value) }.joined(separator: ", ") + "]"
        case .dictionary:
            let entries = mirror.children.map { entry -> String in
                let pair = Array(Mirror(reflecting: entry.value).children)
                return expression(pair[0].value) + ": " + expression(pair[1].value)
            }
            return entries.isEmpty ? "[:]" : "[" + entries.joined(separator: ", ") + "]"
        case .tuple:
            return "(" + arguments(mirror) + ")"
        case .struct where typeName == "ViperGenEngine.Filter":
            // A filter holds its implementation; the same filter is looked up by name.
            let name = mirror.children.first { $0.label == "name" }!.value
            return "\(typeName).named(\(expression(name)))!"
        case .struct:
            let fields = arguments(mirror)
            return "\(typeName)(.parts" + (fields.isEmpty ? "" : ", " + fields) + ")"
        case .enum:
            guard let payload = mirror.children.first else { return "\(typeName).\(value)" }
            let inner = Mirror(reflecting: payload.value)
            // Several associated values come as a tuple (labelled where the case labels them); one comes as itself.
            let list = inner.displayStyle == .tuple ? arguments(inner) : expression(payload.value)
            return "\(typeName).\(payload.label!)(\(list))"
        default:
            fatalError("EmbedTemplatesTool cannot write a \(typeName) as Swift source")
        }
    }

    /// The children of a struct or tuple as call arguments, labelled unless the label is positional (`.0`).
    private static func arguments(_ mirror: Mirror) -> String {
        mirror.children.map { child in
            guard let label = child.label, !label.hasPrefix(".") else { return expression(child.value) }
            return "\(label): \(expression(child.value))"
        }.joined(separator: ", ")
    }
}
