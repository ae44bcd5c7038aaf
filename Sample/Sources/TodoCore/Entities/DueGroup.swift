/// The to-dos of one due relation, as both front ends list them.
public struct DueGroup: Equatable, Sendable {
    public var relation: DueRelation
    /// By due day, then name, then id.
    public var items: [TodoItem]

    public init(relation: DueRelation, items: [TodoItem]) {
        self.relation = relation
        self.items = items
    }

    /// `items` grouped by due relation to `today`, non-empty groups in display order, items by due day, then name,
    /// then id.
    public static func groups(of items: [TodoItem], today: Day, weekStart: Weekday) -> [DueGroup] {
        let byRelation = Dictionary(grouping: items) { item in
            DueRelation(dueDay: item.dueDay, today: today, weekStart: weekStart, isCompleted: item.isCompleted)
        }
        return DueRelation.allCases.compactMap { relation in
            guard let members = byRelation[relation], !members.isEmpty else { return nil }
            let sorted = members.sorted { lhs, rhs in
                (lhs.dueDay, lhs.name, lhs.id) < (rhs.dueDay, rhs.name, rhs.id)
            }
            return DueGroup(relation: relation, items: sorted)
        }
    }
}
