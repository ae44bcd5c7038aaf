extension LiquidDate {
    /// The most seconds from 1970 a date may be (about three million years), so that no field overflows.
    static let secondsLimit = 100_000_000_000_000

    /// Reads the text forms of a date: `now` and `today`, seconds since 1970 (`1700000000`), `2026-11-22` and
    /// `22/11/2026` (Generamba's date), `Nov 22, 2026`, `November 22 2026`, `22 November 2026`, each with an
    /// optional weekday before it and an optional time (`13:05`, `13:05:09.5`) and offset (`Z`, `UTC`, `+05:30`,
    /// `-0800`) after it. Letters may be in any case. Without an offset the time is UTC.
    /// - Parameter now: The time of the run in seconds since 1970, which `now` and `today` stand for.
    /// - Returns: The date, or `nil` when the text is none of these or names a day that does not exist.
    /// - Throws: `FilterFailure` for `now` or `today` when the render was given no time.
    init?(parsing text: String, now: Int?) throws(FilterFailure) {
        var scanner = DateScanner(text.lowercased())
        if scanner.rest == "now" || scanner.rest == "today" {
            guard let now, now.magnitude <= Self.secondsLimit.magnitude else {
                throw FilterFailure("'\(text)' needs the time of the run, and this template was rendered without one")
            }
            self.init(secondsSinceEpoch: now)
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
