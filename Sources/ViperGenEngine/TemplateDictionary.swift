/// A dictionary of template values that keeps its keys in insertion order, as Ruby's hashes (and so Liquid's) do:
/// `for` over it yields `[key, value]` pairs in that order, and `first` is its first pair.
///
/// Setting a key it already holds changes the value in place and keeps the key's position. Two dictionaries are
/// equal when they hold the same keys with equal values, whatever their order (as Ruby compares hashes).
public struct TemplateDictionary: Equatable, Sendable {
    /// The keys, in insertion order.
    public private(set) var keys: [String] = []
    /// The values by key.
    private var values: [String: TemplateValue] = [:]

    /// An empty dictionary.
    public init() {}

    /// A dictionary of `pairs`, in their order; a key given twice keeps its first position and its last value.
    public init(_ pairs: some Sequence<(String, TemplateValue)>) {
        for (key, value) in pairs { self[key] = value }
    }

    /// A dictionary of an unordered Swift dictionary's entries, with the keys sorted, so that the order is the same
    /// on every run.
    public init(sorting dictionary: [String: TemplateValue]) {
        keys = dictionary.keys.sorted()
        values = dictionary
    }

    /// The value of `key`, or `nil` when there is none. Setting a new key appends it; setting `nil` removes it.
    public subscript(key: String) -> TemplateValue? {
        get { values[key] }
        set {
            if let newValue {
                if values.updateValue(newValue, forKey: key) == nil { keys.append(key) }
            } else if values.removeValue(forKey: key) != nil {
                keys.removeAll { $0 == key }
            }
        }
    }

    /// How many keys it holds.
    public var count: Int { keys.count }

    /// True when it holds no key.
    public var isEmpty: Bool { keys.isEmpty }

    /// The entries, in insertion order.
    public var entries: [(key: String, value: TemplateValue)] { keys.map { ($0, values[$0]!) } }

    /// The entries as an unordered Swift dictionary.
    public var unordered: [String: TemplateValue] { values }

    /// The entries as Liquid iterates a hash: one two-item list `[key, value]` per key, in insertion order.
    package var pairs: [TemplateValue] { keys.map { .list([.string($0), values[$0]!]) } }

    /// Same keys with equal values, in any order.
    public static func == (lhs: TemplateDictionary, rhs: TemplateDictionary) -> Bool {
        lhs.values == rhs.values
    }
}

extension TemplateDictionary: ExpressibleByDictionaryLiteral {
    /// A dictionary of the literal's entries, in the literal's order.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self.init(elements)
    }
}
