import ViperGenEngine

/// Builds the variables every template sees for one module.
enum TemplateVariables {
    static func make(
        module: ModuleName, request: GenerationRequest, parameters: [String: TemplateValue]
    ) -> [String: TemplateValue] {
        [
            "module": [
                "name": .string(module.value),
                "type_name": .string(request.prefix + module.value),
                "lower_camel_name": .string(module.lowerCamelCase),
                "snake_name": .string(module.snakeCase),
                "kebab_name": .string(module.kebabCase),
                "description": .string(request.moduleDescription),
            ],
            "developer": ["name": .string(request.author), "company": .string(request.company)],
            "project": ["name": .string(request.projectName)],
            "date": .string(request.date.iso8601),
            "year": .string(String(request.date.year)),
            "prefix": .string(request.prefix),
            // A module that is its own target is its own Swift module. Written as an import needs it: a target
            // named like a keyword (`class`, from a folder's name) in backticks.
            "target": .string(
                SwiftIdentifier.importSpelling(request.packageTargets == nil ? request.target : module.value)),
            "params": .dictionary(TemplateDictionary(sorting: parameters)),
        ]
    }

    /// The file variables a file's contents see, once its output path is known.
    static func file(path: String) -> TemplateValue {
        let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
        let name = slash.map { String(path[path.utf8.index(after: $0)...]) } ?? path
        return ["name": .string(name), "path": .string(path)]
    }
}
