/// How both front ends name a due relation and a due day, so that the terminal and the iOS app use the same words.
extension DueRelation {
    /// The section title.
    public var sectionName: String {
        switch self {
        case .earlier: "Earlier"
        case .overdue: "Overdue"
        case .today: "Today"
        case .tomorrow: "Tomorrow"
        case .laterThisWeek: "Later This Week"
        case .nextWeek: "Next Week"
        case .later: "Later"
        }
    }

    /// The detail text of an item due on `day`: none for today, the date for past and far days, else the
    /// weekday's name.
    public func detailText(for day: Day) -> String? {
        switch self {
        case .today: nil
        case .earlier, .overdue, .later: day.description
        case .tomorrow, .laterThisWeek, .nextWeek: day.weekday.name
        }
    }
}

extension Day {
    /// `Sunday, 2026-11-22`.
    public var longText: String {
        "\(weekday.name), \(description)"
    }
}
