/// The tags the engine knows, by name. Adding a tag is one file under `Tags/` and one line here.
package enum TagRegistry {
    /// How each tag is parsed.
    static let tags: [String: TagDefinition] = [
        "if": ConditionTag.ifDefinition,
        "unless": ConditionTag.unlessDefinition,
        "case": CaseTag.definition,
        "for": LoopTag.definition,
        "tablerow": TableRowTag.definition,
        "break": LoopControlTag.breakDefinition,
        "continue": LoopControlTag.continueDefinition,
        "cycle": CycleTag.definition,
        "assign": AssignTag.definition,
        "capture": CaptureTag.captureDefinition,
        "ifchanged": CaptureTag.ifChangedDefinition,
        "increment": CounterTag.incrementDefinition,
        "decrement": CounterTag.decrementDefinition,
        "echo": EchoTag.definition,
        "include": IncludeTag.includeDefinition,
        "render": IncludeTag.renderDefinition,
    ]

    /// Tags that only stand inside or at the end of a block (`else`, `endif`, `endraw`, …): outside it, they are
    /// misplaced rather than unknown.
    static let innerAndEndTags: Set<String> = Set(
        tags.values.flatMap { $0.innerTags + ($0.endTag.map { [$0] } ?? []) } + RawTag.allCases.map(\.endTag))

    /// Every tag name, for suggestions.
    static let knownTags: [String] =
        Array(tags.keys) + innerAndEndTags + RawTag.allCases.map(\.rawValue) + [LiquidTag.name]
}
