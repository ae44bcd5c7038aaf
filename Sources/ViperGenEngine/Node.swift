/// An index into `Template.blocks`.
typealias BlockID = Int

/// One node of a parsed template. Nodes never contain nodes: a block tag refers to its bodies by `BlockID`,
/// so the whole tree lives in flat arrays and neither building, rendering nor freeing it recurses.
enum Node: Equatable, Sendable {
    case text(String)
    case output(FilteredExpression)
    /// `if`/`elsif`/`else` and `unless`/`else`: the first branch whose test passes renders, else `elseBody`.
    case conditional(branches: [ConditionalBranch], elseBody: BlockID?)
    /// `for variable in collection` with an optional `else` for an empty collection.
    case loop(variable: String, collection: Operand, collectionOffset: Int, body: BlockID, elseBody: BlockID?)
    case assign(name: String, value: FilteredExpression)
    case include(snippet: String, offset: Int)
}

/// A test and the body it guards.
struct ConditionalBranch: Equatable, Sendable {
    let condition: Condition
    /// True for `unless`, which renders its body when the condition is false.
    let negated: Bool
    let body: BlockID
}
