import Foundation
import TodoCore

/// Where the data lives, which day is today and when weeks start, from options and the environment.
///
/// - `--store PATH`, else `TODO_STORE`, else `$XDG_DATA_HOME/viper-todo/todos.json`, else
///   `~/.local/share/viper-todo/todos.json`.
/// - `TODO_TODAY=YYYY-MM-DD` fixes today; otherwise the system clock in the machine's time zone.
/// - `TODO_WEEK_START=sunday|monday` (any weekday works); Sunday by default.
/// - `TODO_LOCK_TIMEOUT=SECONDS` (0–3600): how long a change waits for another process; 10 by default.
struct TodoSettings {
    let storeURL: URL
    let clock: any DayClock
    let weekStart: Weekday
    /// How long a change waits for another process's lock on the store.
    let lockTimeout: LockTimeout

    /// - Throws: `TodoError.invalidSetting` for an unusable `TODO_TODAY`, `TODO_WEEK_START`, `TODO_LOCK_TIMEOUT`
    ///   or store location.
    init(storePath: String?, environment: [String: String]) throws(TodoError) {
        storeURL = try Self.storeURL(option: storePath, environment: environment)
        if let text = environment["TODO_TODAY"], !text.isEmpty {
            guard let day = Day(iso: text) else { throw .invalidSetting(name: "TODO_TODAY", value: text) }
            clock = FixedDayClock(day: day)
        } else {
            clock = SystemDayClock()
        }
        if let text = environment["TODO_WEEK_START"], !text.isEmpty {
            guard let weekday = Weekday(name: text) else {
                throw .invalidSetting(name: "TODO_WEEK_START", value: text)
            }
            weekStart = weekday
        } else {
            weekStart = .sunday
        }
        if let text = environment["TODO_LOCK_TIMEOUT"], !text.isEmpty {
            guard let timeout = LockTimeout(text) else { throw .invalidSetting(name: "TODO_LOCK_TIMEOUT", value: text) }
            lockTimeout = timeout
        } else {
            lockTimeout = .standard
        }
    }

    /// The store file's location.
    static func storeURL(option: String?, environment: [String: String]) throws(TodoError) -> URL {
        if let path = option ?? environment["TODO_STORE"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        let relative = "viper-todo/todos.json"
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return URL(fileURLWithPath: dataHome).appending(path: relative)
        }
        guard let home = environment["HOME"], !home.isEmpty else {
            throw .invalidSetting(name: "HOME", value: "")
        }
        return URL(fileURLWithPath: home).appending(path: ".local/share/" + relative)
    }
}
