import TodoCore

/// How the list and the detail screen name and picture a due relation.
extension DueRelation {
    /// The section title.
    var sectionName: String {
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

    /// The section's icon name; the reference app's for the four it had.
    var iconName: String {
        switch self {
        case .earlier: "archive"
        case .overdue: "flag"
        case .today: "check"
        case .tomorrow: "alarm"
        case .laterThisWeek: "circle"
        case .nextWeek: "calendar"
        case .later: "hourglass"
        }
    }

    /// The detail text of an item due on `day`: none for today, the date for past and far days, else the
    /// weekday's name.
    func detailText(for day: Day) -> String? {
        switch self {
        case .today: nil
        case .earlier, .overdue, .later: day.description
        case .tomorrow, .laterThisWeek, .nextWeek: day.weekday.name
        }
    }
}

extension Day {
    /// `Sunday, 2026-11-22`.
    var longText: String {
        "\(weekday.name), \(description)"
    }
}
