extension String {
    /// The string with every occurrence of `target` replaced; an empty target changes nothing.
    package func replacingAll(_ target: String, with replacement: String) -> String {
        target.isEmpty ? self : replacing(target, with: replacement)
    }

    /// The string without leading and trailing spaces, tabs and newlines.
    package func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0.isWhitespace }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
