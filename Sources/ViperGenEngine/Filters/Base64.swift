/// Strict Base64 (RFC 4648, with padding, no line breaks), as Ruby's `strict_encode64` and `strict_decode64`, and
/// its URL-safe form (`-` and `_` for `+` and `/`), as Ruby's `urlsafe_encode64` and `urlsafe_decode64`.
package enum Base64 {
    private static let standardAlphabet = Array(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    private static let urlSafeAlphabet = Array(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    /// The Base64 text of `bytes`, with padding.
    /// - Parameter urlSafe: Use `-` and `_` instead of `+` and `/`.
    static func encode(_ bytes: [UInt8], urlSafe: Bool = false) -> String {
        let alphabet = urlSafe ? urlSafeAlphabet : standardAlphabet
        var result: [UInt8] = []
        result.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let chunk = bytes[index..<min(index + 3, bytes.count)]
            let value = chunk.enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (16 - 8 * $1.offset) }
            for position in 0..<4 {
                let sextet = Int(value >> (18 - 6 * position) & 0x3F)
                result.append(position <= chunk.count ? alphabet[sextet] : UInt8(ascii: "="))
            }
            index += 3
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The bytes of Base64 `text`, or `nil` when it is not strict Base64: a length not a multiple of four, a
    /// character outside the alphabet, padding anywhere but the end, or padding bits that are not zero.
    /// - Parameter urlSafe: Read `-` and `_` instead of `+` and `/`, and, as Ruby's `urlsafe_decode64`, accept text
    ///   without its padding.
    static func decode(_ text: String, urlSafe: Bool = false) -> [UInt8]? {
        let alphabet = urlSafe ? urlSafeAlphabet : standardAlphabet
        var characters = Array(text.utf8)
        if urlSafe, characters.last != UInt8(ascii: "="), characters.count % 4 != 0 {
            characters += Array(repeating: UInt8(ascii: "="), count: 4 - characters.count % 4)
        }
        guard characters.count % 4 == 0 else { return nil }
        var result: [UInt8] = []
        for start in stride(from: 0, to: characters.count, by: 4) {
            let quad = characters[start..<start + 4]
            let padding = quad.reversed().prefix { $0 == UInt8(ascii: "=") }.count
            guard padding <= 2, padding == 0 || start + 4 == characters.count else { return nil }
            var value: UInt32 = 0
            for character in quad.dropLast(padding) {
                guard let sextet = alphabet.firstIndex(of: character) else { return nil }
                value = value << 6 | UInt32(sextet)
            }
            value <<= 6 * UInt32(padding)
            let bytes = [UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
            guard bytes.suffix(padding).allSatisfy({ $0 == 0 }) else { return nil }
            result += bytes.prefix(3 - padding)
        }
        return result
    }
}
