/// A name looked up as macOS's default (case-insensitive) disk finds it, where Generamba's users kept their sets: the
/// exact spelling first, then the one name that differs only in case. Used for a set's files, its snippets folder
/// and its snippets, so a set that works with Generamba on a Mac works here, on any disk.
package enum CaseInsensitiveMatch: Equatable {
    /// The name as written.
    case exact(String)
    /// The one name that equals it ignoring case; callers warn, naming both spellings.
    case ignoringCase(String)
    /// Several names equal it ignoring case (possible on Linux, where a Mac would hold one); callers list them.
    case ambiguous([String])
    /// Nothing matches.
    case none

    /// Finds `name` among `names`.
    static func find(_ name: String, in names: some Sequence<String>) -> CaseInsensitiveMatch {
        let folded = name.lowercased()
        var matches: [String] = []
        for candidate in names {
            if candidate == name { return .exact(name) }
            if candidate.lowercased() == folded { matches.append(candidate) }
        }
        switch matches.count {
        case 0: return .none
        case 1: return .ignoringCase(matches[0])
        default: return .ambiguous(matches.sorted())
        }
    }

    /// The name to use, when there is exactly one.
    package var found: String? {
        switch self {
        case .exact(let name), .ignoringCase(let name): name
        case .ambiguous, .none: nil
        }
    }
}
