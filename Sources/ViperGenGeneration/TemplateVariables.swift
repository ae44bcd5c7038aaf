import ViperGenConfig
import ViperGenEngine
import ViperGenTemplateSets

/// Builds the variables every template sees for one module.
enum TemplateVariables {
    static func make(
        module: ModuleName, request: GenerationRequest, parameters: [String: TemplateValue]
    ) -> [String: TemplateValue] {
        var variables: [String: TemplateValue] = [
            "module": [
                "name": .string(module.value),
                "type_name": .string(request.prefix + module.value),
                "lower_camel_name": .string(module.lowerCamelCase),
                "snake_name": .string(module.snakeCase),
                "kebab_name": .string(module.kebabCase),
            ],
            "date": .string(request.date.iso8601),
            "year": .string(String(request.date.year)),
            "params": .dictionary(TemplateDictionary(sorting: parameters)),
        ]
        // Every render input at its variable (`developer.company`), after the names above in its dictionary.
        for input in RenderInput.all {
            let value = input.templateValue(request, module: module)
            let path = input.variable.split(separator: ".").map(String.init)
            variables[path[0]] = setting(variables[path[0]], at: path.dropFirst(), to: .string(value))
        }
        return variables
    }

    /// `value` with `newValue` at `path` below it, making dictionaries where there are none.
    private static func setting(_ value: TemplateValue?, at path: ArraySlice<String>, to newValue: TemplateValue)
        -> TemplateValue
    {
        guard let key = path.first else { return newValue }
        var dictionary = TemplateDictionary()
        if case .dictionary(let existing)? = value { dictionary = existing }
        dictionary[key] = setting(dictionary[key], at: path.dropFirst(), to: newValue)
        return .dictionary(dictionary)
    }

    /// The file variables a file's contents see, once its output path is known.
    static func file(path: String) -> TemplateValue {
        let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
        let name = slash.map { String(path[path.utf8.index(after: $0)...]) } ?? path
        return ["name": .string(name), "path": .string(path)]
    }
}
