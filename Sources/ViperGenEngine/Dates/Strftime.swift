/// Ruby's `strftime`, by hand: `%` with optional flags (`-` no padding, `_` spaces, `0` zeros, `^` upper case,
/// `#` change case), a width, an `E`/`O` modifier or colons (`%:z`), and a conversion. An unknown conversion is
/// written as it stands; a format ending inside a `%` directive is an error, as in Ruby.
package struct Strftime {
    private static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    private static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]
    /// The conversions that are other formats.
    private static let composites: [UInt8: String] = [
        UInt8(ascii: "c"): "%a %b %e %H:%M:%S %Y", UInt8(ascii: "D"): "%m/%d/%y", UInt8(ascii: "x"): "%m/%d/%y",
        UInt8(ascii: "F"): "%Y-%m-%d", UInt8(ascii: "T"): "%H:%M:%S", UInt8(ascii: "X"): "%H:%M:%S",
        UInt8(ascii: "R"): "%H:%M", UInt8(ascii: "r"): "%I:%M:%S %p", UInt8(ascii: "v"): "%e-%^b-%4Y",
    ]

    /// One `%` directive, read.
    private struct Directive {
        var noPadding = false
        var padding: UInt8?
        var upperCase = false
        var changeCase = false
        var width: Int?
        var colons = 0
    }

    let date: LiquidDate

    /// `format` with each directive replaced by the part of the date it names.
    /// - Throws: `FilterFailure` (`invalid format: …`) when the format ends inside a directive.
    func format(_ format: String) throws(FilterFailure) -> String {
        let bytes = Array(format.utf8)
        var output: [UInt8] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                output.append(bytes[index])
                index += 1
                continue
            }
            let start = index
            index += 1
            var directive = Directive()
            readFlagsAndWidth(bytes, &index, into: &directive)
            guard index < bytes.count else { throw FilterFailure("invalid format: \(format)") }
            var conversion = bytes[index]
            index += 1
            if conversion == UInt8(ascii: "E") || conversion == UInt8(ascii: "O") {
                let allowed = conversion == UInt8(ascii: "E") ? "cCxXyY" : "deHkIlmMSuUVwWy"
                guard index < bytes.count, allowed.utf8.contains(bytes[index]) else {
                    output += bytes[start..<index]
                    continue
                }
                conversion = bytes[index]
                index += 1
            }
            while conversion == UInt8(ascii: ":"), index < bytes.count {
                directive.colons += 1
                conversion = bytes[index]
                index += 1
            }
            if let text = try convert(conversion, directive) {
                output += text.utf8
            } else {
                output += bytes[start..<index]
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private func readFlagsAndWidth(_ bytes: [UInt8], _ index: inout Int, into directive: inout Directive) {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "-"): directive.noPadding = true
            case UInt8(ascii: "_"): directive.padding = UInt8(ascii: " ")
            case UInt8(ascii: "0"): directive.padding = UInt8(ascii: "0")
            case UInt8(ascii: "^"): directive.upperCase = true
            case UInt8(ascii: "#"): directive.changeCase = true
            default:
                var width = 0
                var digits = 0
                while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                    width = min(width * 10 + Int(bytes[index] - UInt8(ascii: "0")), 1_000)
                    digits += 1
                    index += 1
                }
                if digits > 0 { directive.width = width }
                return
            }
            index += 1
        }
    }

    /// The text of one conversion, or `nil` when the conversion is unknown (the directive is then kept as is).
    private func convert(_ conversion: UInt8, _ directive: Directive) throws(FilterFailure) -> String? {
        if directive.colons > 0 && conversion != UInt8(ascii: "z") { return nil }
        if let composite = Self.composites[conversion] {
            return text(try Strftime(date: date).format(composite), directive)
        }
        let twelveHour = date.hour % 12 == 0 ? 12 : date.hour % 12
        let isoWeek = date.isoWeek
        switch Character(Unicode.Scalar(conversion)) {
        case "Y": return number(date.year, directive, width: 4)
        case "C": return number(LiquidDate.floorDivide(date.year, 100), directive, width: 2)
        case "y": return number(LiquidDate.floorModulo(date.year, 100), directive, width: 2)
        case "m": return number(date.month, directive, width: 2)
        case "d": return number(date.day, directive, width: 2)
        case "e": return number(date.day, directive, width: 2, padding: UInt8(ascii: " "))
        case "j": return number(date.dayOfYear, directive, width: 3)
        case "H": return number(date.hour, directive, width: 2)
        case "k": return number(date.hour, directive, width: 2, padding: UInt8(ascii: " "))
        case "I": return number(twelveHour, directive, width: 2)
        case "l": return number(twelveHour, directive, width: 2, padding: UInt8(ascii: " "))
        case "M": return number(date.minute, directive, width: 2)
        case "S": return number(date.second, directive, width: 2)
        case "L", "N": return fraction(digits: directive.width ?? (conversion == UInt8(ascii: "L") ? 3 : 9))
        case "s": return number(date.secondsSinceEpoch, directive, width: 1)
        case "u": return number(date.weekday == 0 ? 7 : date.weekday, directive, width: 1)
        case "w": return number(date.weekday, directive, width: 1)
        case "U": return number((date.dayOfYear - 1 + 7 - date.weekday) / 7, directive, width: 2)
        case "W": return number((date.dayOfYear - 1 + 7 - (date.weekday + 6) % 7) / 7, directive, width: 2)
        case "V": return number(isoWeek.week, directive, width: 2)
        case "G": return number(isoWeek.year, directive, width: 4)
        case "g": return number(LiquidDate.floorModulo(isoWeek.year, 100), directive, width: 2)
        case "A": return text(Self.weekdays[date.weekday], directive, casing: .upper)
        case "a": return text(String(Self.weekdays[date.weekday].prefix(3)), directive, casing: .upper)
        case "B": return text(Self.months[date.month - 1], directive, casing: .upper)
        case "b", "h": return text(String(Self.months[date.month - 1].prefix(3)), directive, casing: .upper)
        case "p": return text(date.hour < 12 ? "AM" : "PM", directive, casing: .lower)
        case "P": return text(date.hour < 12 ? "am" : "pm", directive, casing: .none)
        case "Z": return text(date.isUTC ? "UTC" : "", directive, casing: .none)
        case "z": return offset(directive)
        case "n": return text("\n", directive)
        case "t": return text("\t", directive)
        case "%": return text("%", directive)
        default: return nil
        }
    }

    private enum Casing { case upper, lower, none }

    /// Text, upper-cased by `^`, changed by `#` (to `casing`), padded on the left to the width with spaces.
    private func text(_ value: String, _ directive: Directive, casing: Casing = .none) -> String {
        var value = value
        if directive.upperCase || (directive.changeCase && casing == .upper) { value = value.uppercased() }
        if directive.changeCase && casing == .lower { value = value.lowercased() }
        guard !directive.noPadding, let width = directive.width, value.count < width else { return value }
        let padding = Character(Unicode.Scalar(directive.padding ?? UInt8(ascii: " ")))
        return String(repeating: padding, count: width - value.count) + value
    }

    /// A number padded on the left to the width (its own unless one is given) with its padding (or the flag's).
    private func number(_ value: Int, _ directive: Directive, width: Int, padding: UInt8 = UInt8(ascii: "0"))
        -> String
    {
        let digits = String(value.magnitude)
        let sign = value < 0 ? "-" : ""
        guard !directive.noPadding else { return sign + digits }
        let fill = Character(Unicode.Scalar(directive.padding ?? padding))
        let total = directive.width ?? width
        let count = max(0, total - digits.count - sign.count)
        return fill == "0"
            ? sign + String(repeating: fill, count: count) + digits
            : String(repeating: fill, count: count) + sign + digits
    }

    /// The first `digits` digits of the fraction of the second (`%L` milliseconds, `%N` nanoseconds).
    private func fraction(digits: Int) -> String {
        let nine = String(repeating: "0", count: 9 - String(date.nanoseconds).count) + String(date.nanoseconds)
        return digits <= 9 ? String(nine.prefix(digits)) : nine + String(repeating: "0", count: digits - 9)
    }

    /// `+hhmm`, `+hh:mm` (`%:z`) or `+hh:mm:ss` (`%::z`), zero-padded after the sign to the width.
    private func offset(_ directive: Directive) -> String {
        let magnitude = abs(date.utcOffset)
        let parts = [magnitude / 3_600, magnitude / 60 % 60, magnitude % 60].map {
            ($0 < 10 ? "0" : "") + String($0)
        }
        let separator = directive.colons > 0 ? ":" : ""
        let body = parts.prefix(directive.colons >= 2 ? 3 : 2).joined(separator: separator)
        let sign = date.utcOffset < 0 ? "-" : "+"
        let count = max(0, (directive.width ?? 0) - body.count - 1)
        return sign + String(repeating: "0", count: count) + body
    }
}

extension LiquidDate {
    /// The ISO 8601 week (1 to 53, weeks start on Monday, week 1 holds the year's first Thursday) and the year it
    /// belongs to.
    var isoWeek: (week: Int, year: Int) {
        let isoWeekday = weekday == 0 ? 7 : weekday
        let week = (dayOfYear - isoWeekday + 10) / 7
        if week < 1 { return (Self.isoWeeks(in: year - 1), year - 1) }
        if week > Self.isoWeeks(in: year) { return (1, year + 1) }
        return (week, year)
    }

    /// 53 when the year starts on a Thursday, or on a Wednesday in a leap year; else 52.
    private static func isoWeeks(in year: Int) -> Int {
        let januaryFirst = Int(floorModulo(days(year: year, month: 1, day: 1) + 4, 7))
        return januaryFirst == 4 || (januaryFirst == 3 && isLeapYear(year)) ? 53 : 52
    }
}
