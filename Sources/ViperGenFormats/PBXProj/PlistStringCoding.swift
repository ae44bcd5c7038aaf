/// Xcode's rules for writing strings in `project.pbxproj`, and for reading them back.
enum PlistStringCoding {
    /// Whether `byte` may stand in an unquoted string when reading (the OpenStep set: letters, digits, `_$+/:.-`).
    static func isUnquotedByte(_ byte: UInt8) -> Bool {
        // One bit a byte: a bit test instead of the range checks of a `switch`, which cost the reader about eight
        // instructions a byte of a 12 MB project.
        let word = byte < 64 ? unquotedBytesBelow64 : byte < 128 ? unquotedBytesFrom64 : 0
        return (word >> UInt64(byte & 63)) & 1 != 0
    }

    /// Bit `b` set for each byte `b` below 64 that may stand in a bare string: `$ + - . / 0…9 :`.
    private static let unquotedBytesBelow64: UInt64 = 0x07FF_E810_0000_0000
    /// Bit `b - 64` set for each byte `b` from 64 to 127 that may stand in a bare string: `A…Z _ a…z`.
    private static let unquotedBytesFrom64: UInt64 = 0x07FF_FFFE_87FF_FFFE

    /// Whether Xcode writes `byte` without quotes: letters, digits, `_`, `$`, `.` and `/` (it quotes `-`, `:`, `+`).
    private static func isPlainByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "."),
            UInt8(ascii: "/"):
            true
        default: false
        }
    }

    /// `value` as Xcode writes it: bare when it is made of plain characters only (and holds neither `//`, which
    /// would start a comment, nor `___`, which Xcode reserves for template macros), otherwise in double quotes
    /// with `\\`, `\"`, `\n`, `\t` and the other control characters escaped. Other characters stay UTF-8.
    static func encode(_ value: String) -> String {
        let utf8 = value.utf8
        if !utf8.isEmpty, utf8.allSatisfy(isPlainByte), !value.contains("//"), !value.contains("___") {
            return value
        }
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "\u{07}": result += "\\a"
            case "\u{08}": result += "\\b"
            case "\u{0B}": result += "\\v"
            case "\u{0C}": result += "\\f"
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16, uppercase: false)
                result += "\\U" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// The value of a string token as read (`bytes` is the whole token, with its quotes when quoted). The reader
    /// has checked the token, so this cannot fail: an escape it does not know stands for the character itself.
    static func decode(_ bytes: ArraySlice<UInt8>) -> String {
        guard let first = bytes.first, first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") else {
            return String(decoding: bytes, as: UTF8.self)
        }
        let inner = bytes.dropFirst().dropLast()
        guard inner.contains(UInt8(ascii: "\\")) else { return String(decoding: inner, as: UTF8.self) }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(inner.count)
        var index = inner.startIndex
        while index < inner.endIndex {
            let byte = inner[index]
            index += 1
            guard byte == UInt8(ascii: "\\"), index < inner.endIndex else {
                decoded.append(byte)
                continue
            }
            let escape = inner[index]
            index += 1
            switch escape {
            case UInt8(ascii: "n"): decoded.append(0x0A)
            case UInt8(ascii: "t"): decoded.append(0x09)
            case UInt8(ascii: "r"): decoded.append(0x0D)
            case UInt8(ascii: "a"): decoded.append(0x07)
            case UInt8(ascii: "b"): decoded.append(0x08)
            case UInt8(ascii: "v"): decoded.append(0x0B)
            case UInt8(ascii: "f"): decoded.append(0x0C)
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                var code: UInt32 = 0
                var digits = 0
                while digits < 4, index < inner.endIndex, let digit = hexValue(inner[index]) {
                    code = code * 16 + UInt32(digit)
                    digits += 1
                    index += 1
                }
                append(Unicode.Scalar(code) ?? "\u{FFFD}", to: &decoded)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var code = UInt32(escape - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, index < inner.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(inner[index])
                {
                    code = code * 8 + UInt32(inner[index] - UInt8(ascii: "0"))
                    digits += 1
                    index += 1
                }
                append(Unicode.Scalar(code) ?? "\u{FFFD}", to: &decoded)
            default: decoded.append(escape)
            }
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    /// The value of a hexadecimal digit, or `nil`.
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private static func append(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: String(Character(scalar)).utf8)
    }
}
