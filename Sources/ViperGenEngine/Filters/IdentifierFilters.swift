/// The generator's own filters for identifiers: `lower_first`, `upper_first` and the case forms.
package enum IdentifierFilters {
    static let all: [Filter] = [
        Filter("lower_first") { input, _ throws(FilterFailure) in
            let text = try input.filterText()
            return .string(text.prefix(1).lowercased() + text.dropFirst())
        },
        Filter("upper_first") { input, _ throws(FilterFailure) in
            let text = try input.filterText()
            return .string(text.prefix(1).uppercased() + text.dropFirst())
        },
        Filter("snake_case") { input, _ throws(FilterFailure) in
            .string(IdentifierWords(try input.filterText()).snakeCase)
        },
        Filter("kebab_case") { input, _ throws(FilterFailure) in
            .string(IdentifierWords(try input.filterText()).kebabCase)
        },
        Filter("camel_case") { input, _ throws(FilterFailure) in
            .string(IdentifierWords(try input.filterText()).lowerCamelCase)
        },
        Filter("pascal_case") { input, _ throws(FilterFailure) in
            .string(IdentifierWords(try input.filterText()).upperCamelCase)
        },
    ]
}
