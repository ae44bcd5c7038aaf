/// An OS version as deployment targets write it (`14.0`, `17`, `13.5.1`), compared component by component with
/// missing components as 0 (`17` equals `17.0`).
package struct DeploymentVersion: Comparable, Sendable, CustomStringConvertible {
    /// The numbers between the dots.
    package let components: [Int]
    /// The text it was read from.
    package let description: String

    /// The platforms a deployment target is given for, as Xcode's settings, `Package.swift` and template manifests
    /// name them (a manifest's and a config's `"deploymentTargets"`).
    package static let platforms = ["iOS", "macOS", "tvOS", "watchOS", "visionOS"]

    /// The version `text` spells; `nil` unless it is one to four numbers separated by dots.
    package init?(_ text: some StringProtocol) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...4).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.count <= 6, part.allSatisfy({ $0.isASCII && $0.isNumber }),
                let number = Int(part)
            else { return nil }
            numbers.append(number)
        }
        components = numbers
        description = String(text)
    }

    package static func == (lhs: Self, rhs: Self) -> Bool { compare(lhs, rhs) == 0 }

    package static func < (lhs: Self, rhs: Self) -> Bool { compare(lhs, rhs) < 0 }

    private static func compare(_ lhs: Self, _ rhs: Self) -> Int {
        for index in 0..<max(lhs.components.count, rhs.components.count) {
            let left = index < lhs.components.count ? lhs.components[index] : 0
            let right = index < rhs.components.count ? rhs.components[index] : 0
            if left != right { return left < right ? -1 : 1 }
        }
        return 0
    }
}
