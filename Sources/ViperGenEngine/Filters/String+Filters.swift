/// Text operations of the filters. Searching works on UTF-8 bytes, as Ruby does, so that `"\n"` is found inside
/// `"\r\n"` (one `Character` to Swift).
extension String {
    /// The string with every occurrence of `target` replaced; an empty target changes nothing.
    package func replacingAll(_ target: String, with replacement: String) -> String {
        replacing(occurrences(of: target), with: replacement)
    }

    /// The string with the first occurrence of `target` replaced; an empty target changes nothing.
    func replacingFirst(_ target: String, with replacement: String) -> String {
        replacing(occurrences(of: target).prefix(1), with: replacement)
    }

    /// The string with the last occurrence of `target` replaced; an empty target changes nothing.
    func replacingLast(_ target: String, with replacement: String) -> String {
        replacing(occurrences(of: target, fromEnd: true).prefix(1), with: replacement)
    }

    /// The pieces between occurrences of `separator`, as Ruby's `split` with a string: trailing empty pieces are
    /// dropped, `" "` splits at runs of whitespace ignoring leading ones, `""` splits into characters.
    func splitting(by separator: String) -> [String] {
        var pieces: [String]
        switch separator {
        case "": return map(String.init)
        case " ":
            pieces = unicodeScalars.split(whereSeparator: { Self.asciiWhitespace.contains($0) }).map(String.init)
        default:
            let bytes = Array(utf8)
            var start = 0
            pieces = []
            for range in occurrences(of: separator) {
                pieces.append(String(decoding: bytes[start..<range.lowerBound], as: UTF8.self))
                start = range.upperBound
            }
            pieces.append(String(decoding: bytes[start...], as: UTF8.self))
        }
        while pieces.last?.isEmpty == true { pieces.removeLast() }
        return pieces
    }

    /// The string without leading and trailing spaces, tabs and newlines.
    package func trimmingWhitespace() -> String {
        trimming(leading: true, trailing: true)
    }

    /// The string without leading or trailing (or both) whitespace, as `strip`, `lstrip` and `rstrip` do.
    func trimming(leading: Bool, trailing: Bool) -> String {
        let isSpace: (Character) -> Bool = { $0.isWhitespace }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        let lower = leading ? first : startIndex
        let upper = trailing ? last : index(before: endIndex)
        return String(self[lower...upper])
    }

    /// Ruby's whitespace for `split: " "` and `truncatewords`: space, tab, newline, vertical tab, form feed, return.
    static let asciiWhitespace: Set<Unicode.Scalar> = [" ", "\t", "\n", "\u{0B}", "\u{0C}", "\r"]

    /// The UTF-8 byte ranges where `target` occurs, without overlaps, from the start (or from the end); none for
    /// an empty target.
    private func occurrences(of target: String, fromEnd: Bool = false) -> [Range<Int>] {
        let bytes = Array(utf8)
        let pattern = Array(target.utf8)
        guard !pattern.isEmpty, pattern.count <= bytes.count else { return [] }
        var found: [Range<Int>] = []
        let starts = 0...(bytes.count - pattern.count)
        var index = fromEnd ? starts.upperBound : 0
        while starts.contains(index) {
            if bytes[index] == pattern[0], bytes[index..<index + pattern.count].elementsEqual(pattern) {
                found.append(index..<index + pattern.count)
                if fromEnd { return found }
                index += pattern.count
            } else {
                index += fromEnd ? -1 : 1
            }
        }
        return found
    }

    private func replacing(_ ranges: some Collection<Range<Int>>, with replacement: String) -> String {
        guard !ranges.isEmpty else { return self }
        let bytes = Array(utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var start = 0
        for range in ranges {
            result += bytes[start..<range.lowerBound]
            result += replacement.utf8
            start = range.upperBound
        }
        result += bytes[start...]
        return String(decoding: result, as: UTF8.self)
    }
}
