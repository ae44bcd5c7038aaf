/// Liquid's filters on lists: `join`, `first`, `last`, `reverse`, `compact`, `uniq`, `concat`, `map`, `where`,
/// `sum`. As in Liquid, nested lists are flattened first (except by `first` and `last`), `nil` is an empty list and a
/// dictionary a list of one item (except for `first`, which gives its first entry, and `last`, for which it is an
/// error: Liquid gives nil, a hash having no last item).
package enum ListFilters {
    static let all: [Filter] = [
        Filter("join", arity: 0...1) { input, arguments throws(FilterFailure) in
            let separator = try arguments[0]?.filterText() ?? " "
            var texts: [String] = []
            for item in try input.filterList() { texts.append(try item.filterText()) }
            return .string(texts.joined(separator: separator))
        },
        Filter("first") { input, _ throws(FilterFailure) in
            // As Ruby's `Hash#first`, a dictionary's first entry as a `[key, value]` pair.
            if case .dictionary(let entries) = input { return entries.pairs.first ?? .nil }
            return try unflattened(input).first ?? .nil
        },
        Filter("last") { input, _ throws(FilterFailure) in try unflattened(input).last ?? .nil },
        Filter("reverse") { input, _ throws(FilterFailure) in .list(try input.filterList().reversed()) },
        Filter("compact", arity: 0...1) { input, arguments throws(FilterFailure) in
            let name = try arguments[0]?.filterText()
            var kept: [TemplateValue] = []
            for item in try input.filterList() where try value(of: item, property: name) != .nil { kept.append(item) }
            return .list(kept)
        },
        Filter("uniq", arity: 0...1, unique),
        Filter("concat", arity: 1...1) { input, arguments throws(FilterFailure) in
            guard case .list(let more) = arguments.positional[0] else {
                throw FilterFailure("argument 1 must be a list, got a \(arguments.positional[0].typeName)")
            }
            return .list(try input.filterList() + more)
        },
        Filter("map", arity: 1...1) { input, arguments throws(FilterFailure) in
            let name = try arguments.positional[0].filterText()
            var values: [TemplateValue] = []
            for item in try input.filterList() { values.append(try property(name, of: item)) }
            return .list(values)
        },
        Filter("where", arity: 1...2) { input, arguments throws(FilterFailure) in
            let test = try ItemTest(arguments)
            var kept: [TemplateValue] = []
            for item in try input.filterList() {
                guard let passes = try test.matches(item) else { return .nil }
                if passes { kept.append(item) }
            }
            return .list(kept)
        },
        Filter("sum", arity: 0...1, sum),
    ]

    /// The test of `where`, `reject`, `has`, `find` and `find_index`: the item's property `name` equals the value
    /// given, or, without a value (or with `nil`), is truthy (Liquid's `filter_array`). A `nil` item reached on the
    /// way makes the filter give `nil`, as in Liquid.
    struct ItemTest {
        let name: String
        let wanted: TemplateValue

        /// Reads the property name and the optional value from the filter's arguments.
        init(_ arguments: FilterArguments) throws(FilterFailure) {
            name = try arguments.positional[0].filterText()
            wanted = arguments[1] ?? .nil
        }

        /// Whether `item` passes; nil for a `nil` item, which, as in Liquid (whose `filter_array` returns nil for an
        /// item without properties), makes the whole filter give `nil`.
        /// - Throws: `FilterFailure` for an item that is neither a dictionary nor `nil`.
        func matches(_ item: TemplateValue) throws(FilterFailure) -> Bool? {
            if case .nil = item { return nil }
            let value = try property(name, of: item)
            return wanted == .nil ? value.isTruthy : value == wanted
        }
    }

    /// The value of the property `name` of a list item: a dictionary's entry (`nil` when missing), `nil` for `nil`.
    /// - Throws: `FilterFailure` for other items, which have no properties.
    static func property(_ name: String, of item: TemplateValue) throws(FilterFailure) -> TemplateValue {
        switch item {
        case .dictionary(let entries): return entries[name] ?? .nil
        case .nil: return .nil
        default:
            throw FilterFailure(
                "cannot select the property '\(name)' of a \(item.typeName); the items must be dictionaries")
        }
    }

    /// The item itself, or the value of its property `name` when one is named.
    static func value(of item: TemplateValue, property name: String?) throws(FilterFailure) -> TemplateValue {
        guard let name else { return item }
        return try property(name, of: item)
    }

    /// The items of a list as they are, nested lists included; `nil` is an empty list.
    private static func unflattened(_ input: TemplateValue) throws(FilterFailure) -> [TemplateValue] {
        switch input {
        case .list(let items): return items
        case .nil: return []
        default: throw FilterFailure("needs a list, got a \(input.typeName)")
        }
    }

    /// The items without repeats (by the property, when one is named), in first-seen order. As in Ruby, `1` and
    /// `1.0` are different items.
    private static func unique(_ input: TemplateValue, _ arguments: FilterArguments) throws(FilterFailure)
        -> TemplateValue
    {
        let name = try arguments[0]?.filterText()
        var seen = SeenValues()
        var kept: [TemplateValue] = []
        for item in try input.filterList() {
            let key = try value(of: item, property: name)
            if seen.insert(key) { kept.append(item) }
        }
        return .list(kept)
    }

    /// The values seen so far, hashed where they can be so that `uniq` stays fast on long lists.
    private struct SeenValues {
        private var strings: Set<String> = []
        private var integers: Set<Int> = []
        private var floats: Set<Double> = []
        private var others: [TemplateValue] = []

        /// Adds `value`; false when it was already there.
        mutating func insert(_ value: TemplateValue) -> Bool {
            switch value {
            case .string(let text): return strings.insert(text).inserted
            case .integer(let number): return integers.insert(number).inserted
            case .float(let number): return floats.insert(number).inserted
            default:
                if others.contains(value) { return false }
                others.append(value)
                return true
            }
        }
    }

    /// The sum of the numbers (or of the property of each item): an integer unless a float takes part.
    private static func sum(_ input: TemplateValue, _ arguments: FilterArguments) throws(FilterFailure)
        -> TemplateValue
    {
        let name = try arguments[0]?.filterText()
        var numbers: [LiquidNumber] = []
        for item in try input.filterList() {
            let value = try value(of: item, property: name)
            do {
                numbers.append(try value.filterNumber())
            } catch {
                throw FilterFailure("can only add numbers, got \(TemplateValue.describe(value))")
            }
        }
        return try MathFilters.sum(numbers).value
    }
}
