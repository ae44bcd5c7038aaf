/// Parses the markup of outputs and tags into expressions, conditions and tag arguments.
///
/// A small cursor over the tokens of one piece of markup. Every method is iterative: a long filter chain or a
/// long `and`/`or` chain only makes a longer array.
package struct ExpressionParser {
    /// The template the markup is in.
    let source: SourceText
    private let tokens: [(token: ExpressionToken, offset: Int)]
    private let end: Int
    private var position = 0

    init(source: SourceText, range: Range<Int>) throws(TemplateError) {
        self.source = source
        self.tokens = try ExpressionLexer(source: source).tokens(in: range)
        self.end = range.upperBound
    }

    var isAtEnd: Bool { position == tokens.count }

    /// The offset of the next token, or of the markup's end.
    var offset: Int { currentOffset }

    private var currentOffset: Int { position < tokens.count ? tokens[position].offset : end }

    func error(_ reason: TemplateError.Reason, at offset: Int? = nil) -> TemplateError {
        TemplateError(reason, at: source.location(at: offset ?? currentOffset))
    }

    /// Fails unless every token has been used.
    func expectEnd(after what: String) throws(TemplateError) {
        guard isAtEnd else { throw error(.syntax("unexpected \(describe(tokens[position].token)) after \(what)")) }
    }

    /// `operand ('|' filter (':' operand (',' operand)*)?)*`
    mutating func filteredExpression() throws(TemplateError) -> FilteredExpression {
        let offset = currentOffset
        let operand = try self.operand()
        var filters: [FilterCall] = []
        while position < tokens.count, tokens[position].token == .pipe {
            position += 1
            let nameOffset = currentOffset
            guard case .identifier(let name)? = peek() else {
                throw error(.syntax("expected a filter name after '|'"))
            }
            position += 1
            guard let filter = Filter.named(name) else {
                throw error(.unknownFilter(name, suggestion: nearestName(to: name, in: Filter.names)), at: nameOffset)
            }
            var arguments: [Operand] = []
            var options: [FilterOption] = []
            if peek() == .colon {
                repeat {
                    position += 1
                    if let option = try self.option(of: filter) {
                        options.append(option)
                    } else {
                        arguments.append(try self.operand())
                    }
                } while peek() == .comma
            }
            guard filter.arity.contains(arguments.count) else {
                throw error(
                    .filterArguments(filter: name, expected: filter.arityDescription, got: arguments.count),
                    at: nameOffset)
            }
            filters.append(FilterCall(filter: filter, arguments: arguments, options: options, offset: nameOffset))
        }
        return FilteredExpression(operand: operand, filters: filters, offset: offset)
    }

    /// `NAME ':' operand`, a named option such as `allow_false: true`, or `nil` when the next argument is positional.
    private mutating func option(of filter: Filter) throws(TemplateError) -> FilterOption? {
        guard case .identifier(let name)? = peek(), position + 1 < tokens.count, tokens[position + 1].token == .colon
        else { return nil }
        guard filter.options.contains(name) else {
            let known =
                filter.options.isEmpty
                ? "has no options"
                : "has only "
                    + filter.options.map { "'\($0)'" }
                    .joined(separator: ", ")
            throw error(.syntax("filter '\(filter.name)' \(known), not '\(name)'"))
        }
        position += 2
        return FilterOption(name: name, value: try operand())
    }

    /// `comparison (('and' | 'or') comparison)*`
    mutating func condition() throws(TemplateError) -> Condition {
        var comparisons = [try comparison()]
        var connectors: [LogicalConnector] = []
        while case .identifier(let word)? = peek(), word == "and" || word == "or" {
            position += 1
            connectors.append(word == "and" ? .and : .or)
            comparisons.append(try comparison())
        }
        return Condition(comparisons: comparisons, connectors: connectors)
    }

    private mutating func comparison() throws(TemplateError) -> Comparison {
        let offset = currentOffset
        let left = try operand()
        guard case .comparison(let comparisonOperator)? = peek() else {
            return Comparison(left: left, comparison: nil, offset: offset)
        }
        position += 1
        return Comparison(left: left, comparison: (comparisonOperator, try operand()), offset: offset)
    }

    /// How deeply `[ ]` and `( )` may nest in one value; deeper is an error rather than deep recursion.
    static let nestingLimit = 32

    /// A literal, `empty`, a range `(a..b)`, or a variable path with `.key` and `[index]` accessors.
    mutating func operand() throws(TemplateError) -> Operand {
        try operand(depth: 0)
    }

    /// - Parameter isRangeStart: True for the lower bound of a range, which `..` may follow.
    private mutating func operand(depth: Int, isRangeStart: Bool = false) throws(TemplateError) -> Operand {
        let offset = currentOffset
        guard depth < Self.nestingLimit else {
            throw error(
                .syntax("the value nests '[ ]' and '( )' more than \(Self.nestingLimit) deep; use 'assign' for parts"))
        }
        guard let token = peek() else { throw error(.syntax("expected a value")) }
        position += 1
        switch token {
        case .openParenthesis:
            let lower = try operand(depth: depth + 1, isRangeStart: true)
            try expect(.range, "'..' in a range such as (1..5)")
            let upper = try operand(depth: depth + 1)
            try expect(.closeParenthesis, "')' after the range")
            return .range(lower: lower, upper: upper, offset: offset)
        case .string(let text): return .literal(.string(text))
        case .integer(let number): return .literal(.integer(number))
        case .float(let number): return .literal(.float(number))
        case .identifier("true"): return .literal(.bool(true))
        case .identifier("false"): return .literal(.bool(false))
        case .identifier("nil"), .identifier("null"): return .literal(.nil)
        case .identifier("empty"): return .empty
        case .identifier("blank"): return .blank
        case .identifier, .openBracket:
            // `[expression]` first names the variable by the expression's value, as in Liquid (`{{ ['a b'].c }}`):
            // a path with an empty name whose first accessor is that index.
            var name = ""
            if case .identifier(let identifier) = token {
                name = identifier
            } else {
                position -= 1
            }
            var accessors: [VariablePath.Accessor] = []
            while let next = peek(), next == .dot || next == .openBracket {
                let accessorOffset = currentOffset
                position += 1
                if next == .openBracket {
                    let index = try operand(depth: depth + 1)
                    let closing = currentOffset
                    try expect(.closeBracket, "']' after the index")
                    accessors.append(.index(index, text: source.string(accessorOffset..<closing + 1)))
                    continue
                }
                guard case .identifier(let component)? = peek() else {
                    throw error(.syntax("expected a name after '.'"))
                }
                position += 1
                accessors.append(.key(component))
            }
            if peek() == .range, !isRangeStart {
                // `a..b` outside a range is a path with an empty name, as it was before ranges existed.
                throw error(.syntax("expected a name after '.'"), at: currentOffset + 1)
            }
            return .variable(VariablePath(name: name, accessors: accessors, offset: offset))
        default:
            throw error(.syntax("expected a value, found \(describe(token))"), at: offset)
        }
    }

    /// A plain name, as in `for NAME in …` and `assign NAME = …`.
    mutating func name(for purpose: String) throws(TemplateError) -> String {
        guard case .identifier(let name)? = peek() else { throw error(.syntax("expected \(purpose)")) }
        position += 1
        return name
    }

    /// The name `assign` and `capture` set: a plain name without a trailing '?' or, as in Liquid, digits only
    /// (`assign 123 = …` sets a variable that `{{ 123 }}`, the number, never reads).
    mutating func assignedName(for purpose: String) throws(TemplateError) -> String {
        guard case .integer? = peek() else {
            let offset = currentOffset
            let name = try name(for: purpose)
            guard !name.hasSuffix("?") else {
                throw error(
                    .syntax("a variable that ends in '?' cannot be set; remove the '?' from '\(name)'"), at: offset)
            }
            return name
        }
        var end = currentOffset
        while end < source.bytes.count, source.bytes[end] >= UInt8(ascii: "0"), source.bytes[end] <= UInt8(ascii: "9") {
            end += 1
        }
        guard end > currentOffset else { return try name(for: purpose) }
        defer { position += 1 }
        return source.string(currentOffset..<end)
    }

    /// Consumes `token` or fails with a message naming what was expected.
    mutating func expect(_ token: ExpressionToken, _ what: String) throws(TemplateError) {
        guard peek() == token else { throw error(.syntax("expected \(what)")) }
        position += 1
    }

    /// The string literal of `include 'name'`, with its offset.
    mutating func stringLiteral(for purpose: String) throws(TemplateError) -> (String, Int) {
        let offset = currentOffset
        guard case .string(let text)? = peek() else { throw error(.syntax("expected \(purpose) in quotes")) }
        position += 1
        return (text, offset)
    }

    /// Consumes the next token when it is `token`.
    mutating func skip(_ token: ExpressionToken) -> Bool {
        guard peek() == token else { return false }
        position += 1
        return true
    }

    /// Consumes the next token when it is the word `word` (`with`, `reversed`, …).
    mutating func skip(word: String) -> Bool {
        skip(.identifier(word))
    }

    /// `name: value` pairs up to the end, each optionally after a comma: the arguments of `include`, `render`,
    /// `for` and `tablerow`.
    mutating func keywordArguments(for tag: String) throws(TemplateError) -> [KeywordArgument] {
        var arguments: [KeywordArgument] = []
        while !isAtEnd {
            // Commas between arguments are optional, as in Liquid, and one may follow the last.
            if skip(.comma), isAtEnd { break }
            let offset = currentOffset
            let name = try self.name(for: "an argument such as 'name: value' in '\(tag)'")
            try expect(.colon, "':' after '\(name)'")
            arguments.append(KeywordArgument(name: name, value: try operand(), offset: offset))
        }
        return arguments
    }

    /// The next token, without consuming it.
    func peek() -> ExpressionToken? {
        position < tokens.count ? tokens[position].token : nil
    }

    private func describe(_ token: ExpressionToken) -> String {
        switch token {
        case .identifier(let name): "'\(name)'"
        case .string(let text): "string \"\(text)\""
        case .integer(let number): "number \(number)"
        case .float(let number): "number \(number.rubyText)"
        case .dot: "'.'"
        case .pipe: "'|'"
        case .colon: "':'"
        case .comma: "','"
        case .assignment: "'='"
        case .comparison(let comparison): "'\(comparison.rawValue)'"
        case .openBracket: "'['"
        case .closeBracket: "']'"
        case .openParenthesis: "'('"
        case .closeParenthesis: "')'"
        case .range: "'..'"
        }
    }
}
