/// The `limit:`, `offset:` and `reversed` of a `for` or `tablerow`, applied to the collection in Liquid's order:
/// offset, then limit, then reversed.
package struct LoopSlice: Sendable {
    var limit: Operand?
    var offset: Operand?
    /// `offset: continue`: start where the last loop with the same variable and collection stopped.
    var continuesOffset = false
    var reversed = false
    /// Where the tag stands, for errors in its arguments' values.
    let tagOffset: Int

    /// No slicing.
    init(tagOffset: Int) {
        self.tagOffset = tagOffset
    }

    /// Reads `limit:` and `offset:` (and, for `tablerow`, `cols:`) from `arguments`.
    /// - Throws: `TemplateError` at an argument the tag does not take.
    init(_ arguments: [KeywordArgument], tag: String, extra: [String] = [], tagOffset: Int, source: SourceText)
        throws(TemplateError)
    {
        self.tagOffset = tagOffset
        for argument in arguments {
            switch argument.name {
            case "limit": limit = argument.value
            case "offset":
                if case .variable(let path) = argument.value, path.name == "continue", path.accessors.isEmpty {
                    continuesOffset = true
                } else {
                    offset = argument.value
                }
            case let name where extra.contains(name): continue
            default:
                let allowed = (["limit:", "offset:"] + extra.map { $0 + ":" } + (tag == "for" ? ["reversed"] : []))
                throw TemplateError(
                    .syntax("'\(tag)' takes \(allowed.joined(separator: ", ")), not '\(argument.name)'"),
                    at: source.location(at: argument.offset))
            }
        }
    }

    /// The items the loop goes through, and where it stops for a later `offset: continue` (every loop records it,
    /// with or without `limit` and `offset`, as in Liquid).
    /// - Parameter key: The loop's variable and collection, which `offset: continue` goes on from.
    func apply(to items: [TemplateValue], key: String, in context: inout RenderContext, template: LiquidTemplate)
        throws(TemplateError) -> [TemplateValue]
    {
        guard limit != nil || offset != nil || continuesOffset || reversed else {
            // A loop without slicing stops at the end, where a later `offset: continue` starts (as in Liquid).
            context.loopStops[key] = items.count
            return items
        }
        let slice = items[try window(count: items.count, key: key, in: &context, template: template)]
        return reversed ? slice.reversed() : Array(slice)
    }

    /// The positions of the items the loop goes through in a collection of `count` items, before `reversed`, and
    /// where it stops for a later `offset: continue`.
    func window(count: Int, key: String, in context: inout RenderContext, template: LiquidTemplate)
        throws(TemplateError) -> Range<Int>
    {
        guard limit != nil || offset != nil || continuesOffset || reversed else {
            context.loopStops[key] = count
            return 0..<count
        }
        let start =
            continuesOffset
            ? context.loopStops[key] ?? 0
            : try offset.map { value throws(TemplateError) in
                try context.integer(value, in: template, at: tagOffset)
            } ?? 0
        let clampedStart = min(max(start, 0), count)
        var end = count
        if let limit {
            end = min(max(clampedStart + (try context.integer(limit, in: template, at: tagOffset)), clampedStart), end)
        }
        context.loopStops[key] = end
        return clampedStart..<end
    }
}

extension LoopSlice {
    /// Rebuilds a value from the Swift source `EmbedTemplatesTool` writes (see `Prebuilt`).
    package init(_ parts: Prebuilt, limit: Operand?, offset: Operand?, tagOffset: Int) {
        self.limit = limit
        self.offset = offset
        self.tagOffset = tagOffset
    }
}
