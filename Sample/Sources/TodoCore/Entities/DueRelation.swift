/// Where a due day lies relative to today, in weeks that start on a configured weekday.
///
/// The cases are in display order. `earlier` holds completed to-dos due before today, which are shown only when
/// completed to-dos are asked for; open ones due before today are `overdue`.
public enum DueRelation: CaseIterable, Sendable {
    case earlier, overdue, today, tomorrow, laterThisWeek, nextWeek, later

    /// The relation of `dueDay` to `today`.
    /// - Parameters:
    ///   - isCompleted: Whether the to-do is done; done to-dos are never overdue.
    ///   - weekStart: The first day of a week.
    public init(dueDay: Day, today: Day, weekStart: Weekday, isCompleted: Bool = false) {
        let startOfWeek = today.adding(days: -today.weekday.offset(from: weekStart))
        let endOfWeek = startOfWeek.adding(days: 6)
        let endOfNextWeek = startOfWeek.adding(days: 13)
        if dueDay < today {
            self = isCompleted ? .earlier : .overdue
        } else if dueDay == today {
            self = .today
        } else if dueDay == today.adding(days: 1) && dueDay <= endOfWeek {
            self = .tomorrow
        } else if dueDay <= endOfWeek {
            self = .laterThisWeek
        } else if dueDay <= endOfNextWeek {
            self = .nextWeek
        } else {
            self = .later
        }
    }
}
