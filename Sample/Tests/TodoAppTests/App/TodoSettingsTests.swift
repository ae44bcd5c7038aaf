import XCTest

@testable import TodoApp
@testable import TodoCore

final class TodoSettingsTests: XCTestCase {
    func testStoreLocationPrecedence() throws {
        let environment = ["TODO_STORE": "/env/todos.json", "XDG_DATA_HOME": "/xdg", "HOME": "/home/me"]

        XCTAssertEqual(try TodoSettings.storeURL(option: "/opt.json", environment: environment).path, "/opt.json")
        XCTAssertEqual(try TodoSettings.storeURL(option: nil, environment: environment).path, "/env/todos.json")
        XCTAssertEqual(
            try TodoSettings.storeURL(option: nil, environment: ["XDG_DATA_HOME": "/xdg", "HOME": "/home/me"]).path,
            "/xdg/viper-todo/todos.json")
        XCTAssertEqual(
            try TodoSettings.storeURL(option: nil, environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/me"]).path,
            "/home/me/.local/share/viper-todo/todos.json")
        XCTAssertEqual(
            try TodoSettings.storeURL(option: nil, environment: ["HOME": "/home/me"]).path,
            "/home/me/.local/share/viper-todo/todos.json")
    }

    func testTodayAndWeekStartFromTheEnvironment() throws {
        let settings = try TodoSettings(
            storePath: "/s.json", environment: ["TODO_TODAY": "2026-12-31", "TODO_WEEK_START": "Monday"])

        XCTAssertEqual(settings.clock.today(), day("2026-12-31"))
        XCTAssertEqual(settings.weekStart, .monday)
        XCTAssertEqual(try TodoSettings(storePath: "/s.json", environment: [:]).weekStart, .sunday)
    }

    func testInvalidSettingsAreReported() {
        XCTAssertThrowsError(try TodoSettings(storePath: "/s", environment: ["TODO_TODAY": "2026-02-30"])) {
            XCTAssertEqual($0 as? TodoError, .invalidSetting(name: "TODO_TODAY", value: "2026-02-30"))
        }
        XCTAssertThrowsError(try TodoSettings(storePath: "/s", environment: ["TODO_WEEK_START": "someday"])) {
            XCTAssertEqual($0 as? TodoError, .invalidSetting(name: "TODO_WEEK_START", value: "someday"))
        }
    }
}
