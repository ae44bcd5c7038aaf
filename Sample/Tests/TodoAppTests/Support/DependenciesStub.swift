@testable import TodoApp
@testable import TodoCore

/// The dependencies of every module for the module tests: an in-memory store unless given one, today fixed to
/// `today`, weeks starting on `weekStart`.
///
/// The generated tests declare an empty stub in each file; the sample's modules need these three, so one is shared.
struct DependenciesStub: TodoListDependencies {
    let store: any TodoStore
    let clock: any DayClock
    let weekStart: Weekday

    init(store: any TodoStore = InMemoryTodoStore(), today: String = "2026-11-22", weekStart: Weekday = .sunday) {
        self.store = store
        self.clock = FixedDayClock(day: day(today))
        self.weekStart = weekStart
    }
}
