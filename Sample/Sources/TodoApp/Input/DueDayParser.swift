import TodoCore

/// Reads the due days a user types: `today`, `tomorrow`, a weekday name (its next occurrence after today),
/// `+3d`, `+2w` and `YYYY-MM-DD`. The terminal app's alone: the iOS app's date pickers give a `Day`.
public enum DueDayParser {
    /// The day `text` names, relative to `today`.
    /// - Throws: `TodoError.invalidDueDay` when `text` is none of the accepted forms.
    public static func day(from text: String, today: Day) throws(TodoError) -> Day {
        let word = text.trimmingWhitespace().lowercased()
        switch word {
        case "today":
            return today
        case "tomorrow":
            return today.adding(days: 1)
        default:
            break
        }
        if let weekday = Weekday(name: word) {
            let ahead = weekday.offset(from: today.weekday)
            return today.adding(days: ahead == 0 ? 7 : ahead)
        }
        if let offset = relativeOffset(word) {
            return today.adding(days: offset)
        }
        if let day = Day(iso: word) {
            return day
        }
        throw .invalidDueDay(text)
    }

    /// The number of days in `+Nd` or `+Nw`, or `nil`.
    private static func relativeOffset(_ word: String) -> Int? {
        guard word.hasPrefix("+"), let unit = word.last, unit == "d" || unit == "w" else { return nil }
        let digits = word.dropFirst().dropLast()
        guard !digits.isEmpty, digits.count <= 5, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            let count = Int(digits)
        else { return nil }
        return unit == "w" ? count * 7 : count
    }
}

extension TodoRules {
    /// The day `text` names, which must not be before `today`; an empty text means today.
    /// - Throws: `TodoError.invalidDueDay` or `TodoError.dueDayInPast`.
    public static func validatedDueDay(_ text: String, today: Day) throws(TodoError) -> Day {
        let trimmed = text.trimmingWhitespace()
        let day = trimmed.isEmpty ? today : try DueDayParser.day(from: trimmed, today: today)
        return try validatedDueDay(day, today: today)
    }
}
