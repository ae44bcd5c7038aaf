/// Shared code the feature targets depend on.
public struct CoreValue: Sendable {
    public init() {}
}
