import Foundation

/// Days as an app shows them: in the user's language, calendar and time zone.
extension Day {
    /// The day that `date` falls on in `calendar`, such as the day a date picker shows.
    public init(date: Date, calendar: Calendar) {
        let components = calendar.dateComponents([.year, .month, .day], from: date)
        self =
            Day(year: components.year ?? 1970, month: components.month ?? 1, day: components.day ?? 1)
            ?? Day(ordinal: 0)
    }

    /// Noon of this day in `calendar` (noon, so that no time-zone shift moves it to another day).
    public func date(in calendar: Calendar) -> Date {
        let (year, month, day) = components
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 12)) ?? Date()
    }

    /// The weekday, month and day, such as `Monday, November 23` (en_US) or `Montag, 23. November` (de_DE).
    public func longText(calendar: Calendar, locale: Locale) -> String {
        date(in: calendar).formatted(style(calendar: calendar, locale: locale).weekday(.wide).month(.wide).day())
    }

    /// The weekday, such as `Friday` or `Freitag`.
    public func weekdayText(calendar: Calendar, locale: Locale) -> String {
        date(in: calendar).formatted(style(calendar: calendar, locale: locale).weekday(.wide))
    }

    /// The month and day, such as `Nov 27` or `27. Nov.`.
    public func shortText(calendar: Calendar, locale: Locale) -> String {
        date(in: calendar).formatted(style(calendar: calendar, locale: locale).month(.abbreviated).day())
    }

    private func style(calendar: Calendar, locale: Locale) -> Date.FormatStyle {
        Date.FormatStyle(locale: locale, calendar: calendar, timeZone: calendar.timeZone)
    }
}

extension Weekday {
    /// The first day of the week in `calendar`, which follows the user's region (Monday in Germany).
    public init(firstWeekdayOf calendar: Calendar) {
        self = Weekday(rawValue: calendar.firstWeekday - 1) ?? .sunday
    }
}

extension DueRelation {
    /// The section title in the user's language (an app's String Catalog translates it).
    public var localizedSectionName: String {
        switch self {
        case .earlier: String(localized: "Earlier", comment: "Section of done to-dos that were due before today")
        case .overdue: String(localized: "Overdue", comment: "Section of open to-dos due before today")
        case .today: String(localized: "Today", comment: "Section of to-dos due today")
        case .tomorrow: String(localized: "Tomorrow", comment: "Section of to-dos due tomorrow")
        case .laterThisWeek: String(localized: "Later This Week", comment: "Section of to-dos due later this week")
        case .nextWeek: String(localized: "Next Week", comment: "Section of to-dos due next week")
        case .later: String(localized: "Later", comment: "Section of to-dos due after next week")
        }
    }

    /// The detail of a to-do due on `day`: none for today, the month and day for past and far days, else the
    /// weekday; as `detailText(for:)`, in the user's language.
    public func localizedDetailText(for day: Day, calendar: Calendar, locale: Locale) -> String? {
        switch self {
        case .today: nil
        case .earlier, .overdue, .later: day.shortText(calendar: calendar, locale: locale)
        case .tomorrow, .laterThisWeek, .nextWeek: day.weekdayText(calendar: calendar, locale: locale)
        }
    }
}
