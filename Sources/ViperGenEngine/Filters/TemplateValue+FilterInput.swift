/// How filters read their input and arguments, with one message style for every wrong type.
extension TemplateValue {
    /// The value as text (`nil` is empty, a list its items run together).
    /// - Throws: `FilterFailure` for a dictionary, which has no obvious text.
    func filterText() throws(FilterFailure) -> String {
        guard let text else { throw FilterFailure("cannot use a dictionary as text") }
        return text
    }

    /// The items of a list, nested lists flattened as Liquid does; `nil` is an empty list and a dictionary a list of
    /// one item, itself (Liquid's `InputIterator` wraps a hash so).
    /// - Throws: `FilterFailure` for anything else.
    func filterList() throws(FilterFailure) -> [TemplateValue] {
        switch self {
        case .nil: return []
        case .list(let items): return Self.flattened(items)
        case .dictionary: return [self]
        default: throw FilterFailure("needs a list, got a \(typeName)")
        }
    }

    /// The value as a number for math filters: integers and floats as they are, `nil` as 0, and text that is a
    /// number (`"3"`, `" -2.5 "`) as that number.
    /// - Parameter role: How the message names the value: `nil` for the input, else the argument's position.
    /// - Throws: `FilterFailure` for other text, booleans, lists and dictionaries.
    func filterNumber(argument role: Int? = nil) throws(FilterFailure) -> LiquidNumber {
        switch self {
        case .integer(let number): return .integer(number)
        case .float(let number): return .float(number)
        case .nil: return .integer(0)
        case .string(let text):
            if let number = Self.number(in: text.trimmingWhitespace()) { return number }
        default: break
        }
        throw FilterFailure(Self.expectation("a number", role) + ", got \(Self.describe(self))")
    }

    /// The value as a number when it is an integer or a float, for comparisons.
    var number: LiquidNumber? {
        switch self {
        case .integer(let number): .integer(number)
        case .float(let number): .float(number)
        default: nil
        }
    }

    /// The value as a whole number for counts and offsets: an integer, or text that is one (Ruby's `Integer()`).
    /// - Throws: `FilterFailure` for anything else.
    func filterInteger(argument role: Int) throws(FilterFailure) -> Int {
        switch self {
        case .integer(let number): return number
        case .string(let text):
            if case .integer(let number)? = Self.number(in: text.trimmingWhitespace()) { return number }
        default: break
        }
        throw FilterFailure(Self.expectation("a whole number", role) + ", got \(Self.describe(self))")
    }

    /// `-?\d+` as an integer, `-?\d+\.\d+` as a float (Liquid reads `"2.50"` as a decimal), else `nil`.
    private static func number(in text: String) -> LiquidNumber? {
        let digits = text.hasPrefix("-") ? text.utf8.dropFirst() : text.utf8[...]
        let parts = digits.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        let isDigit: (UInt8) -> Bool = { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(isDigit) }) else {
            return nil
        }
        if parts.count == 1 { return Int(text).map(LiquidNumber.integer) }
        return Double(text).map(LiquidNumber.float)
    }

    private static func expectation(_ kind: String, _ role: Int?) -> String {
        role.map { "argument \($0) must be \(kind)" } ?? "needs \(kind)"
    }

    /// A list with nested lists replaced by their items, at any depth, without recursion.
    private static func flattened(_ items: [TemplateValue]) -> [TemplateValue] {
        guard items.contains(where: { if case .list = $0 { true } else { false } }) else { return items }
        var result: [TemplateValue] = []
        var pending: [IndexingIterator<[TemplateValue]>] = [items.makeIterator()]
        while !pending.isEmpty {
            guard let item = pending[pending.count - 1].next() else {
                pending.removeLast()
                continue
            }
            if case .list(let inner) = item {
                pending.append(inner.makeIterator())
            } else {
                result.append(item)
            }
        }
        return result
    }

    /// The value named for an error message: `a list`, `the string 'abc'`, `nil`.
    static func describe(_ value: TemplateValue) -> String {
        switch value {
        case .string(let text): "the string '\(text.count > 40 ? text.prefix(40) + "…" : text)'"
        case .nil: "nil"
        case .integer, .float: "the number \(value.text ?? "")"
        default: "a \(value.typeName)"
        }
    }
}
