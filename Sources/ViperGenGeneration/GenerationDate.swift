import ViperGenEngine
import ViperGenSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A calendar day, as written into generated file headers.
public struct GenerationDate: Equatable, Sendable {
    /// The year, such as 2026.
    public let year: Int
    /// The month, 1 to 12.
    public let month: Int
    /// The day of the month, 1 to 31.
    public let day: Int

    /// Creates a date from its parts.
    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The civil date in UTC that `secondsSinceEpoch` falls on.
    public init(secondsSinceEpoch: Int) {
        let date = LiquidDate.civil(fromDays: LiquidDate.floorDivide(secondsSinceEpoch, 86_400))
        self.init(year: date.year, month: date.month, day: date.day)
    }

    /// The time of a run in seconds since 1970: `SOURCE_DATE_EPOCH` when set, so output is reproducible, else now.
    /// - Throws: `Diagnostic` (usage) when `SOURCE_DATE_EPOCH` is not a whole number of seconds.
    public static func runTime(environment: [String: String]) throws(Diagnostic) -> Int {
        guard let epoch = environment["SOURCE_DATE_EPOCH"] else { return time(nil) }
        guard let seconds = Int(epoch) else {
            throw Diagnostic(.usage, "SOURCE_DATE_EPOCH '\(epoch)' is not a number of seconds; unset it or fix it")
        }
        return seconds
    }

    /// The date for a run: `SOURCE_DATE_EPOCH` (UTC) when set, so output is reproducible, else today locally.
    /// - Throws: `Diagnostic` (usage) when `SOURCE_DATE_EPOCH` is not a whole number of seconds.
    public static func current(environment: [String: String]) throws(Diagnostic) -> GenerationDate {
        if environment["SOURCE_DATE_EPOCH"] != nil {
            return GenerationDate(secondsSinceEpoch: try runTime(environment: environment))
        }
        // The C library's local time: the same answer as Foundation's TimeZone, without loading its time-zone
        // and ICU data on every run.
        var now = time(nil)
        var local = tm()
        guard localtime_r(&now, &local) != nil else { return GenerationDate(secondsSinceEpoch: Int(now)) }
        return GenerationDate(year: Int(local.tm_year) + 1900, month: Int(local.tm_mon) + 1, day: Int(local.tm_mday))
    }

    /// The date `2026-11-22` stands for; `nil` for any other text.
    public init?(iso8601 text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]), (1...12).contains(month),
            (1...31).contains(day)
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The first second of the day in UTC, in seconds since 1970.
    public var midnightSecondsSinceEpoch: Int {
        LiquidDate.days(year: year, month: month, day: day) * 86_400
    }

    /// `2026-11-22`
    public var iso8601: String {
        func pad(_ number: Int, _ width: Int) -> String {
            String(repeating: "0", count: max(0, width - String(number).count)) + String(number)
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }
}
