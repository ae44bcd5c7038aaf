/// A cursor over the lowercased text of a date, reading the parts `LiquidDate(parsing:)` accepts.
package struct DateScanner {
    private let bytes: [UInt8]
    private var index = 0

    /// The time of day and offset after a date.
    struct TimeAndOffset {
        var hour = 0
        var minute = 0
        var second = 0
        var nanoseconds = 0
        /// Seconds east of UTC, or `nil` for UTC (no offset, `Z`, `UTC`, `GMT`).
        var offset: Int?
    }

    private static let months = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
        "december",
    ]
    private static let weekdays = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]

    /// Reads `text` without its leading and trailing spaces.
    init(_ text: String) {
        var bytes = Array(text.utf8)
        while bytes.last == UInt8(ascii: " ") { bytes.removeLast() }
        self.bytes = bytes
        skipSpaces()
    }

    var isAtEnd: Bool { index == bytes.count }

    /// The text not read yet.
    var rest: String { String(decoding: bytes[index...], as: UTF8.self) }

    /// The whole text as a number of seconds, when it is only digits.
    mutating func integerOnly() -> Int? {
        guard !bytes.isEmpty, bytes[index...].allSatisfy(Self.isDigit) else { return nil }
        return Int(rest)
    }

    /// `2026-11-22`, `22/11/2026`, `[weekday[,]] november 22[,] 2026` or `22 november 2026`.
    mutating func calendarDay() -> (year: Int, month: Int, day: Int)? {
        if let weekday = word(), !Self.weekdays.contains(where: { Self.names(weekday, $0) }) {
            return monthFirst(month: weekday)
        }
        skip(",")
        skipSpaces()
        guard let first = number(maxDigits: 6) else { return monthFirst(month: word()) }
        if first.digits == 4, skip("-"), let month = number(maxDigits: 2), skip("-"), let day = number(maxDigits: 2) {
            return (first.value, month.value, day.value)
        }
        if first.digits <= 2, skip("/"), let month = number(maxDigits: 2), skip("/"),
            let year = number(maxDigits: 6), year.digits == 4
        {
            return (year.value, month.value, first.value)
        }
        guard skipSpaces(), let name = word(), let month = Self.month(named: name), skipSpaces(),
            let year = number(maxDigits: 6)
        else { return nil }
        return (year.value, month, first.value)
    }

    /// `[T or spaces]H:MM[:SS[.fraction]]`, then `[spaces](z | utc | gmt | ±HH[:]MM | ±HH)`, each optional.
    /// - Returns: The time and offset, or `nil` when a part is malformed or out of range.
    mutating func timeAndOffset() -> TimeAndOffset? {
        var result = TimeAndOffset()
        let afterDate = index
        let hasClock = (skip("t") || skipSpaces()) && readClock(into: &result)
        if !hasClock { index = afterDate }
        guard result.hour <= 23, result.minute <= 59, result.second <= 59 else { return nil }
        skipSpaces()
        if isAtEnd || skip("z") { return result }
        if let name = word() { return name == "utc" || name == "gmt" ? result : nil }
        guard let signByte = bytes[index...].first, signByte == UInt8(ascii: "+") || signByte == UInt8(ascii: "-")
        else { return nil }
        index += 1
        guard let hours = twoDigits(), hours <= 23 else { return nil }
        var minutes = 0
        if skip(":") || bytes[index...].first.map(Self.isDigit) == true {
            guard let value = twoDigits(), value <= 59 else { return nil }
            minutes = value
        }
        // Like Ruby, an offset counts only after a time: `2026-11-22 -0800` is midnight UTC.
        if hasClock { result.offset = (signByte == UInt8(ascii: "-") ? -1 : 1) * (hours * 3_600 + minutes * 60) }
        return result
    }

    /// Reads `H:MM[:SS[.fraction]]`; false when the text there is not a time.
    private mutating func readClock(into result: inout TimeAndOffset) -> Bool {
        guard let hour = number(maxDigits: 2), skip(":"), let minute = number(maxDigits: 2), minute.digits == 2 else {
            return false
        }
        (result.hour, result.minute) = (hour.value, minute.value)
        guard skip(":") else { return true }
        guard let second = number(maxDigits: 2), second.digits == 2 else { return false }
        result.second = second.value
        if skip(".") || skip(",") {
            guard let fraction = digitsText(), !fraction.isEmpty else { return false }
            result.nanoseconds = Int((fraction + "000000000").prefix(9)) ?? 0
        }
        return true
    }

    private mutating func monthFirst(month name: String?) -> (year: Int, month: Int, day: Int)? {
        guard let name, let month = Self.month(named: name) else { return nil }
        skip(".")
        skipSpaces()
        guard let day = number(maxDigits: 2) else { return nil }
        skip(",")
        guard skipSpaces(), let year = number(maxDigits: 6), year.digits == 4 else { return nil }
        return (year.value, month, day.value)
    }

    /// The month of a full or three-letter name.
    private static func month(named name: String) -> Int? {
        months.firstIndex { names(name, $0) }.map { $0 + 1 }
    }

    /// Whether `word` is `full` or its first three letters.
    private static func names(_ word: String, _ full: String) -> Bool {
        word == full || (word.count == 3 && full.hasPrefix(word))
    }

    private mutating func word() -> String? {
        let start = index
        while index < bytes.count, bytes[index] >= UInt8(ascii: "a"), bytes[index] <= UInt8(ascii: "z") { index += 1 }
        return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
    }

    private mutating func number(maxDigits: Int) -> (value: Int, digits: Int)? {
        let start = index
        while index < bytes.count, index - start < maxDigits, Self.isDigit(bytes[index]) { index += 1 }
        guard index > start, index == bytes.count || !Self.isDigit(bytes[index]) else {
            index = start
            return nil
        }
        return (Int(String(decoding: bytes[start..<index], as: UTF8.self)) ?? 0, index - start)
    }

    /// Exactly two digits, whatever follows them (`0800` in an offset).
    private mutating func twoDigits() -> Int? {
        guard index + 2 <= bytes.count, Self.isDigit(bytes[index]), Self.isDigit(bytes[index + 1]) else { return nil }
        index += 2
        return Int(bytes[index - 2] - UInt8(ascii: "0")) * 10 + Int(bytes[index - 1] - UInt8(ascii: "0"))
    }

    private mutating func digitsText() -> String? {
        let start = index
        while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    @discardableResult
    private mutating func skip(_ character: Unicode.Scalar) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
        index += 1
        return true
    }

    /// Skips spaces; true when there were any.
    @discardableResult
    private mutating func skipSpaces() -> Bool {
        let start = index
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        return index > start
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
