import TodoCore

/// A problem with what the user entered, and which field to ask for again.
struct InputErrorViewModel: Equatable, Sendable {
    /// A field of a to-do form.
    enum Field: Equatable, Sendable {
        case name, dueDay
    }

    var message: String
    /// The field at fault, or `nil` when the problem is not the input (for example the store).
    var field: Field?

    init(message: String, field: Field?) {
        self.message = message
        self.field = field
    }

    /// The view model of `error`.
    init(_ error: TodoError) {
        switch error {
        case .emptyName, .nameTooLong, .disguisingCharacterInName, .invisibleName:
            self.init(message: error.message, field: .name)
        case .invalidDueDay, .dueDayInPast:
            self.init(message: error.message, field: .dueDay)
        default:
            self.init(message: error.message, field: nil)
        }
    }
}
