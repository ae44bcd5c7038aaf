import TodoCore

/// How the terminal's list pictures a due relation; its names come from TodoCore (`sectionName`,
/// `detailText(for:)`), shared with the iOS app.
extension DueRelation {
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
}
