/// A natural number of any size as decimal digits, least significant first, without leading zeros (zero is empty).
///
/// Just enough arithmetic for `LiquidDecimal`: the operands of Liquid's math filters have at most 19 digits, but
/// aligning `1e300` with `1e-300` or dividing to 40 digits needs more than 64 bits.
package struct DecimalDigits: Equatable, Comparable {
    private(set) var digits: [UInt8]

    init(_ value: UInt64) {
        var digits: [UInt8] = []
        var rest = value
        while rest > 0 {
            digits.append(UInt8(rest % 10))
            rest /= 10
        }
        self.digits = digits
    }

    private init(trimming digits: [UInt8]) {
        var digits = digits
        while digits.last == 0 { digits.removeLast() }
        self.digits = digits
    }

    var isZero: Bool { digits.isEmpty }

    /// The digits, most significant first (`"0"` for zero).
    var text: String {
        digits.isEmpty ? "0" : String(decoding: digits.reversed().map { $0 + UInt8(ascii: "0") }, as: UTF8.self)
    }

    /// The number times 10^`power`.
    func shifted(by power: Int) -> DecimalDigits {
        isZero ? self : DecimalDigits(trimming: Array(repeating: 0, count: power) + digits)
    }

    /// The number divided by 10^`power`, rounded down, and whether anything non-zero was dropped and the first
    /// dropped digit.
    func truncated(by power: Int) -> (DecimalDigits, firstDropped: UInt8, droppedAnything: Bool) {
        guard power > 0 else { return (self, 0, false) }
        let kept = DecimalDigits(trimming: Array(digits.dropFirst(power)))
        let dropped = digits.prefix(power)
        let first = power <= digits.count ? digits[power - 1] : 0
        return (kept, first, dropped.contains { $0 != 0 })
    }

    static func + (lhs: DecimalDigits, rhs: DecimalDigits) -> DecimalDigits {
        var result: [UInt8] = []
        var carry: UInt8 = 0
        for index in 0..<max(lhs.digits.count, rhs.digits.count) {
            let sum = lhs.digit(index) + rhs.digit(index) + carry
            result.append(sum % 10)
            carry = sum / 10
        }
        if carry > 0 { result.append(carry) }
        return DecimalDigits(trimming: result)
    }

    /// `lhs - rhs`; `lhs` must not be smaller than `rhs`.
    static func - (lhs: DecimalDigits, rhs: DecimalDigits) -> DecimalDigits {
        var result: [UInt8] = []
        var borrow: UInt8 = 0
        for index in 0..<lhs.digits.count {
            let subtrahend = rhs.digit(index) + borrow
            let minuend = lhs.digits[index]
            borrow = minuend < subtrahend ? 1 : 0
            result.append(minuend + borrow * 10 - subtrahend)
        }
        return DecimalDigits(trimming: result)
    }

    static func * (lhs: DecimalDigits, rhs: DecimalDigits) -> DecimalDigits {
        guard !lhs.isZero, !rhs.isZero else { return DecimalDigits(0) }
        var sums = [Int](repeating: 0, count: lhs.digits.count + rhs.digits.count + 1)
        for (i, a) in lhs.digits.enumerated() {
            for (j, b) in rhs.digits.enumerated() { sums[i + j] += Int(a) * Int(b) }
        }
        var result: [UInt8] = []
        var carry = 0
        for sum in sums {
            let total = sum + carry
            result.append(UInt8(total % 10))
            carry = total / 10
        }
        return DecimalDigits(trimming: result)
    }

    /// The quotient and remainder of a long division; `divisor` must not be zero.
    func divided(by divisor: DecimalDigits) -> (quotient: DecimalDigits, remainder: DecimalDigits) {
        var quotient: [UInt8] = []
        var remainder = DecimalDigits(0)
        for digit in digits.reversed() {
            remainder = DecimalDigits(trimming: [digit] + remainder.digits)
            var count: UInt8 = 0
            while remainder >= divisor {
                remainder = remainder - divisor
                count += 1
            }
            quotient.append(count)
        }
        return (DecimalDigits(trimming: quotient.reversed()), remainder)
    }

    package static func < (lhs: DecimalDigits, rhs: DecimalDigits) -> Bool {
        guard lhs.digits.count == rhs.digits.count else { return lhs.digits.count < rhs.digits.count }
        for (a, b) in zip(lhs.digits.reversed(), rhs.digits.reversed()) where a != b { return a < b }
        return false
    }

    private func digit(_ index: Int) -> UInt8 {
        index < digits.count ? digits[index] : 0
    }
}
