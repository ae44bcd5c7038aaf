import Foundation

/// Tells which day today is. Injected everywhere, so that tests and demos can fix "today".
public protocol DayClock: Sendable {
    /// The current day.
    func today() -> Day
}

/// Today in the machine's time zone, from the system clock.
public struct SystemDayClock: DayClock {
    public init() {}

    public func today() -> Day {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let parts = calendar.dateComponents([.year, .month, .day], from: Date())
        return Day(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1) ?? Day(ordinal: 0)
    }
}

/// Always the same day; set by `TODO_TODAY` and used by tests.
public struct FixedDayClock: DayClock {
    public let day: Day

    public init(day: Day) {
        self.day = day
    }

    public func today() -> Day {
        day
    }
}
