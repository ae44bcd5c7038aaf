#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension LiquidDate {
    /// The most seconds from 1970 a date may be (about three million years), so that no field overflows.
    static let secondsLimit = 100_000_000_000_000

    /// The current moment in UTC, or `SOURCE_DATE_EPOCH` when that is set to a number, so that output stays
    /// reproducible (the convention viper-gen's `date` variable follows too).
    static func now() -> LiquidDate {
        if let epoch = getenv("SOURCE_DATE_EPOCH").map({ String(cString: $0) }), let seconds = Int(epoch),
            seconds.magnitude <= secondsLimit.magnitude
        {
            return LiquidDate(secondsSinceEpoch: seconds)
        }
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return LiquidDate(secondsSinceEpoch: Int(now.tv_sec), nanoseconds: Int(now.tv_nsec))
    }

    /// Reads the text forms of a date: `now` and `today`, seconds since 1970 (`1700000000`), `2026-11-22` and
    /// `22/11/2026` (Generamba's date), `Nov 22, 2026`, `November 22 2026`, `22 November 2026`, each with an
    /// optional weekday before it and an optional time (`13:05`, `13:05:09.5`) and offset (`Z`, `UTC`, `+05:30`,
    /// `-0800`) after it. Letters may be in any case. Without an offset the time is UTC.
    /// - Returns: The date, or `nil` when the text is none of these or names a day that does not exist.
    init?(parsing text: String) {
        var scanner = DateScanner(text.lowercased())
        if scanner.rest == "now" || scanner.rest == "today" {
            self = .now()
            return
        }
        if let seconds = scanner.integerOnly() {
            guard seconds <= Self.secondsLimit else { return nil }
            self.init(secondsSinceEpoch: seconds)
            return
        }
        guard let (year, month, day) = scanner.calendarDay(), (1...12).contains(month),
            (1...Self.daysIn(month: month, year: year)).contains(day), abs(year) <= 999_999,
            let time = scanner.timeAndOffset(), scanner.isAtEnd
        else { return nil }
        self.init(
            year: year, month: month, day: day, hour: time.hour, minute: time.minute, second: time.second,
            nanoseconds: time.nanoseconds, utcOffset: time.offset ?? 0, isUTC: time.offset == nil)
    }
}
