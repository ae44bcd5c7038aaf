/// A moment with the UTC offset it is shown in, and its calendar fields in that offset: what the `date` filter
/// formats.
package struct LiquidDate: Equatable {
    /// Seconds since 1970-01-01 00:00:00 UTC.
    let secondsSinceEpoch: Int
    /// The fraction of the second, in nanoseconds.
    let nanoseconds: Int
    /// The offset from UTC the fields are in, in seconds (east positive).
    let utcOffset: Int
    /// True when the offset is UTC itself rather than a numeric offset that happens to be zero: `%Z` prints
    /// `UTC` then, and nothing for a numeric offset (as Ruby does).
    let isUTC: Bool

    let year: Int
    let month: Int
    let day: Int
    let hour: Int
    let minute: Int
    let second: Int
    /// 0 for Sunday to 6 for Saturday.
    let weekday: Int
    /// 1 for January 1st.
    let dayOfYear: Int

    /// The moment `secondsSinceEpoch` (plus `nanoseconds`), shown at `utcOffset`.
    init(secondsSinceEpoch: Int, nanoseconds: Int = 0, utcOffset: Int = 0, isUTC: Bool = true) {
        self.secondsSinceEpoch = secondsSinceEpoch
        self.nanoseconds = nanoseconds
        self.utcOffset = utcOffset
        self.isUTC = isUTC
        let local = secondsSinceEpoch + utcOffset
        let days = Self.floorDivide(local, 86_400)
        let secondOfDay = local - days * 86_400
        (year, month, day) = Self.civil(fromDays: days)
        hour = secondOfDay / 3_600
        minute = secondOfDay / 60 % 60
        second = secondOfDay % 60
        weekday = Int(Self.floorModulo(days + 4, 7))
        dayOfYear = days - Self.days(year: year, month: 1, day: 1) + 1
    }

    /// The moment given by calendar fields at `utcOffset`; the fields must be valid.
    init(
        year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0, nanoseconds: Int = 0,
        utcOffset: Int = 0, isUTC: Bool = true
    ) {
        let local = Self.days(year: year, month: month, day: day) * 86_400 + hour * 3_600 + minute * 60 + second
        self.init(secondsSinceEpoch: local - utcOffset, nanoseconds: nanoseconds, utcOffset: utcOffset, isUTC: isUTC)
    }

    /// Whether `year` has a February 29th.
    static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// The number of days in `month` of `year`.
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil).
    package static func days(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = floorDivide(shiftedYear, 400)
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The proleptic Gregorian date `days` after 1970-01-01 (Howard Hinnant's civil_from_days).
    package static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = floorDivide(shifted, 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    package static func floorDivide(_ a: Int, _ b: Int) -> Int {
        let quotient = a / b
        return a % b != 0 && (a < 0) != (b < 0) ? quotient - 1 : quotient
    }

    static func floorModulo(_ a: Int, _ b: Int) -> Int {
        a - floorDivide(a, b) * b
    }
}
