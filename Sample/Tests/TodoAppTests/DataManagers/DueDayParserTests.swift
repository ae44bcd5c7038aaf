import XCTest

@testable import TodoApp
@testable import TodoCore

final class DueDayParserTests: XCTestCase {
    private let sunday = day("2026-11-22")

    private func parse(_ text: String) throws -> Day {
        try DueDayParser.day(from: text, today: sunday)
    }

    func testNamedDays() throws {
        XCTAssertEqual(try parse("today"), sunday)
        XCTAssertEqual(try parse(" Tomorrow "), day("2026-11-23"))
    }

    func testWeekdaysMeanTheNextSuchDayAfterToday() throws {
        XCTAssertEqual(try parse("monday"), day("2026-11-23"))
        XCTAssertEqual(try parse("Sat"), day("2026-11-28"))
        XCTAssertEqual(try parse("sunday"), day("2026-11-29"))
    }

    func testRelativeDaysAndWeeks() throws {
        XCTAssertEqual(try parse("+0d"), sunday)
        XCTAssertEqual(try parse("+3d"), day("2026-11-25"))
        XCTAssertEqual(try parse("+2w"), day("2026-12-06"))
        XCTAssertEqual(try parse("+40d"), day("2027-01-01"))
    }

    func testISODates() throws {
        XCTAssertEqual(try parse("2027-01-31"), day("2027-01-31"))
        XCTAssertEqual(try parse("2026-11-01"), day("2026-11-01"))
    }

    func testInvalidTextIsReported() {
        for text in ["", "soon", "+d", "3d", "+3", "-3d", "+3x", "2026-02-30", "+999999d", "mo"] {
            XCTAssertThrowsError(try parse(text), text) { error in
                XCTAssertEqual(error as? TodoError, .invalidDueDay(text))
            }
        }
    }

    func testRulesTrimNamesAndRefusePastDays() throws {
        XCTAssertEqual(try TodoRules.validatedName("  Buy milk \n"), "Buy milk")
        XCTAssertThrowsError(try TodoRules.validatedName(" \t ")) { XCTAssertEqual($0 as? TodoError, .emptyName) }
        XCTAssertEqual(try TodoRules.validatedName(String(repeating: "a", count: 200)).count, 200)
        XCTAssertThrowsError(try TodoRules.validatedName(String(repeating: "a", count: 201))) {
            XCTAssertEqual($0 as? TodoError, .nameTooLong(maximum: 200))
        }
        XCTAssertEqual(try TodoRules.validatedDueDay("", today: sunday), sunday)
        XCTAssertThrowsError(try TodoRules.validatedDueDay("2026-11-21", today: sunday)) {
            XCTAssertEqual($0 as? TodoError, .dueDayInPast(day("2026-11-21")))
        }
    }
}
