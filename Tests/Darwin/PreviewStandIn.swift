// typecheck.sh's stand-in for SwiftUI's `#Preview` (DeveloperToolsSupport, iOS 17 SDK):
// `@freestanding(declaration) macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () ->
// any View)`. A macro needs its compiler plugin, which ships with Xcode only, so a Linux swiftc cannot expand it
// against any SDK (and iPhoneOS16.5.sdk has no `#Preview` at all). preview-stand-ins.py rewrites each `#Preview` into
// `@MainActor private let previewN = PreviewStandIn`, and this initializer has the macro's signature: the preview's
// body is type-checked against the real SDK as Xcode checks it.
import SwiftUI

struct PreviewStandIn {
    init(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) {}
}
