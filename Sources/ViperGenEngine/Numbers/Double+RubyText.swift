extension Double {
    /// The text Ruby prints for a float, so that Liquid output matches: `2.0`, `0.3`, `1.0e+16`, `1.0e-05`,
    /// `-0.0`, `Infinity`, `NaN`.
    ///
    /// Ruby writes the shortest digits that read back as the same float (as Swift does), in plain notation when the
    /// decimal point falls within the digits or at most 15 places after the first digit or 4 places before it,
    /// else in scientific notation with a two-digit exponent at least.
    var rubyText: String {
        if isNaN { return "NaN" }
        if isInfinite { return self < 0 ? "-Infinity" : "Infinity" }
        let sign = sign == .minus ? "-" : ""
        if self == 0 { return sign + "0.0" }
        let decimal = LiquidDecimal(self)
        let digits = decimal.digits.text
        // The position of the decimal point, counted from the left of the digits.
        let point = digits.count + decimal.exponent
        if point > 0, point < digits.count {
            return sign + digits.prefix(point) + "." + digits.dropFirst(point)
        }
        if point > 0, point <= 15 {
            return sign + digits + String(repeating: "0", count: point - digits.count) + ".0"
        }
        if point <= 0, point > -4 {
            return sign + "0." + String(repeating: "0", count: -point) + digits
        }
        let exponent = point - 1
        let exponentText = (exponent < 0 ? "-" : "+") + (abs(exponent) < 10 ? "0" : "") + String(abs(exponent))
        let mantissa = digits.count == 1 ? digits + ".0" : digits.prefix(1) + "." + digits.dropFirst()
        return sign + mantissa + "e" + exponentText
    }
}
