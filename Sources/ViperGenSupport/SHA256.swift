/// SHA-256 (FIPS 180-4), for the content hashes the lockfile records: the same bytes give the same hex digest on
/// every machine. Our own few lines, since the toolchain's Foundation has no hashing on Linux and packages are out.
package struct SHA256 {
    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    /// The hash so far (H0 to H7), kept as eight stored words rather than an array, so that a block's rounds work in
    /// registers and nothing checks an index.
    private var h0: UInt32 = 0x6a09_e667, h1: UInt32 = 0xbb67_ae85, h2: UInt32 = 0x3c6e_f372, h3: UInt32 = 0xa54f_f53a
    private var h4: UInt32 = 0x510e_527f, h5: UInt32 = 0x9b05_688c, h6: UInt32 = 0x1f83_d9ab, h7: UInt32 = 0x5be0_cd19
    private var pending: [UInt8] = []
    private var length: UInt64 = 0

    /// A hash of nothing yet.
    init() {}

    /// The hex digest of `bytes`. An array, not any collection: every caller hashes one, and a generic version
    /// called from another module runs unspecialized (`update(_:)` takes any collection for the pieces).
    package static func hex(_ bytes: [UInt8]) -> String {
        var hash = SHA256()
        hash.update(bytes)
        return hash.finalHex()
    }

    /// The hex digest of the UTF-8 bytes of `text`.
    static func hex(_ text: String) -> String {
        hex(Array(text.utf8))
    }

    /// Adds `bytes` to the hashed message.
    mutating func update(_ bytes: some Collection<UInt8>) {
        length &+= UInt64(bytes.count)
        if let done: Void = bytes.withContiguousStorageIfAvailable({ update(contiguous: $0) }) { return done }
        Array(bytes).withUnsafeBufferPointer { update(contiguous: $0) }
    }

    /// Compresses whole 64-byte blocks straight from `bytes`, keeping what is left over for the next call.
    private mutating func update(contiguous bytes: UnsafeBufferPointer<UInt8>) {
        var rest = bytes[...]
        if !pending.isEmpty {
            let taken = min(64 - pending.count, rest.count)
            pending.append(contentsOf: rest.prefix(taken))
            rest = rest.dropFirst(taken)
            guard pending.count == 64 else { return }
            pending.withUnsafeBufferPointer { compress(UnsafeRawBufferPointer($0), blocks: 1) }
            pending.removeAll(keepingCapacity: true)
        }
        let whole = rest.count / 64
        let base = UnsafeBufferPointer(rebasing: rest)
        compress(UnsafeRawBufferPointer(base), blocks: whole)
        pending.append(contentsOf: base[(whole * 64)...])
    }

    /// The digest as 64 lowercase hex digits; the hash is finished. Written straight into the string's storage: the
    /// lockfile records one a file, and an array of digits per digest cost an eighth of hashing a 2 KB file.
    mutating func finalHex() -> String {
        finish()
        let words = (h0, h1, h2, h3, h4, h5, h6, h7)
        return String(unsafeUninitializedCapacity: 64) { text in
            func put(_ word: UInt32, at start: Int) {
                for digit in 0..<8 {
                    let value = UInt8(truncatingIfNeeded: word &>> UInt32(28 - digit * 4)) & 0xF
                    text[start + digit] = value < 10 ? value + UInt8(ascii: "0") : value - 10 + UInt8(ascii: "a")
                }
            }
            put(words.0, at: 0)
            put(words.1, at: 8)
            put(words.2, at: 16)
            put(words.3, at: 24)
            put(words.4, at: 32)
            put(words.5, at: 40)
            put(words.6, at: 48)
            put(words.7, at: 56)
            return 64
        }
    }

    /// The digest as 32 bytes; the hash is finished.
    mutating func finalBytes() -> [UInt8] {
        finish()
        var bytes: [UInt8] = []
        bytes.reserveCapacity(32)
        for word in [h0, h1, h2, h3, h4, h5, h6, h7] {
            for shift in stride(from: 24, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: word >> shift)) }
        }
        return bytes
    }

    /// Pads the message and compresses its last blocks: H0 to H7 are the digest then.
    private mutating func finish() {
        let bitLength = length &* 8
        var tail = pending
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bitLength >> shift)) }
        tail.withUnsafeBufferPointer { compress(UnsafeRawBufferPointer($0), blocks: $0.count / 64) }
        pending = []
    }

    /// Runs the compression function over `blocks` whole 64-byte blocks at the start of `bytes`.
    private mutating func compress(_ bytes: UnsafeRawBufferPointer, blocks: Int) {
        guard blocks > 0 else { return }
        Self.roundConstants.withUnsafeBufferPointer { constants in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { words in
                for block in 0..<blocks {
                    compress(bytes, at: block * 64, words: words, constants: constants)
                }
            }
        }
    }

    /// One block: the message schedule into `words`, then 64 rounds, eight at a time so that no round moves words.
    @inline(__always)
    private mutating func compress(
        _ bytes: UnsafeRawBufferPointer, at start: Int, words: UnsafeMutableBufferPointer<UInt32>,
        constants: UnsafeBufferPointer<UInt32>
    ) {
        for index in 0..<16 {
            words[index] = UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: start + index * 4, as: UInt32.self))
        }
        for index in 16..<64 {
            let w15 = words[index - 15], w2 = words[index - 2]
            let s0 = w15.rotatedRight(7) ^ w15.rotatedRight(18) ^ (w15 &>> 3)
            let s1 = w2.rotatedRight(17) ^ w2.rotatedRight(19) ^ (w2 &>> 10)
            words[index] = words[index - 16] &+ s0 &+ words[index - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, h) = (h0, h1, h2, h3, h4, h5, h6, h7)
        for index in stride(from: 0, to: 64, by: 8) {
            Self.round(a, b, c, &d, e, f, g, &h, constants[index] &+ words[index])
            Self.round(h, a, b, &c, d, e, f, &g, constants[index + 1] &+ words[index + 1])
            Self.round(g, h, a, &b, c, d, e, &f, constants[index + 2] &+ words[index + 2])
            Self.round(f, g, h, &a, b, c, d, &e, constants[index + 3] &+ words[index + 3])
            Self.round(e, f, g, &h, a, b, c, &d, constants[index + 4] &+ words[index + 4])
            Self.round(d, e, f, &g, h, a, b, &c, constants[index + 5] &+ words[index + 5])
            Self.round(c, d, e, &f, g, h, a, &b, constants[index + 6] &+ words[index + 6])
            Self.round(b, c, d, &e, f, g, h, &a, constants[index + 7] &+ words[index + 7])
        }
        h0 &+= a
        h1 &+= b
        h2 &+= c
        h3 &+= d
        h4 &+= e
        h5 &+= f
        h6 &+= g
        h7 &+= h
    }

    /// One round: adds the round's word to `h` and `d`, which become the next round's `a` and `e`.
    @inline(__always)
    private static func round(
        _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32,
        _ e: UInt32, _ f: UInt32, _ g: UInt32, _ h: inout UInt32, _ constantAndWord: UInt32
    ) {
        let sigma1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
        let choice = g ^ (e & (f ^ g))  // (e & f) ^ (~e & g)
        let sigma0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
        let majority = (a & b) | (c & (a | b))  // (a & b) ^ (a & c) ^ (b & c)
        let t1 = h &+ sigma1 &+ choice &+ constantAndWord
        d &+= t1
        h = t1 &+ sigma0 &+ majority
    }
}

extension UInt32 {
    @inline(__always)
    fileprivate func rotatedRight(_ count: UInt32) -> UInt32 {
        (self &>> count) | (self &<< (32 &- count))
    }
}
