/// Stands in for the `EmbeddedTemplates` enum that the build-tool plugin generates, so that the library's sources
/// compile with plain `swiftc` for fuzzing. The fuzzers load sets from dictionaries, never from the built-in ones.
enum EmbeddedTemplates {
    static let files: [String: String] = [:]
    static let contentHashes: [String: String] = [:]

    static func parsed(_ path: String) -> LiquidTemplate? { nil }

    static func parsed(inManifestOf set: String, _ manifest: SourceText, at offset: Int, isCondition: Bool)
        -> LiquidTemplate?
    { nil }
}
