/// Liquid's `date` filter: formats a date with Ruby's `strftime` directives (`%Y-%m-%d`, `%-d %B %Y`).
///
/// The input is a date's text (see `LiquidDate(parsing:)`; viper-gen's `date` variable is one), `now` or
/// `today`, or seconds since 1970; times are UTC unless the text gives an offset. `nil`, empty text and an empty
/// format give the input back, as in Liquid.
package enum DateFilter {
    static let filter = Filter("date", arity: 1...1) { input, arguments throws(FilterFailure) in
        let format = try arguments.positional[0].filterText()
        if format.isEmpty || input == .nil || input == .string("") { return input }
        let date: LiquidDate?
        switch input {
        case .integer(let seconds):
            guard seconds.magnitude <= LiquidDate.secondsLimit.magnitude else {
                throw FilterFailure("\(seconds) seconds is too far from 1970 to be a date")
            }
            date = LiquidDate(secondsSinceEpoch: seconds)
        case .string(let text):
            date = try LiquidDate(parsing: text, now: arguments.now)
        default:
            throw FilterFailure("needs a date's text or whole seconds since 1970, got \(TemplateValue.describe(input))")
        }
        guard let date else {
            throw FilterFailure(
                "cannot read \(TemplateValue.describe(input)) as a date; use YYYY-MM-DD (with an optional time and "
                    + "offset), DD/MM/YYYY, 'now' or seconds since 1970")
        }
        return .string(try Strftime(date: date).format(format))
    }
}
