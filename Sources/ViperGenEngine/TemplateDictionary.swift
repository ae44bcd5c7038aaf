/// A dictionary of template values that keeps its keys in insertion order, as Ruby's hashes (and so Liquid's) do:
/// `for` over it yields `[key, value]` pairs in that order, and `first` is its first pair.
///
/// Setting a key it already holds changes the value in place and keeps the key's position. Two dictionaries are
/// equal when they hold the same keys with equal values, whatever their order (as Ruby compares hashes).
public struct TemplateDictionary: Equatable, Sendable {
    /// The keys and values behind one reference, so that copying a dictionary (as every lookup through a
    /// `TemplateValue` does) costs one reference count; copied before a change when shared. Changed only when
    /// uniquely referenced, so reads skip the runtime's exclusivity checks.
    private final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var keys: [String]
        @exclusivity(unchecked) var values: [String: TemplateValue]

        init(keys: [String], values: [String: TemplateValue]) {
            self.keys = keys
            self.values = values
        }
    }

    private var storage: Storage

    /// An empty dictionary.
    public init() {
        storage = Storage(keys: [], values: [:])
    }

    /// A dictionary of `pairs`, in their order; a key given twice keeps its first position and its last value.
    /// - Parameter pairs: The keys and their values, in order.
    public init(_ pairs: some Sequence<(String, TemplateValue)>) {
        var keys: [String] = []
        var values: [String: TemplateValue] = [:]
        keys.reserveCapacity(pairs.underestimatedCount)
        values.reserveCapacity(pairs.underestimatedCount)
        for (key, value) in pairs where values.updateValue(value, forKey: key) == nil { keys.append(key) }
        storage = Storage(keys: keys, values: values)
    }

    /// A dictionary of an unordered Swift dictionary's entries, with the keys sorted, so that the order is the same
    /// on every run.
    /// - Parameter dictionary: The entries.
    public init(sorting dictionary: [String: TemplateValue]) {
        storage = Storage(keys: dictionary.keys.sorted(), values: dictionary)
    }

    /// The keys, in insertion order.
    public var keys: [String] { storage.keys }

    /// The value of `key`, or `nil` when there is none. Setting a new key appends it; setting `nil` removes it.
    /// - Parameter key: The key.
    public subscript(key: String) -> TemplateValue? {
        get { storage.values[key] }
        set {
            if !isKnownUniquelyReferenced(&storage) {
                storage = Storage(keys: storage.keys, values: storage.values)
            }
            if let newValue {
                if storage.values.updateValue(newValue, forKey: key) == nil { storage.keys.append(key) }
            } else if storage.values.removeValue(forKey: key) != nil {
                storage.keys.removeAll { $0 == key }
            }
        }
    }

    /// How many keys it holds.
    public var count: Int { storage.keys.count }

    /// True when it holds no key.
    public var isEmpty: Bool { storage.keys.isEmpty }

    /// The entries, in insertion order.
    public var entries: [(key: String, value: TemplateValue)] { storage.keys.map { ($0, storage.values[$0]!) } }

    /// The entries as an unordered Swift dictionary.
    public var unordered: [String: TemplateValue] { storage.values }

    /// The entries as Liquid iterates a hash: one two-item list `[key, value]` per key, in insertion order.
    package var pairs: [TemplateValue] { storage.keys.map { .list([.string($0), storage.values[$0]!]) } }

    /// Same keys with equal values, in any order.
    public static func == (lhs: TemplateDictionary, rhs: TemplateDictionary) -> Bool {
        lhs.storage.values == rhs.storage.values
    }
}

extension TemplateDictionary: ExpressibleByDictionaryLiteral {
    /// A dictionary of the literal's entries, in the literal's order.
    /// - Parameter elements: The literal's keys and values.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self.init(elements)
    }
}
