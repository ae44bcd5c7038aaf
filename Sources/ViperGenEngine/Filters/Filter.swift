/// A filter templates can use: its name, how many positional arguments it takes, its named options and what it
/// does. Every filter is listed once in `Filter.table`; names are resolved and arguments counted while parsing, so
/// a misspelled filter or a wrong argument count is an error before anything renders.
package struct Filter: Sendable {
    /// What a filter does to its input, given its evaluated arguments.
    typealias Implementation = @Sendable (TemplateValue, FilterArguments) throws(FilterFailure) -> TemplateValue

    /// The name templates write: `upcase`, `divided_by`.
    let name: String
    /// How many positional arguments the filter accepts.
    let arity: ClosedRange<Int>
    /// The named options it accepts, such as `allow_false` of `default`.
    let options: [String]
    private let implementation: Implementation

    /// Declares a filter.
    init(
        _ name: String, arity: ClosedRange<Int> = 0...0, options: [String] = [],
        _ implementation: @escaping Implementation
    ) {
        self.name = name
        self.arity = arity
        self.options = options
        self.implementation = implementation
    }

    /// The arity in words, for error messages.
    var arityDescription: String {
        switch (arity.lowerBound, arity.upperBound) {
        case (0, 0): "no arguments"
        case (1, 1): "1 argument"
        case (let low, let high) where low == high: "\(low) arguments"
        case (let low, let high) where high == low + 1: "\(low) or \(high) \(high == 1 ? "argument" : "arguments")"
        case (let low, let high): "\(low) to \(high) arguments"
        }
    }

    /// Applies the filter; the arguments have already been checked against `arity` and `options`.
    /// - Parameter now: The time of the run in seconds since 1970, if the render was given one.
    func apply(
        to input: TemplateValue, arguments: [TemplateValue], options: [String: TemplateValue] = [:], now: Int? = nil
    ) throws(FilterFailure) -> TemplateValue {
        try implementation(input, FilterArguments(positional: arguments, options: options, now: now))
    }
}

extension Filter: Equatable {
    /// Filters are equal when they have the same name; the table holds one filter a name.
    package static func == (lhs: Filter, rhs: Filter) -> Bool {
        lhs.name == rhs.name
    }
}

/// The evaluated arguments of one filter call.
package struct FilterArguments {
    /// The positional arguments, as many as the filter's arity allows.
    let positional: [TemplateValue]
    /// The named options that were given.
    let options: [String: TemplateValue]
    /// The time of the run in seconds since 1970, if the render was given one.
    var now: Int? = nil

    /// The positional argument at `index`, or `nil` when it was not given.
    subscript(_ index: Int) -> TemplateValue? {
        index < positional.count ? positional[index] : nil
    }
}

/// Why a filter could not work on its input; the renderer adds the filter's name and position.
package struct FilterFailure: Error, Equatable {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
