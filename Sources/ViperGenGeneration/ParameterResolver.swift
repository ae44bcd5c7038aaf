import ViperGenEngine
import ViperGenSupport
import ViperGenTemplateSets

/// Turns parameter assignments into typed values, filling in each parameter's default.
enum ParameterResolver {
    /// Resolves `assignments` (from `--param`) over `configured` (the project config's defaults, or a lockfile's
    /// recorded values, named by `configName` in messages when they have no place in a file) over each parameter's
    /// default.
    static func resolve(
        _ assignments: [ParameterAssignment], configured: [ParameterAssignment] = [],
        configName: String = "", for set: TemplateSet, into problems: inout DiagnosticCollector
    ) -> [String: TemplateValue] {
        var values: [String: TemplateValue] = [:]
        for parameter in set.parameters { values[parameter.name] = parameter.defaultValue }
        for assignment in configured {
            guard let parameter = set.parameters.first(where: { $0.name == assignment.key }) else {
                // A project may set parameters of several sets in one config; only this set's ones apply.
                continue
            }
            guard let typed = parameter.value(from: assignment.value) else {
                let message =
                    "invalid value '\(assignment.value.text)' for parameter '\(assignment.key)' "
                    + "(\(parameter.kind.name)) of template '\(set.name)'; use \(parameter.allowedValues)"
                if let spot = assignment.valueSpot {
                    problems.add(Diagnostic(.data, message, at: spot.location))
                } else {
                    problems.add(Diagnostic(.data, "\(configName): \(message)"))
                }
                continue
            }
            values[assignment.key] = typed
        }
        var seen: Set<String> = []
        for assignment in assignments {
            let key = assignment.key
            guard let parameter = set.parameters.first(where: { $0.name == key }) else {
                let names = set.parameters.map(\.name)
                let suggestion = nearestName(to: key, in: names).map { "did you mean '\($0)'? " } ?? ""
                let allowed = names.isEmpty ? "it takes none" : "allowed: \(names.joined(separator: ", "))"
                problems.add(
                    Diagnostic(.usage, "unknown parameter '\(key)' for template '\(set.name)'; \(suggestion)\(allowed)")
                )
                continue
            }
            guard seen.insert(key).inserted else {
                problems.add(
                    Diagnostic(
                        .usage,
                        "parameter '\(key)' is set more than once; keep one \(Remedy.option(.param, value: key + "=…"))"
                    ))
                continue
            }
            guard let typed = parameter.value(from: assignment.value) else {
                problems.add(
                    Diagnostic(
                        .usage,
                        "invalid value '\(assignment.value.text)' for parameter '\(key)' (\(parameter.kind.name)); "
                            + "use \(parameter.allowedValues)"))
                continue
            }
            values[key] = typed
        }
        return values
    }
}
