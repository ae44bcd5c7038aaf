import XCTest

@testable import TodoApp
@testable import TodoCore

/// The day `text` (`YYYY-MM-DD`) names; fails the test for anything else.
func day(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Day {
    guard let day = Day(iso: text) else {
        XCTFail("not a day: \(text)", file: file, line: line)
        return Day(ordinal: 0)
    }
    return day
}

/// Dependencies with `store`, today fixed to `today` and weeks starting on `weekStart`.
func makeDependencies(
    store: any TodoStore = InMemoryTodoStore(), today: String = "2026-11-22", weekStart: Weekday = .sunday
) -> TodoDependencies {
    TodoDependencies(store: store, clock: FixedDayClock(day: day(today)), weekStart: weekStart)
}
