/// Liquid's filters that replace or remove text: `replace`, `replace_first`, `replace_last`, `remove`,
/// `remove_first`, `remove_last`. An empty search text changes nothing (Ruby would insert between characters).
package enum ReplaceFilters {
    static let all: [Filter] = [
        Filter("replace", arity: 2...2) { input, arguments throws(FilterFailure) in
            let (text, target, replacement) = try parts(input, arguments)
            return .string(text.replacingAll(target, with: replacement))
        },
        Filter("replace_first", arity: 2...2) { input, arguments throws(FilterFailure) in
            let (text, target, replacement) = try parts(input, arguments)
            return .string(text.replacingFirst(target, with: replacement))
        },
        Filter("replace_last", arity: 2...2) { input, arguments throws(FilterFailure) in
            let (text, target, replacement) = try parts(input, arguments)
            return .string(text.replacingLast(target, with: replacement))
        },
        Filter("remove", arity: 1...1) { input, arguments throws(FilterFailure) in
            .string(try input.filterText().replacingAll(arguments.positional[0].filterText(), with: ""))
        },
        Filter("remove_first", arity: 1...1) { input, arguments throws(FilterFailure) in
            .string(try input.filterText().replacingFirst(arguments.positional[0].filterText(), with: ""))
        },
        Filter("remove_last", arity: 1...1) { input, arguments throws(FilterFailure) in
            .string(try input.filterText().replacingLast(arguments.positional[0].filterText(), with: ""))
        },
    ]

    private static func parts(_ input: TemplateValue, _ arguments: FilterArguments) throws(FilterFailure)
        -> (String, String, String)
    {
        (try input.filterText(), try arguments.positional[0].filterText(), try arguments.positional[1].filterText())
    }
}
