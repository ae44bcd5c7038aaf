/// Object positions by id. Ids of up to 24 bytes (all of Xcode's) are keyed by their bytes packed into three
/// integers, so indexing 50,000 objects makes no strings; longer ids are keyed by their text.
struct PBXObjectIndex: Sendable {
    /// An id of up to 24 bytes, none of them zero, packed into three integers: byte `p` at bits `(p % 8) * 8` of word
    /// `p / 8`, the rest zero.
    struct ShortKey: Hashable, Sendable {
        var words: (UInt64, UInt64, UInt64) = (0, 0, 0)

        static func == (lhs: ShortKey, rhs: ShortKey) -> Bool {
            lhs.words.0 == rhs.words.0 && lhs.words.1 == rhs.words.1 && lhs.words.2 == rhs.words.2
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(words.0)
            hasher.combine(words.1)
            hasher.combine(words.2)
        }

        /// The key's hash for a dictionary whose (per-process random) seed is `seed`: the three words folded into the
        /// seed with multiply-xorshift steps. A dictionary hashes through this instead of `hash(into:)`, which ran
        /// SipHash over 24 bytes: 300 instructions a lookup, 50,000 lookups to index a 12 MB project and 25,000 to
        /// walk its groups.
        func _rawHashValue(seed: Int) -> Int {
            var mixed = UInt64(UInt(bitPattern: seed)) ^ words.0
            mixed = (mixed ^ (mixed >> 32)) &* 0x9E37_79B9_7F4A_7C15
            mixed ^= words.1
            mixed = (mixed ^ (mixed >> 29)) &* 0xBF58_476D_1CE4_E5B9
            mixed ^= words.2
            mixed = (mixed ^ (mixed >> 32)) &* 0x94D0_49BB_1331_11EB
            return Int(bitPattern: UInt(truncatingIfNeeded: mixed ^ (mixed >> 31)))
        }

        /// The key of `bytes`, or `nil` when they are longer than 24 or hold a zero byte (which padding uses).
        ///
        /// The bytes are copied into the words at once and checked for zeros a word at a time: the generic loop
        /// over a collection this replaced cost about 1,000 instructions an id (100 million for a 12 MB project).
        init?(_ bytes: UnsafeBufferPointer<UInt8>) {
            let count = bytes.count
            guard count <= 24 else { return nil }
            if let base = bytes.baseAddress, count > 0 {
                withUnsafeMutableBytes(of: &words) { $0.baseAddress!.copyMemory(from: base, byteCount: count) }
            }
            // Byte `p` at bits `(p % 8) * 8` on any host.
            words = (UInt64(littleEndian: words.0), UInt64(littleEndian: words.1), UInt64(littleEndian: words.2))
            let zero =
                Self.holdsZero(words.0, bytes: min(count, 8))
                || Self.holdsZero(words.1, bytes: min(max(count - 8, 0), 8))
                || Self.holdsZero(words.2, bytes: max(count - 16, 0))
            if zero { return nil }
        }

        /// The key of `bytes`, or `nil` when they are longer than 24 or hold a zero byte.
        init?(_ bytes: ArraySlice<UInt8>) {
            guard let key = bytes.withUnsafeBufferPointer({ ShortKey($0) }) else { return nil }
            self = key
        }

        /// The key of the UTF-8 bytes of `text`, or `nil` when they are longer than 24 or hold a zero byte.
        init?(_ text: String) {
            var text = text
            guard let key = text.withUTF8({ ShortKey($0) }) else { return nil }
            self = key
        }

        /// Whether one of the first `bytes` bytes of `word` (in the order above) is zero; the others are zero.
        private static func holdsZero(_ word: UInt64, bytes: Int) -> Bool {
            // The bytes past `bytes` are set, so that only real bytes can be zero.
            let padded = bytes >= 8 ? word : word | (~0 << UInt64(bytes * 8))
            let low: UInt64 = 0x0101_0101_0101_0101
            let high: UInt64 = 0x8080_8080_8080_8080
            return (padded &- low) & ~padded & high != 0
        }

        /// Whether the id of `self` sorts before the id of `other`, comparing their bytes in order (a shorter id
        /// before a longer one it starts; no byte of an id is zero, so its padding sorts first).
        func precedes(_ other: ShortKey) -> Bool {
            // Byte 0 is the lowest byte of a word; swapped, it is the highest, so the words compare as the bytes.
            (words.0.byteSwapped, words.1.byteSwapped, words.2.byteSwapped)
                < (other.words.0.byteSwapped, other.words.1.byteSwapped, other.words.2.byteSwapped)
        }
    }

    private var short: [ShortKey: Int] = [:]
    private var long: [String: Int] = [:]
    /// The ids `add` recorded, apart from the others: an index the reader made is shared by the cached document and
    /// every model of it, and adding to it directly copied its 50,000 entries for the few objects an edit adds.
    private var addedShort: [ShortKey: Int] = [:]
    private var addedLong: [String: Int] = [:]

    /// An empty index with room for `capacity` ids.
    init(capacity: Int) {
        short.reserveCapacity(capacity)
    }

    /// The index of `document`'s objects, or the position of the first object whose id an earlier one has.
    static func of(_ document: PBXProjectDocument) -> (index: PBXObjectIndex, repeated: Int?) {
        var index = PBXObjectIndex(capacity: document.objects.count)
        for (position, object) in document.objects.enumerated() {
            let inserted =
                if let bare = document.bareBytes(of: object.id) {
                    index.insert(bareBytes: bare, at: position)
                } else {
                    index.insert(document.value(of: object.id), at: position)
                }
            guard inserted else { return (index, position) }
        }
        return (index, nil)
    }

    /// Records `position` for the id whose value is `id`; returns false when the id was already there.
    mutating func insert(_ id: String, at position: Int) -> Bool {
        if let key = ShortKey(id) { return short.updateValue(position, forKey: key) == nil }
        return long.updateValue(position, forKey: id) == nil
    }

    /// Records `position` for the id of a bare token made of `bytes` (its value is its bytes).
    mutating func insert(bareBytes bytes: ArraySlice<UInt8>, at position: Int) -> Bool {
        if let key = ShortKey(bytes) { return short.updateValue(position, forKey: key) == nil }
        return long.updateValue(position, forKey: String(decoding: bytes, as: UTF8.self)) == nil
    }

    /// Records `position` for the id `id` of an object an edit added; it replaces any earlier position of the id.
    mutating func add(_ id: String, at position: Int) {
        if let key = ShortKey(id) {
            addedShort[key] = position
        } else {
            addedLong[id] = position
        }
    }

    /// The position of the object with id `id`.
    subscript(id: String) -> Int? {
        if let key = ShortKey(id) { return addedShort.isEmpty ? short[key] : addedShort[key] ?? short[key] }
        return addedLong[id] ?? long[id]
    }

    /// The position of the object whose id is the bare token `bytes`.
    subscript(bareBytes bytes: ArraySlice<UInt8>) -> Int? {
        if let key = ShortKey(bytes) { return addedShort.isEmpty ? short[key] : addedShort[key] ?? short[key] }
        let id = String(decoding: bytes, as: UTF8.self)
        return addedLong[id] ?? long[id]
    }
}
