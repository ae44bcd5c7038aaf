extension Filter {
    /// Every filter, by name: Liquid's standard filters and the generator's identifier helpers.
    /// A name listed twice stops the program at its first filter lookup; `FilterTableTests` lists every name.
    static let table: [String: Filter] = {
        let families = [
            StringFilters.all, TextCutFilters.all, ReplaceFilters.all, HTMLFilters.all, EncodingFilters.all,
            ListFilters.all, ListSearchFilters.all, ListSortFilters.all, MathFilters.all, [DateFilter.filter],
            IdentifierFilters.all,
        ]
        return Dictionary(uniqueKeysWithValues: families.joined().map { ($0.name, $0) })
    }()

    /// The filter named `name`, or `nil` when there is none.
    package static func named(_ name: String) -> Filter? {
        table[name]
    }

    /// Every filter name, sorted, for suggestions.
    static let names: [String] = table.keys.sorted()
}
