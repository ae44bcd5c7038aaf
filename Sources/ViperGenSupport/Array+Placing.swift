extension Array {
    /// The array with each of `entries` placed right after the element `name` calls `after` (the first ones when
    /// `after` is `nil`), in the order given; an entry may follow another entry. An entry whose `after` never appears
    /// goes at the end, which `RenderInputTests` refuses.
    ///
    /// Inlinable, so that callers get code specialized to their element type: the generic version cost about 200,000
    /// instructions to place six options, on every `module` run.
    @inlinable
    package func placing(_ entries: [(Element, after: String?)], name: (Element) -> String) -> [Element] {
        var result = self
        var pending = entries
        var first = 0
        while !pending.isEmpty {
            var waiting: [(Element, after: String?)] = []
            for entry in pending {
                guard let after = entry.after else {
                    result.insert(entry.0, at: first)
                    first += 1
                    continue
                }
                if let index = result.firstIndex(where: { name($0) == after }) {
                    result.insert(entry.0, at: index + 1)
                } else {
                    waiting.append(entry)
                }
            }
            if waiting.count == pending.count {
                result += waiting.map(\.0)
                break
            }
            pending = waiting
        }
        return result
    }
}
