extension RenderContext {
    /// The value of an operand followed by its filters.
    func evaluate(_ expression: FilteredExpression, in template: LiquidTemplate) throws(TemplateError)
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
            if case .string(let text) = result, text.utf8.count > limits.outputBytes {
                throw self.error(.invalidValue(limits.outputMessage), call.offset, template)
            }
        }
        return result
    }

    /// Evaluates `a or b and c` right to left, as Liquid does.
    func test(_ condition: Condition, in template: LiquidTemplate) throws(TemplateError) -> Bool {
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
        if comparison.left.isEmptyOrBlank, rightOperand.isEmptyOrBlank,
            comparisonOperator == .equal || comparisonOperator == .notEqual
        {
            // Liquid compares `empty` and `blank` with values, never with each other (or themselves): never equal.
            return comparisonOperator == .notEqual
        }
        for special in [Operand.empty, .blank] where comparison.left == special || rightOperand == special {
            let other = try value(of: comparison.left == special ? rightOperand : comparison.left, in: template)
            let matches = special == .empty ? other.isEmpty : other.isBlank
            switch comparisonOperator {
            case .equal: return matches
            case .notEqual: return !matches
            default:
                let word = special == .empty ? "empty" : "blank"
                throw error(.invalidValue("'\(word)' can only be compared with == or !="), comparison.offset, template)
            }
        }
        let left = try value(of: comparison.left, in: template)
        let right = try value(of: rightOperand, in: template)
        switch (comparisonOperator, left, right) {
        case (.equal, _, _): return left == right
        case (.notEqual, _, _): return left != right
        // As in Liquid, nothing contains `nil` or `false` (`"abc" contains nil` is false, not a search for "").
        case (.contains, .string, .nil), (.contains, .string, .bool(false)), (.contains, .list, .nil),
            (.contains, .list, .bool(false)):
            return false
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

    /// The most numbers a range `(a..b)` may hold.
    static let rangeLimit = 1_000_000

    /// The value of a literal, `empty` or `blank`, a range (a list of numbers) or a variable.
    func value(of operand: Operand, in template: LiquidTemplate) throws(TemplateError) -> TemplateValue {
        switch operand {
        case .literal(let value): return value
        case .empty, .blank: return .string("")
        case .variable(let path): return try lookUp(path, in: template)
        case .range(let lower, let upper, let offset):
            guard let numbers = try range(lower, upper, at: offset, in: template) else { return .list([]) }
            // Making the list is work as a loop's iterations are (a loop over a range makes no list).
            try count(steps: numbers.count, at: offset, in: template)
            return .list(numbers.map { .integer($0) })
        }
    }

    /// The numbers of the range `(lower..upper)` at `offset`; `nil` when it is empty (`lower` above `upper`).
    /// - Throws: `TemplateError` for a bound that is not a whole number, or a range of more than `rangeLimit`.
    func range(_ lower: Operand, _ upper: Operand, at offset: Int, in template: LiquidTemplate)
        throws(TemplateError) -> ClosedRange<Int>?
    {
        let bounds = (try integer(lower, in: template, at: offset), try integer(upper, in: template, at: offset))
        guard bounds.0 <= bounds.1 else { return nil }
        guard bounds.1 - bounds.0 < Self.rangeLimit else {
            throw error(
                .invalidValue("the range (\(bounds.0)..\(bounds.1)) has more than \(Self.rangeLimit) numbers"),
                offset, template)
        }
        return bounds.0...bounds.1
    }

    /// The value of `operand` as a whole number: a number, or a string that spells one.
    /// - Parameter offset: Where the error points when the value is not a whole number.
    func integer(_ operand: Operand, in template: LiquidTemplate, at offset: Int) throws(TemplateError) -> Int {
        let value = try value(of: operand, in: template)
        switch value {
        case .integer(let number): return number
        case .string(let text) where Int(text.trimmingWhitespace()) != nil: return Int(text.trimmingWhitespace())!
        default:
            throw error(.invalidValue("expected a whole number, got a \(value.typeName)"), offset, template)
        }
    }

    private func lookUp(_ path: VariablePath, in template: LiquidTemplate) throws(TemplateError) -> TemplateValue {
        guard path.name.isEmpty, case .index(let operand, _)? = path.accessors.first else {
            return try lookUp(path, root: path.name, from: 0, in: template)
        }
        // `[expression]…`: the expression's value names the variable.
        let name = try self.value(of: operand, in: template)
        guard case .string(let text) = name else {
            throw error(
                .invalidValue("a variable name in '[ ]' must be a string, got a \(name.typeName)"), path.offset,
                template)
        }
        return try lookUp(path, root: text, from: 1, in: template)
    }

    /// Looks `path` up from the variable `rootName`, taking its accessors from `start` on.
    private func lookUp(_ path: VariablePath, root rootName: String, from start: Int, in template: LiquidTemplate)
        throws(TemplateError) -> TemplateValue
    {
        var value: TemplateValue
        var start = start
        if !bindings.isEmpty, rootName == "forloop", let loops = bindings["forloop"] {
            // `forloop.parentloop…` walks out through the running loops; past the outermost it is nil.
            var level = loops.count - 1
            while start < path.accessors.count, path.accessors[start] == .key("parentloop") {
                level -= 1
                start += 1
            }
            value = level >= 0 ? loops[level] : .nil
        } else {
            let bound = bindings.isEmpty ? nil : bindings[rootName]?.last
            guard let found = bound ?? (assigned.isEmpty ? nil : assigned[rootName]) ?? variables[rootName] else {
                let names = Set(variables.keys).union(assigned.keys).union(bindings.keys)
                throw error(
                    .unknownVariable(rootName, suggestion: nearestName(to: rootName, in: Array(names))), path.offset,
                    template)
            }
            value = found
        }
        for index in start..<path.accessors.count {
            // The common case first: a dictionary's entry, without building a key value.
            if case .key(let name) = path.accessors[index], case .dictionary(let entries) = value,
                let entry = entries[name]
            {
                value = entry
                continue
            }
            let key: TemplateValue
            switch path.accessors[index] {
            case .key(let name): key = .string(name)
            case .index(let operand, _): key = try self.value(of: operand, in: template)
            }
            if let next = Self.step(into: value, by: key) {
                value = next
                continue
            }
            if !lenientVariables.isEmpty, lenientVariables.contains(rootName) { return .nil }
            let prefix = path.written(upTo: index)
            let shown: String
            var suggestion: String?
            switch path.accessors[index] {
            case .key(let name):
                shown = prefix + "." + name
                if case .dictionary(let entries) = value {
                    suggestion = nearestName(to: name, in: Array(entries.keys)).map { prefix + "." + $0 }
                }
            case .index(_, let text):
                shown = prefix + text
            }
            throw error(.unknownVariable(shown, suggestion: suggestion), path.offset, template)
        }
        return value
    }

    /// One step of a lookup: a dictionary's entry, a list's item (negative from the end, nil past either end), or
    /// `size`, `first` and `last` of a list, `size` and `first` (its first `[key, value]` pair) of a dictionary
    /// without such a key, and `size` of a string. Nil when the step does not exist.
    private static func step(into value: TemplateValue, by key: TemplateValue) -> TemplateValue? {
        switch (value, key) {
        case (.dictionary(let entries), .string(let name)):
            if let entry = entries[name] { return entry }
            switch name {
            case "size": return .integer(entries.count)
            case "first": return entries.pairs.first ?? .nil
            default: return nil
            }
        case (.list(let items), .integer(let index)):
            let position = index < 0 ? items.count + index : index
            return items.indices.contains(position) ? items[position] : .nil
        case (.list(let items), .string("size")), (.list(let items), .string("length")): return .integer(items.count)
        case (.list(let items), .string("first")): return items.first ?? .nil
        case (.list(let items), .string("last")): return items.last ?? .nil
        case (.string(let text), .string("size")), (.string(let text), .string("length")): return .integer(text.count)
        default: return nil
        }
    }
}
