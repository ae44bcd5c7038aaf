/// Stands in for the `BuildInfo` enum that BuildInfoPlugin generates, so that the library's sources compile with
/// plain `swiftc` for fuzzing.
enum BuildInfo {
    static let commit = "fuzz"
}
