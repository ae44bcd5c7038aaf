/// A number as Liquid's math filters see it: an integer, or a float computed through exact decimals.
///
/// Integer with integer stays integer (`7 | divided_by: 2` is 3, rounded down as in Ruby); a float on either side
/// makes a float (`7 | divided_by: 2.0` is 3.5).
package enum LiquidNumber: Equatable {
    case integer(Int)
    case float(Double)

    /// The template value of the number.
    var value: TemplateValue {
        switch self {
        case .integer(let number): .integer(number)
        case .float(let number): .float(number)
        }
    }

    /// The number as an exact decimal, or `nil` for infinities and NaN.
    var decimal: LiquidDecimal? {
        switch self {
        case .integer(let number): LiquidDecimal(number)
        case .float(let number): number.isFinite ? LiquidDecimal(number) : nil
        }
    }

    var double: Double {
        switch self {
        case .integer(let number): Double(number)
        case .float(let number): number
        }
    }

    /// The operations of `plus`, `minus`, `times`, `divided_by` and `modulo`.
    enum Operation {
        case add, subtract, multiply, divide, modulo
    }

    /// Applies `operation` as Ruby does for Liquid.
    /// - Throws: `FilterFailure` for a division by zero between integers or any modulo by zero (Liquid's
    ///   "divided by 0"), and for an integer result beyond 64 bits.
    func applying(_ operation: Operation, _ other: LiquidNumber) throws(FilterFailure) -> LiquidNumber {
        if case .integer(let a) = self, case .integer(let b) = other {
            return .integer(try Self.integer(operation, a, b))
        }
        if operation == .modulo, other.double == 0 { throw FilterFailure("divided by 0") }
        guard let a = decimal, let b = other.decimal, operation != .divide || !b.digits.isZero else {
            return .float(Self.float(operation, double, other.double))
        }
        switch operation {
        case .add: return .float((a + b).double)
        case .subtract: return .float((a - b).double)
        case .multiply: return .float((a * b).double)
        case .divide: return .float((a / b).double)
        case .modulo: return .float((a % b).double)
        }
    }

    /// -1, 0 or 1 as `lhs` is smaller than, equal to or larger than `rhs`, exactly; `nil` when one is NaN.
    static func compare(_ lhs: LiquidNumber, _ rhs: LiquidNumber) -> Int? {
        guard let a = lhs.decimal, let b = rhs.decimal else {
            let (a, b) = (lhs.double, rhs.double)
            if a.isNaN || b.isNaN { return nil }
            return a < b ? -1 : (a > b ? 1 : 0)
        }
        return LiquidDecimal.compare(a, b)
    }

    private static func integer(_ operation: Operation, _ a: Int, _ b: Int) throws(FilterFailure) -> Int {
        let (result, overflow): (Int, Bool)
        switch operation {
        case .add: (result, overflow) = a.addingReportingOverflow(b)
        case .subtract: (result, overflow) = a.subtractingReportingOverflow(b)
        case .multiply: (result, overflow) = a.multipliedReportingOverflow(by: b)
        case .divide, .modulo:
            guard b != 0 else { throw FilterFailure("divided by 0") }
            let (quotient, quotientOverflow) = a.dividedReportingOverflow(by: b)
            let remainder = a.remainderReportingOverflow(dividingBy: b).partialValue
            // Ruby rounds the quotient down and gives the remainder the divisor's sign.
            let adjust = remainder != 0 && (remainder < 0) != (b < 0)
            if operation == .modulo { return adjust ? remainder + b : remainder }
            (result, overflow) = (adjust ? quotient - 1 : quotient, quotientOverflow)
        }
        guard !overflow else { throw FilterFailure("the result does not fit in a 64-bit integer") }
        return result
    }

    private static func float(_ operation: Operation, _ a: Double, _ b: Double) -> Double {
        switch operation {
        case .add: a + b
        case .subtract: a - b
        case .multiply: a * b
        case .divide: a / b
        case .modulo: a - b * (a / b).rounded(.down)
        }
    }
}
