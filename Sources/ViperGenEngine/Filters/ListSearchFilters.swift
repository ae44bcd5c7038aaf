/// Liquid's filters that test a property of each item, as `where` does (`ListFilters.ItemTest`): `reject` keeps
/// the items that fail, `has` says whether one passes, `find` and `find_index` give the first that passes and its
/// position (`nil` when none does). As with `where`, the items must be dictionaries (or `nil`), nested lists are
/// flattened and `nil` is an empty list.
package enum ListSearchFilters {
    static let all: [Filter] = [
        Filter("reject", arity: 1...2) { input, arguments throws(FilterFailure) in
            let test = try ListFilters.ItemTest(arguments)
            var kept: [TemplateValue] = []
            for item in try input.filterList() where try !test.matches(item) { kept.append(item) }
            return .list(kept)
        },
        Filter("has", arity: 1...2) { input, arguments throws(FilterFailure) in
            .bool(try firstMatch(in: input, arguments) != nil)
        },
        Filter("find", arity: 1...2) { input, arguments throws(FilterFailure) in
            try firstMatch(in: input, arguments)?.item ?? .nil
        },
        Filter("find_index", arity: 1...2) { input, arguments throws(FilterFailure) in
            try firstMatch(in: input, arguments).map { .integer($0.index) } ?? .nil
        },
    ]

    /// The first item of `input` that passes the test the arguments describe, with its position.
    private static func firstMatch(in input: TemplateValue, _ arguments: FilterArguments) throws(FilterFailure)
        -> (item: TemplateValue, index: Int)?
    {
        let test = try ListFilters.ItemTest(arguments)
        for (index, item) in try input.filterList().enumerated() where try test.matches(item) {
            return (item, index)
        }
        return nil
    }
}
