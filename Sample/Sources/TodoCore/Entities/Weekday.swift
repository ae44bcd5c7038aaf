/// A day of the week, in the order of the Gregorian calendar starting on Sunday.
public enum Weekday: Int, CaseIterable, Sendable {
    case sunday, monday, tuesday, wednesday, thursday, friday, saturday

    /// The English name, e.g. `Monday`.
    public var name: String {
        switch self {
        case .sunday: "Sunday"
        case .monday: "Monday"
        case .tuesday: "Tuesday"
        case .wednesday: "Wednesday"
        case .thursday: "Thursday"
        case .friday: "Friday"
        case .saturday: "Saturday"
        }
    }

    /// The weekday named `text` in English, full or abbreviated to three letters, ignoring case.
    public init?(name text: String) {
        let lowered = text.lowercased()
        guard lowered.count >= 3,
            let match = Weekday.allCases.first(where: { $0.name.lowercased() == lowered })
                ?? Weekday.allCases.first(where: { $0.name.lowercased().prefix(3) == lowered })
        else { return nil }
        self = match
    }

    /// How many days after `start` this weekday comes, 0–6.
    public func offset(from start: Weekday) -> Int {
        (rawValue - start.rawValue + 7) % 7
    }
}
