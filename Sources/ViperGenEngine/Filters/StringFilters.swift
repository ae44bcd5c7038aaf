/// Liquid's filters that change or measure text: case, whitespace, joining text, `split`, `size`, `default`.
package enum StringFilters {
    static let all: [Filter] = [
        Filter("upcase") { input, _ throws(FilterFailure) in .string(try input.filterText().uppercased()) },
        Filter("downcase") { input, _ throws(FilterFailure) in .string(try input.filterText().lowercased()) },
        Filter("capitalize") { input, _ throws(FilterFailure) in
            let text = try input.filterText()
            return .string(text.prefix(1).uppercased() + text.dropFirst().lowercased())
        },
        Filter("strip") { input, _ throws(FilterFailure) in .string(try input.filterText().trimmingWhitespace()) },
        Filter("lstrip") { input, _ throws(FilterFailure) in
            .string(try input.filterText().trimming(leading: true, trailing: false))
        },
        Filter("rstrip") { input, _ throws(FilterFailure) in
            .string(try input.filterText().trimming(leading: false, trailing: true))
        },
        Filter("strip_newlines") { input, _ throws(FilterFailure) in
            .string(try input.filterText().replacingAll("\r\n", with: "").replacingAll("\n", with: ""))
        },
        Filter("append", arity: 1...1) { input, arguments throws(FilterFailure) in
            .string(try input.filterText() + arguments.positional[0].filterText())
        },
        Filter("prepend", arity: 1...1) { input, arguments throws(FilterFailure) in
            .string(try arguments.positional[0].filterText() + input.filterText())
        },
        Filter("split", arity: 1...1) { input, arguments throws(FilterFailure) in
            let pieces = try input.filterText().splitting(by: arguments.positional[0].filterText())
            return .list(pieces.map(TemplateValue.string))
        },
        Filter("size", size),
        Filter("default", arity: 0...1, options: ["allow_false"], defaultValue),
    ]

    /// The number of characters of text, items of a list or entries of a dictionary; 0 for anything else.
    private static func size(_ input: TemplateValue, _: FilterArguments) -> TemplateValue {
        switch input {
        case .string(let text): .integer(text.count)
        case .list(let items): .integer(items.count)
        case .dictionary(let entries): .integer(entries.count)
        default: .integer(0)
        }
    }

    /// The input, unless it is `nil`, `false` or empty: then the argument (empty text when there is none).
    /// With `allow_false: true`, `false` stays.
    private static func defaultValue(_ input: TemplateValue, _ arguments: FilterArguments) -> TemplateValue {
        let keepsFalse = arguments.options["allow_false"]?.isTruthy ?? false
        let isMissing = keepsFalse ? input == .nil : !input.isTruthy
        return isMissing || input.isEmpty ? arguments[0] ?? .string("") : input
    }
}
