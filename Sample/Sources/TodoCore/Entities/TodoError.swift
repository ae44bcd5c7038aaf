/// Everything that can go wrong for the user, each with a one-line message.
public enum TodoError: Error, Equatable, Sendable {
    /// What was done before standard output failed.
    public enum OutputOutcome: Equatable, Sendable {
        /// The command changed the store before its result could not be printed.
        case changeSaved
        /// The command only reads.
        case nothingChanged
        /// The interactive app stopped; what it had changed before stays saved.
        case appStopped

        public var text: String {
            switch self {
            case .changeSaved: "the change was saved"
            case .nothingChanged: "nothing was changed"
            case .appStopped: "the app stopped, and every change made before was saved"
            }
        }
    }

    case emptyName
    /// A name with a control character, separator or bidirectional control, at a 1-based character position.
    case disguisingCharacterInName(codePoint: String, position: Int)
    /// A name in which nothing is visible, such as only zero-width spaces.
    case invisibleName
    case nameTooLong(maximum: Int)
    case invalidDueDay(String)
    case dueDayInPast(Day)
    case unknownID(String)
    case corruptStore(path: String, reason: String)
    case unreadableStore(path: String, reason: String)
    case unwritableStore(path: String, reason: String)
    case unsupportedStoreVersion(path: String, version: Int)
    /// The store path names a folder, a device or anything else that is not a regular file.
    case notAFile(path: String, kind: String)
    /// The store file is not writable; it is read but never replaced.
    case readOnlyStore(path: String)
    /// The store's ids contradict each other; every problem found, in order.
    case inconsistentStore(path: String, problems: [String])
    /// Another process changed or deleted the to-do after it was shown.
    case changedElsewhere(id: Int)
    /// Another process held the store's lock for longer than the timeout.
    case storeBusy(path: String, seconds: String)
    /// Standard output could not be written.
    case unwritableOutput(reason: String, outcome: OutputOutcome)
    case invalidSetting(name: String, value: String)
    case usage(String)
    /// A problem a module already put into words.
    case reported(String)
    /// The store could not be read and was set aside, kept as the file `keptAs` beside it; the app starts empty.
    case storeSetAside(keptAs: String)

    /// One line for the user, with any control character from the input spelled out (`<U+001B>`).
    public var message: String {
        text.spelledOut
    }

    /// What the user of an app is told, as sentences in their language: nothing that needs a terminal (file modes,
    /// `--store`, other processes, typed due days), because an app's user cannot reach its store file and picks days
    /// in a calendar. The iOS app's String Catalog translates each one.
    public var appMessage: String {
        switch self {
        case .emptyName:
            String(localized: "The name must not be empty.", comment: "Error: a to-do without a name")
        case .disguisingCharacterInName:
            String(
                localized: "The name must not contain control characters or line breaks.",
                comment: "Error: a to-do name with invisible control characters")
        case .invisibleName:
            String(
                localized: "The name must contain a visible character.",
                comment: "Error: a to-do name of only invisible characters")
        case .nameTooLong(let maximum):
            String(
                localized: "The name must be at most \(maximum) characters.",
                comment: "Error: a to-do name longer than the maximum")
        case .dueDayInPast:
            String(localized: "The due day must not be before today.", comment: "Error: a due day in the past")
        case .unknownID:
            String(localized: "This to-do no longer exists.", comment: "Error: the to-do was deleted meanwhile")
        case .corruptStore, .inconsistentStore, .unsupportedStoreVersion, .unreadableStore, .notAFile:
            String(
                localized: "Your to-dos could not be read. Try again later.",
                comment: "Error: the to-dos file could not be read")
        case .unwritableStore, .readOnlyStore:
            String(
                localized: "The change could not be saved. Make sure the device has free space, then try again.",
                comment: "Error: the to-dos file could not be written")
        case .changedElsewhere:
            String(
                localized:
                    "This to-do was changed elsewhere since you opened it, so nothing was changed. Check it and try again.",
                comment: "Error: the to-do changed after it was shown")
        case .storeBusy:
            String(
                localized: "Your to-dos are busy, so nothing was changed. Try again in a moment.",
                comment: "Error: the to-dos file stayed locked")
        case .storeSetAside(let keptAs):
            String(
                localized:
                    "Your to-dos could not be read, so the list starts again empty. The unreadable file was kept as \(keptAs).",
                comment: "Notice: an unreadable to-dos file was set aside under the file name shown")
        case .reported(let text):
            text
        case .invalidDueDay, .unwritableOutput, .invalidSetting, .usage:
            // Only the terminal app meets these: an app's user picks due days in a calendar and never types one.
            String(localized: "Something went wrong. Try again.", comment: "Error: an unexpected problem")
        }
    }

    private var text: String {
        switch self {
        case .emptyName:
            "the name must not be empty"
        case .disguisingCharacterInName(let codePoint, let position):
            "the name must not contain control characters, escape sequences or line breaks (found \(codePoint) at "
                + "character \(position))"
        case .invisibleName:
            "the name must contain a visible character"
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
        case .notAFile(let path, let kind):
            "the store \(path) is \(kind), not a regular file; give --store or TODO_STORE the path of a file"
        case .readOnlyStore(let path):
            "the store \(path) is read-only and was left untouched; make it writable (chmod u+w \(path)) to change it"
        case .inconsistentStore(let path, let problems):
            "the store \(path) contradicts itself and was left untouched: " + problems.joined(separator: "; ")
        case .changedElsewhere(let id):
            "to-do \(id) was changed by another todo process since it was shown; nothing was changed; check it and "
                + "try again"
        case .storeBusy(let path, let seconds):
            "gave up waiting for the store \(path) after \(seconds) seconds; nothing was changed; try again when the "
                + "other todo has finished"
        case .unwritableOutput(let reason, let outcome):
            "cannot write to standard output: \(reason); \(outcome.text)"
        case .invalidSetting(let name, let value):
            "invalid \(name) '\(value)'"
        case .usage(let text), .reported(let text):
            text
        case .storeSetAside(let keptAs):
            "the store could not be read, so it was set aside as \(keptAs) and a new, empty one was started"
        }
    }
}
