/// Builds the flat node arrays of a template from its markup tokens.
///
/// Open blocks are kept on an explicit stack, so nesting depth costs memory, never call-stack depth. Errors in
/// one tag's markup are collected and parsing goes on, so one run reports every such error; structural errors
/// (a block never closed, an end tag that matches nothing) stop parsing, since nothing after them is reliable.
struct TemplateParser {
    /// The tags the engine knows, for suggestions.
    static let knownTags = [
        "if", "elsif", "else", "endif", "unless", "endunless", "for", "endfor", "assign", "include",
        "raw", "endraw", "comment", "endcomment",
    ]

    private let source: SourceText

    init(source: SourceText) {
        self.source = source
    }

    private enum Construct {
        case root
        case conditional(tag: String, branches: [ConditionalBranch], pending: Condition, negated: Bool, inElse: Bool)
        case loop(variable: String, collection: Operand, collectionOffset: Int, body: BlockID?)
    }

    private struct OpenBlock {
        var construct: Construct
        var body: [Node] = []
        let tag: String
        let offset: Int
    }

    func parse() throws(TemplateErrors) -> (blocks: [[Node]], includes: [(String, Int)]) {
        let tokens: [MarkupToken]
        do {
            tokens = try MarkupScanner(source: source).tokens()
        } catch {
            throw TemplateErrors([error])
        }
        var blocks: [[Node]] = [[]]
        var includes: [(String, Int)] = []
        var stack = [OpenBlock(construct: .root, tag: "", offset: 0)]
        var errors: [TemplateError] = []
        let placeholder = Condition(
            comparisons: [Comparison(left: .literal(.nil), comparison: nil, offset: 0)], connectors: [])

        func close(_ body: [Node]) -> BlockID {
            blocks.append(body)
            return blocks.count - 1
        }

        for token in tokens {
            // Past the report limit more errors would only be dropped, and each one costs a scan of the file. The
            // error that reaches the limit gives its place to one saying that parsing stopped there.
            if errors.count >= TemplateErrors.reportLimit {
                let last = errors[TemplateErrors.reportLimit - 1].location
                errors.removeLast(errors.count - TemplateErrors.reportLimit + 1)
                errors.append(TemplateError(.tooManyErrors, at: last))
                throw TemplateErrors(errors)
            }
            switch token.kind {
            case .text:
                stack[stack.count - 1].body.append(.text(source.string(token.contents)))
            case .output:
                do throws(TemplateError) {
                    var parser = try ExpressionParser(source: source, range: token.contents)
                    let expression = try parser.filteredExpression()
                    try parser.expectEnd(after: "the value")
                    stack[stack.count - 1].body.append(.output(expression))
                } catch {
                    errors.append(error)
                }
            case .tag(let name):
                do throws(TemplateError) {
                    var parser = try ExpressionParser(source: source, range: token.contents)
                    switch name {
                    case "if", "unless":
                        var condition = placeholder  // kept on error, so the block's end tag still matches
                        do throws(TemplateError) {
                            condition = try parser.condition()
                            try parser.expectEnd(after: "the condition")
                        } catch {
                            errors.append(error)
                        }
                        let construct = Construct.conditional(
                            tag: name, branches: [], pending: condition, negated: name == "unless", inElse: false)
                        stack.append(OpenBlock(construct: construct, tag: name, offset: token.offset))
                    case "elsif":
                        var top = stack[stack.count - 1]
                        guard case .conditional("if", var branches, let pending, let negated, false) = top.construct
                        else {
                            throw unexpected(name, in: top, at: token.offset)
                        }
                        branches.append(ConditionalBranch(condition: pending, negated: negated, body: close(top.body)))
                        let condition = try parser.condition()
                        try parser.expectEnd(after: "the condition")
                        top.construct = .conditional(
                            tag: "if", branches: branches, pending: condition, negated: false, inElse: false)
                        top.body = []
                        stack[stack.count - 1] = top
                    case "else":
                        var top = stack[stack.count - 1]
                        switch top.construct {
                        case .conditional(let tag, var branches, let pending, let negated, false):
                            branches.append(
                                ConditionalBranch(condition: pending, negated: negated, body: close(top.body)))
                            top.construct = .conditional(
                                tag: tag, branches: branches, pending: pending, negated: negated, inElse: true)
                        case .loop(let variable, let collection, let offset, nil):
                            top.construct = .loop(
                                variable: variable, collection: collection, collectionOffset: offset,
                                body: close(top.body))
                        default:
                            throw unexpected(name, in: top, at: token.offset)
                        }
                        top.body = []
                        stack[stack.count - 1] = top
                        try parser.expectEnd(after: "'else'")
                    case "endif", "endunless", "endfor":
                        let top = stack[stack.count - 1]
                        guard name == "end" + top.tag else { throw unexpected(name, in: top, at: token.offset) }
                        stack.removeLast()
                        let node: Node
                        switch top.construct {
                        case .conditional(_, var branches, let pending, let negated, let inElse):
                            if inElse {
                                node = .conditional(branches: branches, elseBody: close(top.body))
                            } else {
                                branches.append(
                                    ConditionalBranch(condition: pending, negated: negated, body: close(top.body)))
                                node = .conditional(branches: branches, elseBody: nil)
                            }
                        case .loop(let variable, let collection, let offset, let body):
                            let bodyID = body ?? close(top.body)
                            let elseID = body == nil ? nil : close(top.body)
                            node = .loop(
                                variable: variable, collection: collection, collectionOffset: offset, body: bodyID,
                                elseBody: elseID)
                        default:
                            preconditionFailure("only conditionals and loops end with \(name)")
                        }
                        stack[stack.count - 1].body.append(node)
                        try parser.expectEnd(after: "'\(name)'")
                    case "for":
                        var construct = Construct.loop(
                            variable: "", collection: .literal(.nil), collectionOffset: token.offset, body: nil)
                        do throws(TemplateError) {
                            let variableOffset = parser.offset
                            let variable = try parser.name(for: "a loop variable name after 'for'")
                            if variable == "forloop" {
                                // It would collide with the loop's own `forloop` variable.
                                throw parser.error(
                                    .syntax("a loop variable cannot be named 'forloop'; choose another name"),
                                    at: variableOffset)
                            }
                            try parser.expect(.identifier("in"), "'in' after the loop variable")
                            let offset = parser.offset
                            let collection = try parser.operand()
                            try parser.expectEnd(after: "the collection")
                            construct = .loop(
                                variable: variable, collection: collection, collectionOffset: offset, body: nil)
                        } catch {
                            errors.append(error)  // keep the block open so its end tag still matches
                        }
                        stack.append(OpenBlock(construct: construct, tag: name, offset: token.offset))
                    case "assign":
                        let variable = try parser.name(for: "a variable name after 'assign'")
                        try parser.expect(.assignment, "'=' after the variable name")
                        let value = try parser.filteredExpression()
                        try parser.expectEnd(after: "the value")
                        stack[stack.count - 1].body.append(.assign(name: variable, value: value))
                    case "include":
                        let (snippet, offset) = try parser.stringLiteral(for: "a snippet name")
                        try parser.expectEnd(after: "the snippet name")
                        stack[stack.count - 1].body.append(.include(snippet: snippet, offset: offset))
                        includes.append((snippet, offset))
                    case "endraw", "endcomment":
                        throw unexpected(name, in: stack[stack.count - 1], at: token.offset)
                    case "":
                        throw parser.error(.syntax("expected a tag name after '{%'"), at: token.offset)
                    default:
                        throw parser.error(
                            .unknownTag(name, suggestion: nearestName(to: name, in: Self.knownTags)), at: token.offset)
                    }
                } catch {
                    errors.append(error)
                    if case .unexpectedTag = error.reason { throw TemplateErrors(errors) }
                }
            }
        }
        if stack.count > 1 {
            let open = stack[stack.count - 1]
            errors.append(TemplateError(.unclosedBlock(open.tag), at: source.location(at: open.offset)))
        }
        guard errors.isEmpty else { throw TemplateErrors(errors) }
        blocks[0] = stack[0].body
        return (blocks, includes)
    }

    private func unexpected(_ name: String, in block: OpenBlock, at offset: Int) -> TemplateError {
        let expected: [String]
        switch block.construct {
        case .root: expected = []
        case .conditional(let tag, _, _, _, let inElse):
            expected =
                tag == "if"
                ? (inElse ? ["endif"] : ["elsif", "else", "endif"]) : (inElse ? ["endunless"] : ["else", "endunless"])
        case .loop(_, _, _, let body): expected = body == nil ? ["else", "endfor"] : ["endfor"]
        }
        return TemplateError(.unexpectedTag(name, expected: expected), at: source.location(at: offset))
    }
}
