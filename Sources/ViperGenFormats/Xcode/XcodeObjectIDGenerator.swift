/// Makes object ids the way Xcode writes them (24 uppercase hexadecimal digits), unique in the project and the
/// same for the same inputs, so that generating the same module twice gives the same project file.
package struct XcodeObjectIDGenerator {
    /// The ids made so far.
    private var made: Set<String> = []

    package init() {}

    /// The id for `seed` (what the object is: its role and project-relative path); when that id is taken (by an
    /// earlier one, or by an object for which `isTaken` says so), the id for `seed` with a counter, the first free.
    package mutating func make(for seed: String, isTaken: (String) -> Bool = { _ in false }) -> String {
        var counter = 0
        while true {
            let id = Self.id(for: counter == 0 ? seed : seed + "\u{0}" + String(counter))
            if !isTaken(id), made.insert(id).inserted { return id }
            counter += 1
        }
    }

    /// 96 bits of two FNV-1a hashes of `text`'s UTF-8 bytes, each finished with a SplitMix64 mix.
    static func id(for text: String) -> String {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325
        var second: UInt64 = 0x8422_2325_cbf2_9ce4
        for byte in text.utf8 {
            first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hex(mix(first), digits: 16) + hex(mix(second ^ 0x9E37_79B9_7F4A_7C15) >> 32, digits: 8)
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private static func hex(_ value: UInt64, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: digits - text.count) + text
    }
}
