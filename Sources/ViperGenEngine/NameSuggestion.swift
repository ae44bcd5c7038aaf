/// The candidate closest to `name` by edit distance, if it is close enough to be a likely typo
/// (at most a third of the name's length, and at least 1, edits away).
package func nearestName(to name: String, in candidates: [String]) -> String? {
    let limit = max(1, name.count / 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates.sorted() {
        let distance = editDistance(name.lowercased(), candidate.lowercased())
        if distance <= limit, distance < (best?.distance ?? .max) {
            best = (candidate, distance)
        }
    }
    return best?.name
}

/// The edit distance between two strings in characters, counting an insertion, a deletion, a substitution or a
/// swap of two neighbours as one edit (optimal string alignment), so `nmae` is one edit from `name`.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var beforePrevious = Array(repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
            current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                current[j] = min(current[j], beforePrevious[j - 2] + 1)
            }
        }
        (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
}
