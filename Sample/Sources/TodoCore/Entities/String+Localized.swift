import Foundation

#if os(Linux)
    // Apple's Foundation has `String(localized:comment:)` (iOS 15, macOS 12), which an app's String Catalog
    // translates; swift-corelibs-foundation does not. On Linux, where only the tests of the iOS app's logic run, the
    // English text stands for itself. Darwin needs no branch: Foundation declares the initializer.
    extension String {
        /// The English `value`; Apple's Foundation looks it up in the app's String Catalog.
        public init(localized value: LocalizationValueStandIn, comment: StaticString? = nil) {
            self = value.text
        }
    }

    /// What `String(localized:)` takes on Linux: a string literal, interpolations written as their description.
    public struct LocalizationValueStandIn: ExpressibleByStringInterpolation {
        public struct StringInterpolation: StringInterpolationProtocol {
            var text = ""

            public init(literalCapacity: Int, interpolationCount: Int) {}

            public mutating func appendLiteral(_ literal: String) {
                text += literal
            }

            public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
                text += value.description
            }
        }

        let text: String

        public init(stringLiteral value: String) {
            text = value
        }

        public init(stringInterpolation: StringInterpolation) {
            text = stringInterpolation.text
        }
    }
#endif
