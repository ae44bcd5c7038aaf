/// Removing targets from the target list, the inverse of `adding(_:)`.
extension PackageManifest {
    /// The manifest without the elements of the target list named in `names`, and the names removed, in the list's
    /// order.
    ///
    /// Each element goes with the comma after it and the line break and indentation before it (only the spaces
    /// before it when text comes before it on its line), so comments above it or before it stay. When the list's
    /// last element goes and had no comma after it, the comma after the new last element goes too. A manifest that
    /// only ever gained these targets through `adding(_:)` is back to its exact bytes.
    package func removing(targetsNamed names: Set<String>) -> (bytes: [UInt8], removed: [String]) {
        let bytes = source.bytes
        let doomed = elements.indices.filter { elements[$0].name.map(names.contains) ?? false }
        guard !doomed.isEmpty else { return (bytes, []) }
        var cuts: [Range<Int>] = []
        for index in doomed {
            let element = elements[index]
            let first = tokens[element.tokens.lowerBound]
            let after = element.tokens.upperBound
            let end =
                tokens[after].isPunctuation(",")
                ? tokens[after].range.upperBound : tokens[after - 1].range.upperBound
            cuts.append(cutStart(before: first.range.lowerBound)..<end)
        }
        if let last = elements.indices.last, doomed.last == last,
            !tokens[elements[last].tokens.upperBound].isPunctuation(","),
            let kept = elements.indices.last(where: { !doomed.contains($0) }),
            tokens[elements[kept].tokens.upperBound].isPunctuation(",")
        {
            cuts.append(tokens[elements[kept].tokens.upperBound].range)
        }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var copied = 0
        for cut in cuts.sorted(by: { $0.lowerBound < $1.lowerBound }) where cut.lowerBound >= copied {
            result += bytes[copied..<cut.lowerBound]
            copied = cut.upperBound
        }
        result += bytes[copied...]
        return (result, doomed.compactMap { elements[$0].name })
    }

    /// Where the cut of an element starting at byte `offset` begins: at the line break before its line when only
    /// indentation comes before it there, else right after the text before it on its line (the comma of the element
    /// before, or a comment, which stays).
    private func cutStart(before offset: Int) -> Int {
        let bytes = source.bytes
        var start = offset
        while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
        guard start > 0, bytes[start - 1] == UInt8(ascii: "\n") else { return start }
        start -= 1
        if start > 0, bytes[start - 1] == UInt8(ascii: "\r") { start -= 1 }
        return start
    }
}
