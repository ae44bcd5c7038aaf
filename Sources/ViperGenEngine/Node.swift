/// An index into `LiquidTemplate.blocks`.
package typealias BlockID = Int

/// One node of a parsed template. Nodes never contain nodes: a block tag refers to its bodies by `BlockID`,
/// so the whole tree lives in flat arrays and neither building, rendering nor freeing it recurses.
package enum Node: Sendable {
    case text(String)
    case output(FilteredExpression)
    /// Any tag; its parsing and rendering live together in its file under `Tags/`.
    case tag(any TagNode)

    /// True for text.
    var isText: Bool {
        if case .text = self { return true }
        return false
    }
}
