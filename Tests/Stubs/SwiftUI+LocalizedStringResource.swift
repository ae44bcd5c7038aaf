// A stand-in for the SwiftUI and Foundation initializers that take a `LocalizedStringResource` (iOS 16, macOS 13),
// which the `viper` set's swiftui modules and the iOS sample call. Foundation on Linux has no
// `LocalizedStringResource`: the set's support layer (`VIPER/Module.swift`) declares one in the app's own module, so
// these initializers cannot live in the SwiftUI stand-in, which cannot see it. Like `String+Localized.swift`, this
// file is never a package target: SampleAppTests compiles it into the iOS app's module on Linux, and it declares
// nothing where Apple's Foundation does.

import Foundation
import SwiftUI

#if !canImport(Darwin)
    // https://developer.apple.com/documentation/swiftui/text/init(_:)-1ixut
    // `nonisolated init(_ resource: LocalizedStringResource)`
    extension Text {
        nonisolated init(_ resource: LocalizedStringResource) {
            self.init(resource.defaultValue)
        }
    }

    // https://developer.apple.com/documentation/swift/string/init(localized:)-4nqou
    // `init(localized resource: LocalizedStringResource)`
    extension String {
        /// The resource's default value: what Apple's Foundation returns when no String Catalog translates it.
        init(localized resource: LocalizedStringResource) {
            self = resource.defaultValue
        }
    }
#endif
