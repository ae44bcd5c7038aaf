/// Builds the flat node arrays of a template from its markup tokens.
///
/// Open blocks are kept on an explicit stack, so nesting depth costs memory, never call-stack depth. Errors in
/// one tag's markup are collected and parsing goes on, so one run reports every such error; structural errors
/// (a block never closed, an end tag that matches nothing) stop parsing, since nothing after them is reliable.
/// What each tag means is in its file under `Tags/`, found through `TagRegistry`.
package struct TemplateParser {
    private let source: SourceText

    init(source: SourceText) {
        self.source = source
    }

    /// A block being parsed: the tag that opened it (none for the template itself), and its current body.
    private struct OpenBody {
        var block: (any OpenBlock)?
        var body: [Node] = []
        let offset: Int
        /// The current body holds only blank text and blank tags so far (see `BlockBlankness`).
        var bodyIsBlank = true
        /// Every body the block has ended so far was blank.
        var endedBodiesAreBlank = true
        /// The bodies the block has ended so far.
        var endedBodies: [BlockID] = []

        /// Ends the current body, stored as `id`, and starts an empty one.
        mutating func endBody(as id: BlockID) {
            endedBodiesAreBlank = endedBodiesAreBlank && bodyIsBlank
            endedBodies.append(id)
            body = []
            bodyIsBlank = true
        }
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
        var stack = [OpenBody(offset: 0)]
        var errors: [TemplateError] = []

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
            case .text, .rawText:
                stack[stack.count - 1].body.append(.text(source.string(token.contents)))
                if token.kind == .rawText || !isBlankText(token.contents) { stack[stack.count - 1].bodyIsBlank = false }
            case .docBody:
                stack[stack.count - 1].bodyIsBlank = false
            case .output:
                stack[stack.count - 1].bodyIsBlank = false
                do throws(TemplateError) {
                    var parser = try ExpressionParser(source: source, range: token.contents)
                    let expression = try parser.filteredExpression()
                    try parser.expectEnd(after: "the value")
                    stack[stack.count - 1].body.append(.output(expression))
                } catch {
                    errors.append(error)
                }
            case .tag(let name):
                var markup: TagMarkup
                do throws(TemplateError) {
                    let parser = try ExpressionParser(source: source, range: token.contents)
                    markup = TagMarkup(name: name, offset: token.offset, parser: parser)
                } catch {
                    errors.append(error)
                    continue
                }
                do throws(TemplateError) {
                    let top = stack.count - 1
                    if let open = stack[top].block, name == "end" + open.tag {
                        let last = close(stack[top].body)
                        stack[top].endBody(as: last)
                        let node = open.close(ending: last)
                        let ended = stack.removeLast()
                        if ended.endedBodiesAreBlank, open.blankness == .dropsWhitespaceWhenBlank {
                            for id in ended.endedBodies { blocks[id].removeAll(where: \.isText) }
                        }
                        stack[top - 1].body.append(.tag(node))
                        if !ended.endedBodiesAreBlank, open.blankness != .alwaysBlank {
                            stack[top - 1].bodyIsBlank = false
                        }
                        try markup.parser.expectEnd(after: "'\(name)'")
                    } else if let open = stack[top].block, open.innerTags.contains(name) {
                        let body = close(stack[top].body)
                        stack[top].endBody(as: body)
                        try stack[top].block!.split(at: &markup, ending: body)
                    } else if let definition = TagRegistry.tags[name] {
                        let parsed = try definition.parse(&markup)
                        switch parsed {
                        case .node(let node):
                            stack[top].body.append(.tag(node))
                            if !node.isBlank { stack[top].bodyIsBlank = false }
                        case .block(let open): stack.append(OpenBody(block: open, offset: token.offset))
                        case .nothing: break
                        }
                    } else if TagRegistry.innerAndEndTags.contains(name) {
                        throw unexpected(name, in: stack[top], at: token.offset)
                    } else if name.isEmpty {
                        throw markup.parser.error(.syntax("expected a tag name after '{%'"), at: token.offset)
                    } else {
                        let suggestion = nearestName(to: name, in: TagRegistry.knownTags)
                        throw markup.parser.error(.unknownTag(name, suggestion: suggestion), at: token.offset)
                    }
                } catch {
                    errors.append(error)
                    if case .unexpectedTag = error.reason { throw TemplateErrors(errors) }
                }
                errors += markup.errors
                includes += markup.includes
            }
        }
        if stack.count > 1, let open = stack[stack.count - 1].block {
            let offset = stack[stack.count - 1].offset
            errors.append(TemplateError(.unclosedBlock(open.tag), at: source.location(at: offset)))
        }
        guard errors.isEmpty else { throw TemplateErrors(errors) }
        blocks[0] = stack[0].body
        return (blocks, includes)
    }

    /// True for text of whitespace only, as Ruby's `\s` counts it (space, tab, line feed, carriage return, form
    /// feed, vertical tab): Liquid's test of a blank body.
    private func isBlankText(_ range: Range<Int>) -> Bool {
        source.bytes[range].allSatisfy { $0 == 0x20 || (0x09...0x0D).contains($0) }
    }

    private func unexpected(_ name: String, in open: OpenBody, at offset: Int) -> TemplateError {
        let expected = open.block.map { $0.innerTags + ["end" + $0.tag] } ?? []
        return TemplateError(.unexpectedTag(name, expected: expected), at: source.location(at: offset))
    }
}
