import ViperGenEngine

/// Turns `--param key=value` assignments into typed values, filling in each parameter's default.
enum ParameterResolver {
    /// Resolves `assignments` (from `--param`) over `configured` (the project config's defaults, named by
    /// `configName` in messages) over each parameter's default.
    static func resolve(
        _ assignments: [(key: String, value: String)], configured: [(key: String, value: String)] = [],
        configName: String = "", for set: TemplateSet, into problems: inout DiagnosticCollector
    ) -> [String: TemplateValue] {
        var values: [String: TemplateValue] = [:]
        for parameter in set.parameters { values[parameter.name] = parameter.defaultValue }
        for (key, value) in configured {
            guard let parameter = set.parameters.first(where: { $0.name == key }) else {
                // A project may set parameters of several sets in one config; only this set's ones apply.
                continue
            }
            guard let typed = parameter.value(from: value) else {
                problems.add(
                    Diagnostic(
                        .data,
                        "\(configName): invalid value '\(value)' for parameter '\(key)' (\(parameter.kind.name)) of template "
                            + "'\(set.name)'; use \(parameter.allowedValues)"))
                continue
            }
            values[key] = typed
        }
        var seen: Set<String> = []
        for (key, value) in assignments {
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
                problems.add(Diagnostic(.usage, "parameter '\(key)' is set more than once; keep one --param \(key)=…"))
                continue
            }
            guard let typed = parameter.value(from: value) else {
                problems.add(
                    Diagnostic(
                        .usage,
                        "invalid value '\(value)' for parameter '\(key)' (\(parameter.kind.name)); use \(parameter.allowedValues)"
                    ))
                continue
            }
            values[key] = typed
        }
        return values
    }
}
