/// An exact decimal, ± `digits` × 10^`exponent`: what Ruby's BigDecimal does for Liquid's math on floats.
///
/// Liquid turns a float into a decimal through its shortest text (`0.1` is exactly one tenth), computes exactly,
/// and turns the result back into the nearest float, so `0.1 | plus: 0.2` is `0.3`, not `0.30000000000000004`.
package struct LiquidDecimal: Equatable {
    var isNegative: Bool
    var digits: DecimalDigits
    var exponent: Int

    init(isNegative: Bool, digits: DecimalDigits, exponent: Int) {
        self.isNegative = isNegative
        self.digits = digits
        self.exponent = exponent
    }

    /// The exact value of an integer.
    init(_ integer: Int) {
        self.init(isNegative: integer < 0, digits: DecimalDigits(UInt64(integer.magnitude)), exponent: 0)
    }

    /// The value of a finite float's shortest text, as Ruby's `BigDecimal(float.to_s)`.
    init(_ float: Double) {
        var isNegative = false
        var digits = DecimalDigits(0)
        var exponent = 0
        var fractionDigits = 0
        var inFraction = false
        var text = Substring(float.description)
        if text.first == "-" {
            isNegative = true
            text = text.dropFirst()
        }
        let parts = text.split(separator: "e", maxSplits: 1)
        for character in parts[0] {
            guard let value = character.wholeNumberValue else {
                inFraction = true
                continue
            }
            digits = digits.shifted(by: 1) + DecimalDigits(UInt64(value))
            if inFraction { fractionDigits += 1 }
        }
        if parts.count == 2 { exponent = Int(parts[1].hasPrefix("+") ? parts[1].dropFirst() : parts[1]) ?? 0 }
        exponent -= fractionDigits
        while !digits.isZero, case (let kept, _, false) = digits.truncated(by: 1) {
            digits = kept
            exponent += 1
        }
        self.init(isNegative: isNegative, digits: digits, exponent: exponent)
    }

    /// The nearest float, as Ruby's `BigDecimal#to_f`.
    var double: Double {
        let sign = isNegative ? "-" : ""
        return Double("\(sign)\(digits.text)e\(exponent)") ?? .nan
    }

    /// The sum; a zero result is negative only when both operands are (as for floats).
    static func + (lhs: LiquidDecimal, rhs: LiquidDecimal) -> LiquidDecimal {
        let exponent = min(lhs.exponent, rhs.exponent)
        let left = lhs.digits.shifted(by: lhs.exponent - exponent)
        let right = rhs.digits.shifted(by: rhs.exponent - exponent)
        if lhs.isNegative == rhs.isNegative {
            return LiquidDecimal(isNegative: lhs.isNegative, digits: left + right, exponent: exponent)
        }
        if left == right {
            return LiquidDecimal(isNegative: false, digits: DecimalDigits(0), exponent: exponent)
        }
        let leftIsLarger = left > right
        return LiquidDecimal(
            isNegative: leftIsLarger ? lhs.isNegative : rhs.isNegative,
            digits: leftIsLarger ? left - right : right - left, exponent: exponent)
    }

    static prefix func - (value: LiquidDecimal) -> LiquidDecimal {
        LiquidDecimal(isNegative: !value.isNegative, digits: value.digits, exponent: value.exponent)
    }

    static func - (lhs: LiquidDecimal, rhs: LiquidDecimal) -> LiquidDecimal {
        lhs + -rhs
    }

    static func * (lhs: LiquidDecimal, rhs: LiquidDecimal) -> LiquidDecimal {
        LiquidDecimal(
            isNegative: lhs.isNegative != rhs.isNegative, digits: lhs.digits * rhs.digits,
            exponent: lhs.exponent + rhs.exponent)
    }

    /// The quotient to 40 significant digits (truncated), far more than a float keeps; `rhs` must not be zero.
    static func / (lhs: LiquidDecimal, rhs: LiquidDecimal) -> LiquidDecimal {
        let scale = max(0, 40 + rhs.digits.digits.count - lhs.digits.digits.count)
        let quotient = lhs.digits.shifted(by: scale).divided(by: rhs.digits).quotient
        return LiquidDecimal(
            isNegative: lhs.isNegative != rhs.isNegative, digits: quotient,
            exponent: lhs.exponent - scale - rhs.exponent)
    }

    /// The remainder with the divisor's sign, as Ruby's `%` (`-7 % 3` is 2; a zero remainder is positive); `rhs`
    /// must not be zero.
    static func % (lhs: LiquidDecimal, rhs: LiquidDecimal) -> LiquidDecimal {
        let exponent = min(lhs.exponent, rhs.exponent)
        let left = lhs.digits.shifted(by: lhs.exponent - exponent)
        let right = rhs.digits.shifted(by: rhs.exponent - exponent)
        let remainder = left.divided(by: right).remainder
        var result = LiquidDecimal(isNegative: lhs.isNegative, digits: remainder, exponent: exponent)
        if !remainder.isZero, lhs.isNegative != rhs.isNegative {
            result = result + LiquidDecimal(isNegative: rhs.isNegative, digits: right, exponent: exponent)
        }
        result.isNegative = rhs.isNegative && !result.digits.isZero
        return result
    }

    /// Rounded to `places` decimals, halves away from zero (BigDecimal's default); negative places round to tens,
    /// hundreds, ….
    func rounded(places: Int) -> LiquidDecimal {
        let drop = -places - exponent
        guard drop > 0 else { return self }
        var (kept, firstDropped, _) = digits.truncated(by: drop)
        if firstDropped >= 5 { kept = kept + DecimalDigits(1) }
        return LiquidDecimal(isNegative: isNegative, digits: kept, exponent: -places)
    }

    /// The whole number below (`up == false`) or above, as a decimal with no fraction.
    func wholeNumber(up: Bool) -> LiquidDecimal {
        guard exponent < 0 else { return self }
        var (kept, _, droppedAnything) = digits.truncated(by: -exponent)
        if droppedAnything, up != isNegative { kept = kept + DecimalDigits(1) }
        return LiquidDecimal(isNegative: isNegative && !kept.isZero, digits: kept, exponent: 0)
    }

    /// The value as an `Int`, when it is whole and fits.
    var integer: Int? {
        guard exponent >= 0 || digits.truncated(by: -exponent).droppedAnything == false else { return nil }
        let whole = exponent >= 0 ? digits.shifted(by: exponent) : digits.truncated(by: -exponent).0
        guard whole.digits.count <= 19, let magnitude = UInt64(whole.text) else { return nil }
        if isNegative {
            return magnitude <= UInt64(Int.max) + 1 ? Int(truncatingIfNeeded: 0 &- magnitude) : nil
        }
        return magnitude <= UInt64(Int.max) ? Int(magnitude) : nil
    }

    /// -1, 0 or 1 as `lhs` is smaller than, equal to or larger than `rhs` (zeros are equal whatever their sign).
    static func compare(_ lhs: LiquidDecimal, _ rhs: LiquidDecimal) -> Int {
        let difference = lhs - rhs
        if difference.digits.isZero { return 0 }
        return difference.isNegative ? -1 : 1
    }
}
