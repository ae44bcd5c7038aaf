/// How plain scalars become values, following Psych 2 and 3 (`Psych::ScalarScanner#tokenize`), the YAML 1.1 reader
/// of the Ruby versions Generamba ran on:
///
/// - empty, `~`, `null` (any case): null;
/// - `true`, `yes`, `on` and `false`, `no`, `off` (any case): booleans; `y` and `n` stay strings;
/// - integers in decimal, `0b` binary, `0` octal, `0x` hex, with `_` or `,` anywhere (`1,000` is 1000);
/// - floats need a `.` (`1.5`, `.5`, `1.`, `1.5e+3`; the exponent needs its sign, so `1e3` is a string), and
///   `.inf`, `-.inf`, `.nan` (any case);
/// - base-60 numbers (`1:30`), computed exactly as Psych does (`1:30` is 5400, Psych's own arithmetic);
/// - `:name` is a Ruby symbol, which Generamba only ever printed: read as the string `name`.
///
/// Differences, where Psych builds Ruby objects viper-gen has no use for: timestamps and dates (`2016-01-31`) stay
/// strings (Liquid printed a date as that same text); integers too big for 64 bits stay strings. Quoted scalars
/// are always strings. Keys are text and are not resolved (Generamba only looked up string keys).
extension YAMLNode {
    /// The scalar's value as Psych reads it; nil for a mapping or a sequence.
    var resolved: YAMLScalar? {
        guard case .scalar(let text, let style) = value else { return nil }
        return style == .plain ? Self.resolvePlain(text) : .string(text)
    }

    /// The scalar's text whatever it resolves to, or nil for a mapping or a sequence.
    package var scalarText: String? {
        guard case .scalar(let text, _) = value else { return nil }
        return text
    }

    /// The value Psych gives the plain scalar `text`.
    static func resolvePlain(_ text: String) -> YAMLScalar {
        if text.isEmpty { return .null }
        let bytes = Array(text.utf8)
        if looksLikeWord(bytes) || bytes.contains(UInt8(ascii: "\n")) {
            return resolveWord(text)
        }
        switch text.lowercased() {
        case ".inf": return .float(.infinity)
        case "-.inf": return .float(-.infinity)
        case ".nan": return .float(.nan)
        default: break
        }
        if bytes[0] == UInt8(ascii: ":"), bytes.count > 1 {
            return .string(symbolName(String(text.dropFirst())))
        }
        if let value = sexagesimal(bytes) { return value }
        if let value = float(bytes) { return value }
        if let value = integer(bytes.filter { $0 != UInt8(ascii: ",") && $0 != UInt8(ascii: "_") }) {
            return .integer(value)
        }
        return .string(text)
    }

    /// Psych's test for text that starts like a word: `^[^\d.:-]?[A-Za-z_\s!@#$%^&*(){}<>|/\\~;=]+`.
    private static func looksLikeWord(_ bytes: [UInt8]) -> Bool {
        func wordByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): true
            case 0x09...0x0D, UInt8(ascii: " "): true
            default: Array("_!@#$%^&*(){}<>|/\\~;=".utf8).contains(byte)
            }
        }
        if wordByte(bytes[0]) { return true }
        let first = bytes[0]
        let excluded =
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) || first == UInt8(ascii: ".")
            || first == UInt8(ascii: ":") || first == UInt8(ascii: "-")
        guard !excluded else { return false }
        // The optional first character is one character, which may be several bytes.
        let firstLength = String(decoding: bytes, as: UTF8.self).unicodeScalars.first.map { String($0).utf8.count } ?? 1
        return firstLength < bytes.count && wordByte(bytes[firstLength])
    }

    /// Word-like text: null and booleans are at most five characters; everything else is a string.
    private static func resolveWord(_ text: String) -> YAMLScalar {
        guard text.count <= 5 else { return .string(text) }
        switch text.lowercased() {
        case "~", "null": return .null
        case "yes", "true", "on": return .bool(true)
        case "no", "false", "off": return .bool(false)
        default: return .string(text)
        }
    }

    /// A symbol's name: `:"quoted name"` or `:'quoted'` loses its quotes, as in Psych.
    private static func symbolName(_ rest: String) -> String {
        guard let quote = rest.first, quote == "\"" || quote == "'",
            let closing = rest.dropFirst().firstIndex(of: quote)
        else { return rest }
        let name = rest[rest.index(after: rest.startIndex)..<closing]
        return name.hasPrefix(":") ? String(name.dropFirst()) : String(name)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Base 60: `[-+]?[0-9][0-9_]*(:[0-5]?[0-9])+`, optionally `\.[0-9_]*` for a float. Psych sums each part
    /// times 60 to the power |index - 2|.
    private static func sexagesimal(_ bytes: [UInt8]) -> YAMLScalar? {
        var text = bytes[...]
        var fraction: ArraySlice<UInt8>?
        if let dot = text.firstIndex(of: UInt8(ascii: ".")) {
            fraction = text[(dot + 1)...]
            text = text[..<dot]
            guard fraction!.allSatisfy({ isDigit($0) || $0 == UInt8(ascii: "_") }) else { return nil }
        }
        let parts = text.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
        guard parts.count >= 2 else { return nil }
        var head = parts[0]
        if let sign = head.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { head = head.dropFirst() }
        guard let lead = head.first, isDigit(lead), head.allSatisfy({ isDigit($0) || $0 == UInt8(ascii: "_") })
        else { return nil }
        for part in parts.dropFirst() {
            guard (1...2).contains(part.count), part.allSatisfy(isDigit),
                part.count == 1 || part.first! <= UInt8(ascii: "5")
            else { return nil }
        }
        func rubyToI(_ part: ArraySlice<UInt8>) -> Int {
            Int(String(decoding: part.filter { $0 != UInt8(ascii: "_") }, as: UTF8.self)) ?? 0
        }
        if let fraction {
            var total = 0.0
            for (index, part) in parts.enumerated() {
                var digits = String(decoding: part.filter { $0 != UInt8(ascii: "_") }, as: UTF8.self)
                if index == parts.count - 1 {
                    digits += "." + String(decoding: fraction.filter { $0 != UInt8(ascii: "_") }, as: UTF8.self)
                }
                total += (Double(digits) ?? 0) * pow60(abs(index - 2))
            }
            return .float(total)
        }
        // Ruby's integers do not overflow; a sum past 64 bits stays a string here.
        var total = 0
        for (index, part) in parts.enumerated() {
            var power = 1
            for _ in 0..<abs(index - 2) {
                let (next, overflow) = power.multipliedReportingOverflow(by: 60)
                guard !overflow else { return nil }
                power = next
            }
            let (product, overflow) = rubyToI(part).multipliedReportingOverflow(by: power)
            let (sum, sumOverflow) = total.addingReportingOverflow(product)
            guard !overflow, !sumOverflow else { return nil }
            total = sum
        }
        return .integer(total)
    }

    /// 60 to the power `exponent`, as a double (infinity when it overflows).
    private static func pow60(_ exponent: Int) -> Double {
        var value = 1.0
        for _ in 0..<exponent where value.isFinite { value *= 60 }
        return value
    }

    /// Psych's float: `[-+]?([0-9][0-9_,]*)?\.[0-9]*([eE][-+][0-9]+)?`, then `,` and `_` and a trailing `.` dropped.
    private static func float(_ bytes: [UInt8]) -> YAMLScalar? {
        var index = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        if index < bytes.count, isDigit(bytes[index]) {
            while index < bytes.count,
                isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_") || bytes[index] == UInt8(ascii: ",")
            {
                index += 1
            }
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ".") else { return nil }
        index += 1
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            guard index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")
            else { return nil }
            index += 1
            let digits = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            guard index > digits else { return nil }
        }
        guard index == bytes.count else { return nil }
        var cleaned = bytes.filter { $0 != UInt8(ascii: ",") && $0 != UInt8(ascii: "_") }
        if cleaned.last == UInt8(ascii: ".") { cleaned.removeLast() }
        // What Ruby's Float() accepts of what is left: digits on at least one side of the point, and before an
        // exponent. Anything else made Psych raise; it stays a string here.
        let text = String(decoding: cleaned, as: UTF8.self)
        let mantissa = text.split(whereSeparator: { $0 == "e" || $0 == "E" }).first.map(String.init) ?? ""
        guard mantissa.contains(where: \.isNumber), !mantissa.hasSuffix("."), let value = Double(text) else {
            return nil
        }
        return .float(value)
    }

    /// Psych's integer, after `,` and `_` are removed: `0b` binary, `0` octal, `0x` hex or decimal, with a sign.
    private static func integer(_ bytes: [UInt8]) -> Int? {
        var digits = bytes[...]
        var negative = false
        if let sign = digits.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            negative = sign == UInt8(ascii: "-")
            digits = digits.dropFirst()
        }
        guard let first = digits.first else { return nil }
        var radix = 10
        if first == UInt8(ascii: "0"), digits.count > 1 {
            switch digits[digits.startIndex + 1] {
            case UInt8(ascii: "b"):
                radix = 2
                digits = digits.dropFirst(2)
            case UInt8(ascii: "x"):
                radix = 16
                digits = digits.dropFirst(2)
            default:
                radix = 8
                digits = digits.dropFirst()
            }
            if digits.isEmpty { return nil }
        }
        guard let lead = digits.first, lead != UInt8(ascii: "-"), lead != UInt8(ascii: "+") else { return nil }
        guard let magnitude = UInt64(String(decoding: digits, as: UTF8.self), radix: radix) else { return nil }
        if negative { return magnitude <= UInt64(Int.max) + 1 ? Int(truncatingIfNeeded: 0 &- magnitude) : nil }
        return magnitude <= UInt64(Int.max) ? Int(magnitude) : nil
    }
}
