/// Everything that can go wrong for the user, each with a one-line message.
public enum TodoError: Error, Equatable, Sendable {
    case emptyName
    case nameTooLong(maximum: Int)
    case invalidDueDay(String)
    case dueDayInPast(Day)
    case unknownID(String)
    case corruptStore(path: String, reason: String)
    case unreadableStore(path: String, reason: String)
    case unwritableStore(path: String, reason: String)
    case unsupportedStoreVersion(path: String, version: Int)
    case invalidSetting(name: String, value: String)
    case usage(String)
    /// A problem a module already put into words.
    case reported(String)

    /// One line for the user.
    public var message: String {
        switch self {
        case .emptyName:
            "the name must not be empty"
        case .nameTooLong(let maximum):
            "the name must be at most \(maximum) characters"
        case .invalidDueDay(let text):
            "invalid due day '\(text)': use today, tomorrow, a weekday, +3d, +2w or YYYY-MM-DD"
        case .dueDayInPast(let day):
            "the due day \(day) is before today"
        case .unknownID(let id):
            "no to-do with id \(id)"
        case .corruptStore(let path, let reason):
            "the store \(path) is corrupt and was left untouched: \(reason)"
        case .unreadableStore(let path, let reason):
            "cannot read the store \(path): \(reason)"
        case .unwritableStore(let path, let reason):
            "cannot write the store \(path): \(reason)"
        case .unsupportedStoreVersion(let path, let version):
            "the store \(path) has version \(version), which this todo does not know; it was left untouched"
        case .invalidSetting(let name, let value):
            "invalid \(name) '\(value)'"
        case .usage(let text), .reported(let text):
            text
        }
    }
}
