import XCTest

@testable import TodoApp
@testable import TodoCore

/// Grouping relative to today, in weeks that start on a configured weekday.
final class DueRelationTests: XCTestCase {
    private func relation(
        _ due: String, today: String, weekStart: Weekday = .sunday, completed: Bool = false
    ) -> DueRelation {
        DueRelation(dueDay: day(due), today: day(today), weekStart: weekStart, isCompleted: completed)
    }

    func testMidweekWithSundayStart() {
        // Wednesday 2026-11-18; the week is Sunday 15 to Saturday 21.
        let today = "2026-11-18"
        XCTAssertEqual(relation("2026-11-17", today: today), .overdue)
        XCTAssertEqual(relation("2026-11-17", today: today, completed: true), .earlier)
        XCTAssertEqual(relation("2026-11-18", today: today), .today)
        XCTAssertEqual(relation("2026-11-18", today: today, completed: true), .today)
        XCTAssertEqual(relation("2026-11-19", today: today), .tomorrow)
        XCTAssertEqual(relation("2026-11-20", today: today), .laterThisWeek)
        XCTAssertEqual(relation("2026-11-21", today: today), .laterThisWeek)
        XCTAssertEqual(relation("2026-11-22", today: today), .nextWeek)
        XCTAssertEqual(relation("2026-11-28", today: today), .nextWeek)
        XCTAssertEqual(relation("2026-11-29", today: today), .later)
    }

    func testLastDayOfWeekSendsTomorrowToNextWeek() {
        // Saturday is the last day of a Sunday week.
        XCTAssertEqual(relation("2026-11-22", today: "2026-11-21"), .nextWeek)
        // Sunday is the last day of a Monday week.
        XCTAssertEqual(relation("2026-11-23", today: "2026-11-22", weekStart: .monday), .nextWeek)
        XCTAssertEqual(relation("2026-11-29", today: "2026-11-22", weekStart: .monday), .nextWeek)
        XCTAssertEqual(relation("2026-11-30", today: "2026-11-22", weekStart: .monday), .later)
    }

    func testFirstDayOfWeek() {
        // Sunday, the first day of a Sunday week: the whole week lies ahead.
        XCTAssertEqual(relation("2026-11-23", today: "2026-11-22"), .tomorrow)
        XCTAssertEqual(relation("2026-11-28", today: "2026-11-22"), .laterThisWeek)
        XCTAssertEqual(relation("2026-11-29", today: "2026-11-22"), .nextWeek)
        XCTAssertEqual(relation("2026-12-05", today: "2026-11-22"), .nextWeek)
        XCTAssertEqual(relation("2026-12-06", today: "2026-11-22"), .later)
    }

    func testBothWeekStartsDifferOnSunday() {
        // Saturday 2026-11-21 and the following Sunday.
        XCTAssertEqual(relation("2026-11-22", today: "2026-11-21", weekStart: .sunday), .nextWeek)
        XCTAssertEqual(relation("2026-11-22", today: "2026-11-21", weekStart: .monday), .tomorrow)
        // Monday 2026-11-23, a week later is next week either way.
        XCTAssertEqual(relation("2026-11-29", today: "2026-11-23", weekStart: .sunday), .nextWeek)
        XCTAssertEqual(relation("2026-11-29", today: "2026-11-23", weekStart: .monday), .laterThisWeek)
    }

    func testYearBoundary() {
        // Wednesday 2026-12-30; Sunday week 27 Dec to 2 Jan, next week 3 to 9 Jan 2027.
        let today = "2026-12-30"
        XCTAssertEqual(relation("2026-12-31", today: today), .tomorrow)
        XCTAssertEqual(relation("2027-01-01", today: today), .laterThisWeek)
        XCTAssertEqual(relation("2027-01-02", today: today), .laterThisWeek)
        XCTAssertEqual(relation("2027-01-03", today: today), .nextWeek)
        XCTAssertEqual(relation("2027-01-09", today: today), .nextWeek)
        XCTAssertEqual(relation("2027-01-10", today: today), .later)
        // Thursday 2026-12-31 with Monday weeks: 28 Dec to 3 Jan, then 4 to 10 Jan.
        XCTAssertEqual(relation("2027-01-01", today: "2026-12-31", weekStart: .monday), .tomorrow)
        XCTAssertEqual(relation("2027-01-04", today: "2026-12-31", weekStart: .monday), .nextWeek)
        XCTAssertEqual(relation("2027-01-11", today: "2026-12-31", weekStart: .monday), .later)
        XCTAssertEqual(relation("2026-12-31", today: "2027-01-01"), .overdue)
    }

    func testMachineCalendarWithADifferentFirstWeekdayChangesNothing() {
        // The reference app asked the current calendar for the week; a locale whose weeks start on Monday changed
        // the groups. Ours never consults it, whatever the machine calendar says.
        var mondayCalendar = Calendar(identifier: .gregorian)
        mondayCalendar.locale = Locale(identifier: "de_DE")
        XCTAssertEqual(mondayCalendar.firstWeekday, 2)
        XCTAssertEqual(relation("2026-11-22", today: "2026-11-21"), .nextWeek)
        XCTAssertEqual(relation("2026-11-27", today: "2026-11-22"), .laterThisWeek)
    }
}
