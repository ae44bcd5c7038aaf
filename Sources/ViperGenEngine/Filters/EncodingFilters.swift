/// Liquid's filters that encode text: `url_encode`, `url_decode`, `base64_encode`, `base64_decode`,
/// `base64_url_safe_encode`, `base64_url_safe_decode`.
package enum EncodingFilters {
    static let all: [Filter] = [
        Filter("url_encode") { input, _ throws(FilterFailure) in
            input == .nil ? .nil : .string(urlEncode(try input.filterText()))
        },
        Filter("url_decode") { input, _ throws(FilterFailure) in
            input == .nil ? .nil : .string(try urlDecode(try input.filterText()))
        },
        Filter("base64_encode") { input, _ throws(FilterFailure) in
            .string(Base64.encode(Array(try input.filterText().utf8)))
        },
        Filter("base64_decode") { input, _ throws(FilterFailure) in
            guard let bytes = Base64.decode(try input.filterText()) else {
                throw FilterFailure("invalid base64 provided to base64_decode")
            }
            return .string(try utf8Text(bytes))
        },
        Filter("base64_url_safe_encode") { input, _ throws(FilterFailure) in
            .string(Base64.encode(Array(try input.filterText().utf8), urlSafe: true))
        },
        Filter("base64_url_safe_decode") { input, _ throws(FilterFailure) in
            guard let bytes = Base64.decode(try input.filterText(), urlSafe: true) else {
                throw FilterFailure("invalid base64 provided to base64_url_safe_decode")
            }
            return .string(try utf8Text(bytes))
        },
    ]

    /// Percent-encoding as Ruby's `CGI.escape`: letters, digits and `_.-~` stay, a space becomes `+`.
    static func urlEncode(_ text: String) -> String {
        var result: [UInt8] = []
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"),
                UInt8(ascii: "~"):
                result.append(byte)
            case UInt8(ascii: " "): result.append(UInt8(ascii: "+"))
            default: result += "%\(hexDigit(byte >> 4))\(hexDigit(byte & 0xF))".utf8
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Percent-decoding as Ruby's `CGI.unescape`: `+` is a space, `%` with two hex digits a byte, other `%` stay.
    /// - Throws: `FilterFailure` when the bytes are not UTF-8 text.
    static func urlDecode(_ text: String) throws(FilterFailure) -> String {
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%"), index + 2 < bytes.count, let high = hexValue(bytes[index + 1]),
                let low = hexValue(bytes[index + 2])
            {
                result.append(high << 4 | low)
                index += 3
                continue
            }
            result.append(byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
            index += 1
        }
        return try utf8Text(result)
    }

    /// The bytes as text.
    /// - Throws: `FilterFailure` when they are not valid UTF-8 (Liquid's "invalid byte sequence in UTF-8").
    private static func utf8Text(_ bytes: [UInt8]) throws(FilterFailure) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.elementsEqual(bytes) else { throw FilterFailure("invalid byte sequence in UTF-8") }
        return text
    }

    private static func hexDigit(_ value: UInt8) -> Character {
        Character(Unicode.Scalar(value < 10 ? value + UInt8(ascii: "0") : value - 10 + UInt8(ascii: "A")))
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
