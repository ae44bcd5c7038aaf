import XCTest

@testable import TodoApp
@testable import TodoCore

final class DayTests: XCTestCase {
    func testEpochIsOrdinalZeroAndAThursday() {
        XCTAssertEqual(day("1970-01-01").ordinal, 0)
        XCTAssertEqual(day("1970-01-01").weekday, .thursday)
        XCTAssertEqual(Day(ordinal: -1).description, "1969-12-31")
    }

    func testComponentsRoundTripAcrossCenturiesAndLeapDays() {
        for text in ["2000-02-29", "1900-02-28", "2024-02-29", "2026-12-31", "2027-01-01", "1601-01-01", "2400-12-31"] {
            XCTAssertEqual(day(text).description, text)
        }
        XCTAssertEqual(day("2026-12-31").adding(days: 1), day("2027-01-01"))
        XCTAssertEqual(day("2024-02-28").adding(days: 1), day("2024-02-29"))
        XCTAssertEqual(day("2026-01-01").days(to: day("2027-01-01")), 365)
    }

    func testKnownWeekdays() {
        XCTAssertEqual(day("2026-11-22").weekday, .sunday)
        XCTAssertEqual(day("2026-12-31").weekday, .thursday)
        XCTAssertEqual(day("2000-01-01").weekday, .saturday)
    }

    func testInvalidISODaysAreRejected() {
        for text in [
            "2026-02-29", "2026-13-01", "2026-00-10", "2026-1-01", "26-01-01", "2026-01-32", "", "today",
            "2026-01-0x", "２０２６-01-01",
        ] {
            XCTAssertNil(Day(iso: text), text)
        }
    }

    func testWeekdayNamesFullAndAbbreviated() {
        XCTAssertEqual(Weekday(name: "Monday"), .monday)
        XCTAssertEqual(Weekday(name: "SUN"), .sunday)
        XCTAssertEqual(Weekday(name: "thu"), .thursday)
        XCTAssertNil(Weekday(name: "mo"))
        XCTAssertNil(Weekday(name: "someday"))
    }

    func testCodableAsISOString() throws {
        let item = TodoItem(id: 3, name: "Pay rent", dueDay: day("2026-11-20"), isCompleted: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(item), as: UTF8.self)

        XCTAssertEqual(json, #"{"completed":true,"due":"2026-11-20","id":3,"name":"Pay rent"}"#)
        XCTAssertEqual(try JSONDecoder().decode(TodoItem.self, from: Data(json.utf8)), item)
    }
}
