/// Liquid's math filters. Integers stay integers (`divided_by` and `modulo` round down, as in Ruby); a float on
/// either side makes a float, computed through exact decimals as Liquid does (`0.1 | plus: 0.2` is `0.3`).
///
/// Inputs and arguments are numbers, `nil` (0) or text holding a number (`"3"`, `"2.5"`); anything else is an
/// error rather than Liquid's silent 0.
package enum MathFilters {
    static let all: [Filter] = [
        operation("plus", .add), operation("minus", .subtract), operation("times", .multiply),
        operation("divided_by", .divide), operation("modulo", .modulo),
        Filter("abs") { input, _ throws(FilterFailure) in
            switch try input.filterNumber() {
            case .integer(let number):
                guard number != .min else { throw FilterFailure("the result does not fit in a 64-bit integer") }
                return .integer(abs(number))
            case .float(let number): return .float(abs(number))
            }
        },
        Filter("ceil") { input, _ throws(FilterFailure) in .integer(try whole(input.filterNumber(), up: true)) },
        Filter("floor") { input, _ throws(FilterFailure) in .integer(try whole(input.filterNumber(), up: false)) },
        Filter("round", arity: 0...1, round),
        Filter("at_least", arity: 1...1) { input, arguments throws(FilterFailure) in
            try limit(input, arguments) { $0 < 0 }
        },
        Filter("at_most", arity: 1...1) { input, arguments throws(FilterFailure) in
            try limit(input, arguments) { $0 > 0 }
        },
    ]

    /// The sum of `numbers`: an integer unless a float takes part, then the float nearest the exact sum.
    static func sum(_ numbers: [LiquidNumber]) throws(FilterFailure) -> LiquidNumber {
        var total = LiquidNumber.integer(0)
        var decimal = LiquidDecimal(0)
        var isExact = true
        for number in numbers {
            total = try total.applying(.add, number)
            if let exact = number.decimal { decimal = decimal + exact } else { isExact = false }
        }
        if case .float = total, isExact { return .float(decimal.double) }
        return total
    }

    private static func operation(_ name: String, _ operation: LiquidNumber.Operation) -> Filter {
        Filter(name, arity: 1...1) { input, arguments throws(FilterFailure) in
            try input.filterNumber().applying(operation, arguments.positional[0].filterNumber(argument: 1)).value
        }
    }

    /// `round` to whole numbers, tens, … (an integer) or to `places` decimals (a float), halves away from zero.
    private static func round(_ input: TemplateValue, _ arguments: FilterArguments) throws(FilterFailure)
        -> TemplateValue
    {
        let number = try input.filterNumber()
        let places = try arguments[0]?.filterNumber(argument: 1) ?? .integer(0)
        // Beyond a thousand places either way, every float is unchanged or 0; clamping keeps the arithmetic small.
        let wholePlaces: Int
        switch places {
        case .integer(let value): wholePlaces = min(max(value, -1_000), 1_000)
        case .float(let value):
            guard value.isFinite else {
                throw FilterFailure("argument 1 must be a number of decimal places, got \(value.rubyText)")
            }
            wholePlaces = Int(min(max(value, -1_000), 1_000).rounded(.towardZero))
        }
        switch number {
        case .integer(let value) where wholePlaces >= 0:
            return .integer(value)
        case .float(let value) where !value.isFinite:
            if wholePlaces == 0 { throw FilterFailure("cannot round \(value.rubyText) to a whole number") }
            return .float(value)
        default:
            let rounded = number.decimal!.rounded(places: wholePlaces)
            if case .integer = number { return .integer(try integer(rounded)) }
            return wholePlaces <= 0 ? .integer(try integer(rounded)) : .float(rounded.double)
        }
    }

    /// The whole number below or above.
    private static func whole(_ number: LiquidNumber, up: Bool) throws(FilterFailure) -> Int {
        switch number {
        case .integer(let value): return value
        case .float(let value):
            guard let decimal = number.decimal else {
                throw FilterFailure("cannot round \(value.rubyText) to a whole number")
            }
            return try integer(decimal.wholeNumber(up: up))
        }
    }

    private static func integer(_ decimal: LiquidDecimal) throws(FilterFailure) -> Int {
        guard let value = decimal.integer else { throw FilterFailure("the result does not fit in a 64-bit integer") }
        return value
    }

    /// The input, or the argument when `replaces` holds for how the input compares with it.
    private static func limit(
        _ input: TemplateValue, _ arguments: FilterArguments, replaces: (Int) -> Bool
    ) throws(FilterFailure) -> TemplateValue {
        let number = try input.filterNumber()
        let bound = try arguments.positional[0].filterNumber(argument: 1)
        guard let order = LiquidNumber.compare(number, bound) else { return number.value }
        return replaces(order) ? bound.value : number.value
    }
}
