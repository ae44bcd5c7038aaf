/// The rules a to-do's name and due day follow, shared by adding and editing.
public enum TodoRules {
    /// The longest name allowed, in characters.
    public static let maximumNameLength = 200

    /// `text` trimmed of surrounding white space. The same rule holds for every way a name gets in (`todo add`,
    /// `todo edit --name`, the add and edit screens): a name is refused, never cleaned silently, when it holds a
    /// control character (escape sequences such as arrow keys, tabs, line breaks), a line or paragraph separator
    /// or a bidirectional embedding, override or isolate, or when nothing in it is visible. The bidirectional marks
    /// (U+200E, U+200F, U+061C) are allowed: Hebrew and Arabic text holds them.
    /// - Throws: `TodoError.emptyName`, `TodoError.disguisingCharacterInName`, `TodoError.invisibleName` or
    ///   `TodoError.nameTooLong`.
    public static func validatedName(_ text: String) throws(TodoError) -> String {
        let name = text.trimmingWhitespace()
        guard !name.isEmpty else { throw .emptyName }
        for (offset, character) in name.enumerated() {
            if let scalar = character.unicodeScalars.first(where: \.isDisguising) {
                throw .disguisingCharacterInName(codePoint: scalar.codePointText, position: offset + 1)
            }
        }
        guard !name.unicodeScalars.allSatisfy(\.isInvisible) else { throw .invisibleName }
        guard name.count <= maximumNameLength else { throw .nameTooLong(maximum: maximumNameLength) }
        return name
    }

    /// `day` as a new due day: not before `today`. (The terminal app reads typed days with its `DueDayParser`
    /// first; an app's date picker gives the day itself.)
    /// - Throws: `TodoError.dueDayInPast`.
    public static func validatedDueDay(_ day: Day, today: Day) throws(TodoError) -> Day {
        guard day >= today else { throw .dueDayInPast(day) }
        return day
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    public func trimmingWhitespace() -> String {
        let isWhitespace: (Character) -> Bool = { $0.isWhitespace }
        guard let first = firstIndex(where: { !isWhitespace($0) }),
            let last = lastIndex(where: { !isWhitespace($0) })
        else { return "" }
        return String(self[first...last])
    }
}
