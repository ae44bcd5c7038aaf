/// A to-do: something to do by a day.
public struct TodoItem: Codable, Hashable, Sendable {
    /// Short and stable; never reused within a store.
    public var id: Int
    public var name: String
    /// The day it is due.
    public var dueDay: Day
    public var isCompleted: Bool

    public init(id: Int, name: String, dueDay: Day, isCompleted: Bool = false) {
        self.id = id
        self.name = name
        self.dueDay = dueDay
        self.isCompleted = isCompleted
    }

    public enum CodingKeys: String, CodingKey, CaseIterable {
        case id, name
        case dueDay = "due"
        case isCompleted = "completed"
    }
}
