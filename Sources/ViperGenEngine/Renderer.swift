/// Renders a parsed template with an explicit stack of frames instead of recursion, so that deep nesting and
/// deep includes cost memory, never call-stack depth.
struct Renderer {
    /// A block being rendered: which template and block, how far, and the loop it belongs to, if any.
    private struct Frame {
        let template: LiquidTemplate
        let block: BlockID
        var index = 0
        var loop: Loop?
        /// The snippet this frame renders, when it is the root block of an `include`.
        var snippet: String?
    }

    private struct Loop {
        let variable: String
        let items: [TemplateValue]
        var position: Int
    }

    private let snippets: [String: LiquidTemplate]
    private let root: LiquidTemplate
    /// Variables from the context.
    private let variables: [String: TemplateValue]
    /// Variables set by `assign`, which hide context variables of the same name.
    private var assigned: [String: TemplateValue] = [:]
    /// For each name a running loop binds (its variable and `forloop`), the values from the outermost loop to the
    /// innermost, which hides the others. Kept per name so that a lookup costs the same at any nesting depth.
    private var loopBindings: [String: [TemplateValue]] = [:]
    /// The snippets being rendered (the includes on the way to the current frame), to find cycles at any depth
    /// without walking the frames.
    private var activeSnippets: Set<String> = []
    /// Root variables whose missing members are `nil` rather than an error (`LiquidTemplate.render`).
    private let lenientVariables: Set<String>
    private var output = ""
    /// The time of the run, for the `date` filter's `now`.
    private let now: Int?

    init(
        root: LiquidTemplate, variables: [String: TemplateValue], snippets: [String: LiquidTemplate], now: Int?,
        lenientVariables: Set<String> = []
    ) {
        self.root = root
        self.snippets = snippets
        self.variables = variables
        self.now = now
        self.lenientVariables = lenientVariables
    }

    mutating func render() throws(TemplateError) -> String {
        output.reserveCapacity(root.source.bytes.count * 2)
        var frames = [Frame(template: root, block: 0)]
        // The innermost frame's template, nodes and position live in locals, so that stepping from node to node
        // copies nothing; they are saved into `frames` only when a block is entered or left.
        var template = root
        var nodes = root.blocks[0]
        var index = 0
        while true {
            guard index < nodes.count else {
                let top = frames.count - 1
                if var loop = frames[top].loop, loop.position + 1 < loop.items.count {
                    loop.position += 1
                    bind(loop, replacing: true)
                    frames[top].loop = loop
                    index = 0
                    continue
                }
                let finished = frames.removeLast()
                if let loop = finished.loop { unbind(loop) }
                if let snippet = finished.snippet { activeSnippets.remove(snippet) }
                guard let outer = frames.last else { return output }
                template = outer.template
                nodes = outer.template.blocks[outer.block]
                index = outer.index
                continue
            }
            index += 1
            var entered: Frame?
            switch nodes[index - 1] {
            case .text(let text):
                output += text
            case .output(let expression):
                let value = try evaluate(expression, in: template)
                guard let text = value.text else {
                    throw error(
                        .invalidValue("cannot print a dictionary; print one of its keys"), expression.offset, template)
                }
                output += text
            case .assign(let name, let expression):
                assigned[name] = try evaluate(expression, in: template)
            case .conditional(let branches, let elseBody):
                var chosen = elseBody
                for branch in branches where try test(branch.condition, in: template) != branch.negated {
                    chosen = branch.body
                    break
                }
                if let chosen { entered = Frame(template: template, block: chosen) }
            case .loop(let variable, let collection, let offset, let body, let elseBody):
                let items: [TemplateValue]
                switch try value(of: collection, in: template) {
                case .list(let list): items = list
                case .nil: items = []
                case let other:
                    throw error(
                        .invalidValue("cannot loop over a \(other.typeName); 'for' needs a list"), offset, template)
                }
                if items.isEmpty {
                    if let elseBody { entered = Frame(template: template, block: elseBody) }
                } else {
                    let loop = Loop(variable: variable, items: items, position: 0)
                    bind(loop, replacing: false)
                    entered = Frame(template: template, block: body, loop: loop)
                }
            case .include(let name, let offset):
                guard let snippet = snippets[name] else {
                    let suggestion = nearestName(to: name, in: Array(snippets.keys))
                    throw error(.missingSnippet(name, suggestion: suggestion), offset, template)
                }
                if name == root.snippetName || activeSnippets.contains(name) {
                    let chain = [root.snippetName] + frames.compactMap(\.snippet)
                    throw error(.includeCycle(chain.drop { $0 != name } + [name]), offset, template)
                }
                activeSnippets.insert(name)
                entered = Frame(template: snippet, block: 0, snippet: name)
            }
            if let entered {
                frames[frames.count - 1].index = index
                frames.append(entered)
                template = entered.template
                nodes = entered.template.blocks[entered.block]
                index = 0
            }
        }
    }

    /// Binds the loop's variable and `forloop` for its current item, as a new innermost binding or in place of
    /// the loop's own binding when it moves to the next item.
    private mutating func bind(_ loop: Loop, replacing: Bool) {
        let forloop: TemplateValue = [
            "index": .integer(loop.position + 1),
            "index0": .integer(loop.position),
            "first": .bool(loop.position == 0),
            "last": .bool(loop.position == loop.items.count - 1),
            "length": .integer(loop.items.count),
        ]
        // `forloop` second, so that it wins over a loop variable named `forloop`.
        for (name, value) in [(loop.variable, loop.items[loop.position]), ("forloop", forloop)] {
            if replacing {
                loopBindings[name]![loopBindings[name]!.count - 1] = value
            } else {
                loopBindings[name, default: []].append(value)
            }
        }
    }

    /// Removes the loop's bindings when it ends.
    private mutating func unbind(_ loop: Loop) {
        for name in [loop.variable, "forloop"] {
            loopBindings[name]!.removeLast()
            if loopBindings[name]!.isEmpty { loopBindings[name] = nil }
        }
    }

    private func error(_ reason: TemplateError.Reason, _ offset: Int, _ template: LiquidTemplate) -> TemplateError {
        TemplateError(reason, at: template.source.location(at: offset))
    }

    private func evaluate(_ expression: FilteredExpression, in template: LiquidTemplate) throws(TemplateError)
        -> TemplateValue
    {
        var result = try value(of: expression.operand, in: template)
        for call in expression.filters {
            var arguments: [TemplateValue] = []
            for argument in call.arguments { arguments.append(try value(of: argument, in: template)) }
            var options: [String: TemplateValue] = [:]
            for option in call.options { options[option.name] = try value(of: option.value, in: template) }
            do {
                result = try call.filter.apply(to: result, arguments: arguments, options: options, now: now)
            } catch {
                throw self.error(.filterInput(filter: call.filter.name, message: error.message), call.offset, template)
            }
        }
        return result
    }

    /// Evaluates `a or b and c` right to left, as Liquid does.
    private func test(_ condition: Condition, in template: LiquidTemplate) throws(TemplateError) -> Bool {
        var result = try test(condition.comparisons[condition.comparisons.count - 1], in: template)
        for index in stride(from: condition.connectors.count - 1, through: 0, by: -1) {
            let left = try test(condition.comparisons[index], in: template)
            result = condition.connectors[index] == .and ? left && result : left || result
        }
        return result
    }

    private func test(_ comparison: Comparison, in template: LiquidTemplate) throws(TemplateError) -> Bool {
        guard let (comparisonOperator, rightOperand) = comparison.comparison else {
            return try value(of: comparison.left, in: template).isTruthy
        }
        if comparison.left == .empty || rightOperand == .empty {
            let other = comparison.left == .empty ? rightOperand : comparison.left
            let isEmpty = try value(of: other, in: template).isEmpty
            switch comparisonOperator {
            case .equal: return isEmpty
            case .notEqual: return !isEmpty
            default:
                throw error(.invalidValue("'empty' can only be compared with == or !="), comparison.offset, template)
            }
        }
        let left = try value(of: comparison.left, in: template)
        let right = try value(of: rightOperand, in: template)
        switch (comparisonOperator, left, right) {
        case (.equal, _, _): return left == right
        case (.notEqual, _, _): return left != right
        case (.contains, .string(let text), _): return right.text.map(text.contains) ?? false
        case (.contains, .list(let items), _): return items.contains(right)
        case (.contains, _, _):
            throw error(
                .invalidValue("'contains' needs a string or a list on its left, got a \(left.typeName)"),
                comparison.offset, template)
        case (_, .integer(let a), .integer(let b)): return order(comparisonOperator, a, b)
        case (_, .string(let a), .string(let b)): return order(comparisonOperator, a, b)
        case (_, .float, _), (_, _, .float):
            guard let a = left.number, let b = right.number else { fallthrough }
            return LiquidNumber.compare(a, b).map { order(comparisonOperator, $0, 0) } ?? false
        default:
            throw error(
                .invalidValue(
                    "cannot compare a \(left.typeName) with a \(right.typeName) using '\(comparisonOperator.rawValue)'"),
                comparison.offset, template)
        }
    }

    private func order<T: Comparable>(_ comparisonOperator: ComparisonOperator, _ a: T, _ b: T) -> Bool {
        switch comparisonOperator {
        case .less: a < b
        case .greater: a > b
        case .lessOrEqual: a <= b
        case .greaterOrEqual: a >= b
        case .equal: a == b
        case .notEqual: a != b
        case .contains: false
        }
    }

    private func value(of operand: Operand, in template: LiquidTemplate) throws(TemplateError) -> TemplateValue {
        switch operand {
        case .literal(let value): return value
        case .empty: return .string("")
        case .variable(let path): return try lookUp(path, in: template)
        }
    }

    private func lookUp(_ path: VariablePath, in template: LiquidTemplate) throws(TemplateError) -> TemplateValue {
        let first = path.components[0]
        let bound = loopBindings.isEmpty ? nil : loopBindings[first]?.last
        guard var value = bound ?? (assigned.isEmpty ? nil : assigned[first]) ?? variables[first] else {
            let names = Set(variables.keys).union(assigned.keys).union(loopBindings.keys)
            throw error(
                .unknownVariable(first, suggestion: nearestName(to: first, in: Array(names))), path.offset, template)
        }
        for (index, component) in path.components.enumerated().dropFirst() {
            if case .dictionary(let entries) = value, let entry = entries[component] {
                value = entry
                continue
            }
            switch (value, component) {
            case (.list(let items), "size"), (.list(let items), "length"): value = .integer(items.count)
            case (.list(let items), "first"): value = items.first ?? .nil
            case (.list(let items), "last"): value = items.last ?? .nil
            case (.string(let text), "size"), (.string(let text), "length"): value = .integer(text.count)
            case _ where !lenientVariables.isEmpty && lenientVariables.contains(first):
                return .nil
            default:
                let prefix = path.components[..<index].joined(separator: ".")
                var suggestion: String?
                if case .dictionary(let entries) = value {
                    suggestion = nearestName(to: component, in: Array(entries.keys)).map { prefix + "." + $0 }
                }
                throw error(.unknownVariable(prefix + "." + component, suggestion: suggestion), path.offset, template)
            }
        }
        return value
    }
}
