// A stand-in for Apple Foundation's `String(localized:comment:)` (iOS 15, macOS 12), which the uikit and swiftui
// flavours' presenters call and swift-corelibs-foundation lacks. Like the UIKit and SwiftUI stand-ins it is never a
// package target: UIFlavourCompileTests and ParentWiringCompileTests compile it into the generated `App` module on
// Linux, and it declares nothing where Apple's Foundation does.

import Foundation

#if !canImport(Darwin)
    extension String {
        /// `key` itself: what Apple's Foundation returns when no String Catalog translates it.
        init(localized key: StaticString, comment: StaticString? = nil) {
            self = key.description
        }
    }
#endif
