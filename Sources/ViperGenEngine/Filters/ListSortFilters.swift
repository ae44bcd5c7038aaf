/// Liquid's sorting filters: `sort` (numbers by value, text by bytes, so capitals first) and `sort_natural`
/// (text ignoring ASCII case). `nil` values go last; items that sort equal keep their order.
package enum ListSortFilters {
    static let all: [Filter] = [
        Filter("sort", arity: 0...1, sort),
        Filter("sort_natural", arity: 0...1, sortNatural),
    ]

    private static func sort(_ input: TemplateValue, _ arguments: FilterArguments) throws(FilterFailure)
        -> TemplateValue
    {
        let (items, keys) = try itemsAndKeys(input, arguments)
        let present = keys.filter { $0 != .nil }
        if present.allSatisfy({ if case .string = $0 { true } else { false } }) {
            let texts = keys.map { key in key == .nil ? nil : Array(key.text?.utf8 ?? "".utf8) }
            return .list(sorted(items, by: texts) { $0.lexicographicallyPrecedes($1) })
        }
        var numbers: [LiquidNumber?] = []
        for key in keys {
            switch key {
            case .nil: numbers.append(nil)
            case .integer(let number): numbers.append(.integer(number))
            case .float(let number) where !number.isNaN: numbers.append(.float(number))
            default: throw FilterFailure("cannot sort values of incompatible types (\(kinds(of: present)))")
            }
        }
        return .list(sorted(items, by: numbers) { LiquidNumber.compare($0, $1) == -1 })
    }

    private static func sortNatural(_ input: TemplateValue, _ arguments: FilterArguments) throws(FilterFailure)
        -> TemplateValue
    {
        let (items, keys) = try itemsAndKeys(input, arguments)
        var texts: [[UInt8]?] = []
        for key in keys {
            texts.append(key == .nil ? nil : Array(try key.filterText().utf8).map(lowercasedASCII))
        }
        return .list(sorted(items, by: texts) { $0.lexicographicallyPrecedes($1) })
    }

    /// The flattened items and what each sorts by: itself, or its property when one is named.
    private static func itemsAndKeys(_ input: TemplateValue, _ arguments: FilterArguments) throws(FilterFailure)
        -> ([TemplateValue], [TemplateValue])
    {
        let name = try arguments[0]?.filterText()
        let items = try input.filterList()
        var keys: [TemplateValue] = []
        for item in items { keys.append(try ListFilters.value(of: item, property: name)) }
        return (items, keys)
    }

    /// `items` ordered by their keys, `nil` keys last, ties in their original order.
    private static func sorted<Key>(
        _ items: [TemplateValue], by keys: [Key?], _ precedes: (Key, Key) -> Bool
    ) -> [TemplateValue] {
        let order = items.indices.sorted { a, b in
            switch (keys[a], keys[b]) {
            case (let x?, let y?): precedes(x, y) || (!precedes(y, x) && a < b)
            case (nil, nil): a < b
            case (_?, nil): true
            case (nil, _?): false
            }
        }
        return order.map { items[$0] }
    }

    /// The kinds of values a list mixes, for the error message: `a number and a string`.
    private static func kinds(of values: [TemplateValue]) -> String {
        var names: [String] = []
        for value in values where !names.contains("a \(value.typeName)") { names.append("a \(value.typeName)") }
        return names.joined(separator: " and ")
    }

    private static func lowercasedASCII(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }
}
