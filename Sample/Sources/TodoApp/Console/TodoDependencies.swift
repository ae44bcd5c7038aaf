import TodoCore

/// What the modules need from outside: the data managers and the week rule.
struct TodoDependencies: Sendable {
    let store: any TodoStore
    let clock: any DayClock
    /// The first day of a week, for grouping.
    let weekStart: Weekday
}
