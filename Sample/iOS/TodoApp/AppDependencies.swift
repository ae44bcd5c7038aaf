import Foundation
import TodoCore

/// The app's dependency container: it conforms to the dependencies protocol of every module, so each router can
/// pass it on to the modules it opens. Its data managers come from TodoCore, which the terminal app uses too.
struct AppDependencies: TodoListDependencies, AddTodoDependencies, TodoDetailDependencies {
    /// The to-dos: a versioned JSON file in the app's Application Support folder, written as the terminal app
    /// writes its store (synced, atomic, locked), unless given another store.
    let store: any TodoStore
    /// Today in the device's time zone.
    let clock: any DayClock
    /// The first day of a week, for grouping: Sunday, as the terminal app's default.
    let weekStart: Weekday

    init(store: (any TodoStore)? = nil, clock: any DayClock = SystemDayClock(), weekStart: Weekday = .sunday) {
        self.store = store ?? FileTodoStore(url: Self.defaultStoreURL)
        self.clock = clock
        self.weekStart = weekStart
    }

    /// `Application Support/todos.json` in the app's container.
    static var defaultStoreURL: URL {
        let folder = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
        return (folder ?? FileManager.default.temporaryDirectory).appending(path: "todos.json")
    }
}
