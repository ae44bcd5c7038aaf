import Foundation
import TodoCore

/// The app's dependency container: it conforms to the dependencies protocol of every module, so each router can
/// pass it on to the modules it opens. Its data managers come from TodoCore, which the terminal app uses too.
struct AppDependencies: TodoListDependencies, AddTodoDependencies, TodoDetailDependencies, AboutDependencies {
    /// The to-dos: a versioned JSON file in the app's Application Support folder, written as the terminal app
    /// writes its store (synced, atomic, locked), unless given another store. A file it cannot read is set aside
    /// and the app starts empty, saying so (`RecoveringTodoStore`): the user of an app cannot repair the file.
    let store: any TodoStore
    /// Today in the device's time zone.
    let clock: any DayClock
    /// The user's calendar and locale, which the screens write dates with.
    let calendar: Calendar
    /// The first day of a week, for grouping: the user's, from their region (Monday in Germany, Sunday in the US).
    let weekStart: Weekday

    init(
        store: (any TodoStore)? = nil, clock: any DayClock = SystemDayClock(),
        calendar: Calendar = .autoupdatingCurrent, weekStart: Weekday? = nil
    ) {
        self.store = store ?? RecoveringTodoStore(FileTodoStore(url: Self.defaultStoreURL))
        self.clock = clock
        self.calendar = calendar
        self.weekStart = weekStart ?? Weekday(firstWeekdayOf: calendar)
    }

    /// `Application Support/todos.json` in the app's container: backed up, and never purged as the caches and the
    /// temporary folder are. The folder and the file have an explicit protection class, set on each launch so that
    /// a folder or file made before (by an older version, or restored from a backup) has it too: the file is
    /// encrypted while the device is locked after a restart, and readable once the user has unlocked it (also in the
    /// background).
    static var defaultStoreURL: URL {
        let folder =
            FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? URL(filePath: NSHomeDirectory()).appending(path: "Library/Application Support")
        let file = folder.appending(path: "todos.json")
        let protection: [FileAttributeKey: Any] = [
            .protectionKey: FileProtectionType.completeUntilFirstUserAuthentication
        ]
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: protection)
        for item in [folder, file] where FileManager.default.fileExists(atPath: item.path) {
            try? FileManager.default.setAttributes(protection, ofItemAtPath: item.path)
        }
        return file
    }
}

extension Calendar {
    /// The Gregorian calendar in US English and UTC: what the tests and previews write dates with.
    static var englishUS: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US")
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
        return calendar
    }
}

extension Day {
    /// The day previews take as today.
    static let previewToday = Day(year: 2026, month: 11, day: 23)!
}

extension InMemoryTodoStore {
    /// A store for previews: one to-do overdue, one due today, one later this week and one done.
    static var preview: InMemoryTodoStore {
        let today = Day.previewToday
        return InMemoryTodoStore([
            TodoItem(id: 1, name: "Renew the passport", dueDay: today.adding(days: -2)),
            TodoItem(id: 2, name: "Buy milk", dueDay: today),
            TodoItem(id: 3, name: "Call the plumber", dueDay: today.adding(days: 3)),
            TodoItem(id: 4, name: "Water the plants", dueDay: today.adding(days: -1), isCompleted: true),
        ])
    }
}
