extension RenderContext {
    /// The value of an operand followed by its filters.
    func evaluate(_ expression: FilteredExpression, in template: LiquidTemplate) throws(TemplateError)
        -> TemplateValue
    {
        var result = try value(of: expression.operand, in: template)
        for call in expression.filters {
            var arguments: [TemplateValue] = []
            for argument in call.arguments { arguments.append(try value(of: argument, in: template)) }
            do {
                result = try call.filter.apply(to: result, arguments: arguments)
            } catch {
                throw self.error(
                    .filterInput(filter: call.filter.rawValue, message: error.message), call.offset, template)
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

    /// The value of a literal, `empty` or a variable.
    func value(of operand: Operand, in template: LiquidTemplate) throws(TemplateError) -> TemplateValue {
        switch operand {
        case .literal(let value): return value
        case .empty: return .string("")
        case .variable(let path): return try lookUp(path, in: template)
        }
    }

    private func lookUp(_ path: VariablePath, in template: LiquidTemplate) throws(TemplateError) -> TemplateValue {
        let first = path.components[0]
        let bound = bindings.isEmpty ? nil : bindings[first]?.last
        guard var value = bound ?? (assigned.isEmpty ? nil : assigned[first]) ?? variables[first] else {
            let names = Set(variables.keys).union(assigned.keys).union(bindings.keys)
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
