/// Liquid's filters that test a property of each item, as `where` does (`ListFilters.ItemTest`): `reject` keeps
/// the items that fail, `has` says whether one passes, `find` and `find_index` give the first that passes and its
/// position (`nil` when none does). As with `where`, the items must be dictionaries (or `nil`: reaching a `nil` item
/// makes the filter give `nil`, as in Liquid), nested lists are flattened, `nil` is an empty list and a dictionary a
/// list of one item.
package enum ListSearchFilters {
    static let all: [Filter] = [
        Filter("reject", arity: 1...2) { input, arguments throws(FilterFailure) in
            let test = try ListFilters.ItemTest(arguments)
            var kept: [TemplateValue] = []
            for item in try input.filterList() {
                guard let passes = try test.matches(item) else { return .nil }
                if !passes { kept.append(item) }
            }
            return .list(kept)
        },
        Filter("has", arity: 1...2) { input, arguments throws(FilterFailure) in
            switch try firstMatch(in: input, arguments) {
            case .found: .bool(true)
            case .noMatch: .bool(false)
            case .nilItem: .nil
            }
        },
        Filter("find", arity: 1...2) { input, arguments throws(FilterFailure) in
            if case .found(let item, _) = try firstMatch(in: input, arguments) { item } else { .nil }
        },
        Filter("find_index", arity: 1...2) { input, arguments throws(FilterFailure) in
            if case .found(_, let index) = try firstMatch(in: input, arguments) { .integer(index) } else { .nil }
        },
    ]

    /// What a search found.
    private enum Search {
        /// The first item that passes, and its position.
        case found(TemplateValue, index: Int)
        /// No item passes.
        case noMatch
        /// A `nil` item came before any item that passes (Liquid's filters then give `nil`).
        case nilItem
    }

    /// The first item of `input` that passes the test the arguments describe, with its position.
    private static func firstMatch(in input: TemplateValue, _ arguments: FilterArguments) throws(FilterFailure)
        -> Search
    {
        let test = try ListFilters.ItemTest(arguments)
        for (index, item) in try input.filterList().enumerated() {
            guard let passes = try test.matches(item) else { return .nilItem }
            if passes { return .found(item, index: index) }
        }
        return .noMatch
    }
}
