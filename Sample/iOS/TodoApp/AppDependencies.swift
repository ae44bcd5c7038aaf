import TodoCore

/// The app's dependency container: it conforms to the dependencies protocol of every module, so each router can
/// pass it on to the modules it opens. Its data managers come from TodoCore, which the terminal app uses too.
struct AppDependencies: TodoListDependencies, AddTodoDependencies, TodoDetailDependencies {
    /// Today in the device's time zone.
    let clock: any DayClock

    init(clock: any DayClock = SystemDayClock()) {
        self.clock = clock
    }
}
