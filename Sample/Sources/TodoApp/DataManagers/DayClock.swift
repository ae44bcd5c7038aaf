import Foundation

/// Tells which day today is. Injected everywhere, so that tests and demos can fix "today".
protocol DayClock {
    /// The current day.
    func today() -> Day
}

/// Today in the machine's time zone, from the system clock.
struct SystemDayClock: DayClock {
    func today() -> Day {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let parts = calendar.dateComponents([.year, .month, .day], from: Date())
        return Day(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1) ?? Day(ordinal: 0)
    }
}

/// Always the same day; set by `TODO_TODAY` and used by tests.
struct FixedDayClock: DayClock {
    let day: Day

    func today() -> Day {
        day
    }
}
