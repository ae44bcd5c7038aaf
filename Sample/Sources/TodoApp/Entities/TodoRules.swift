/// The rules a to-do's name and due day follow, shared by adding and editing.
enum TodoRules {
    /// The longest name allowed, in characters.
    static let maximumNameLength = 200

    /// `text` trimmed of surrounding white space.
    /// - Throws: `TodoError.emptyName` or `TodoError.nameTooLong`.
    static func validatedName(_ text: String) throws(TodoError) -> String {
        let name = text.trimmingWhitespace()
        guard !name.isEmpty else { throw .emptyName }
        guard name.count <= maximumNameLength else { throw .nameTooLong(maximum: maximumNameLength) }
        return name
    }

    /// The day `text` names, which must not be before `today`; an empty text means today.
    /// - Throws: `TodoError.invalidDueDay` or `TodoError.dueDayInPast`.
    static func validatedDueDay(_ text: String, today: Day) throws(TodoError) -> Day {
        let trimmed = text.trimmingWhitespace()
        let day = trimmed.isEmpty ? today : try DueDayParser.day(from: trimmed, today: today)
        guard day >= today else { throw .dueDayInPast(day) }
        return day
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    func trimmingWhitespace() -> String {
        let isWhitespace: (Character) -> Bool = { $0.isWhitespace }
        guard let first = firstIndex(where: { !isWhitespace($0) }),
            let last = lastIndex(where: { !isWhitespace($0) })
        else { return "" }
        return String(self[first...last])
    }
}
