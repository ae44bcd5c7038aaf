/// Object positions by id. Ids of up to 24 bytes (all of Xcode's) are keyed by their bytes packed into three
/// integers, so indexing 50,000 objects makes no strings; longer ids are keyed by their text.
struct PBXObjectIndex {
    private struct ShortKey: Hashable {
        var words: (UInt64, UInt64, UInt64) = (0, 0, 0)

        static func == (lhs: ShortKey, rhs: ShortKey) -> Bool {
            lhs.words.0 == rhs.words.0 && lhs.words.1 == rhs.words.1 && lhs.words.2 == rhs.words.2
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(words.0)
            hasher.combine(words.1)
            hasher.combine(words.2)
        }

        /// The key of `bytes`, or `nil` when they are longer than 24 or hold a zero byte (which padding uses).
        init?(_ bytes: some Collection<UInt8>) {
            guard bytes.count <= 24 else { return nil }
            for (position, byte) in bytes.enumerated() {
                guard byte != 0 else { return nil }
                let shift = UInt64((position % 8) * 8)
                switch position / 8 {
                case 0: words.0 |= UInt64(byte) << shift
                case 1: words.1 |= UInt64(byte) << shift
                default: words.2 |= UInt64(byte) << shift
                }
            }
        }
    }

    private var short: [ShortKey: Int] = [:]
    private var long: [String: Int] = [:]

    /// An empty index with room for `capacity` ids.
    init(capacity: Int) {
        short.reserveCapacity(capacity)
    }

    /// Records `position` for the id whose value is `id`; returns false when the id was already there.
    mutating func insert(_ id: String, at position: Int) -> Bool {
        if let key = ShortKey(id.utf8) { return short.updateValue(position, forKey: key) == nil }
        return long.updateValue(position, forKey: id) == nil
    }

    /// Records `position` for the id of a bare token made of `bytes` (its value is its bytes).
    mutating func insert(bareBytes bytes: ArraySlice<UInt8>, at position: Int) -> Bool {
        if let key = ShortKey(bytes) { return short.updateValue(position, forKey: key) == nil }
        return long.updateValue(position, forKey: String(decoding: bytes, as: UTF8.self)) == nil
    }

    /// The position of the object with id `id`.
    subscript(id: String) -> Int? {
        if let key = ShortKey(id.utf8) { return short[key] }
        return long[id]
    }

    /// The position of the object whose id is the bare token `bytes`.
    subscript(bareBytes bytes: ArraySlice<UInt8>) -> Int? {
        if let key = ShortKey(bytes) { return short[key] }
        return long[String(decoding: bytes, as: UTF8.self)]
    }
}
