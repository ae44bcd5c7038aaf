/// Writing a merge as text in git's layout: the user's lines outside the regions, the winning side's lines in a
/// clean region, and for a conflict
///
///     <<<<<<< yours
///     (your lines)
///     ||||||| base
///     (base lines)
///     =======
///     (their lines)
///     >>>>>>> template
///
/// Markers end in `\r\n` when the lines around the conflict do (see `usesCRLF`), and a side whose last line has no
/// newline gets one inside the conflict, so that the marker after it starts a line.
struct MergeOutput {
    let base: [Substring]
    let yours: [Substring]
    let theirs: [Substring]
    let labels: MergeLabels
    /// The length of a conflict marker, git's default.
    static let markerLength = 7

    /// The merged text for `regions`.
    func text(_ regions: [MergeRegion]) -> String {
        var text = ""
        var next = 0
        for region in regions {
            append(yours[next..<region.yourStart], to: &text)
            switch region.kind {
            case .yours:
                append(yours[region.yourStart..<(region.yourStart + region.yourCount)], to: &text)
            case .theirs:
                append(theirs[region.theirStart..<(region.theirStart + region.theirCount)], to: &text)
            case .conflict:
                appendConflict(region, to: &text)
            }
            next = region.yourStart + region.yourCount
        }
        append(yours[next...], to: &text)
        return text
    }

    private func appendConflict(_ region: MergeRegion, to text: inout String) {
        let crlf = usesCRLF(region)
        let newline = crlf ? "\r\n" : "\n"
        let marker = { (character: Character, label: String?) -> String in
            String(repeating: character, count: Self.markerLength) + (label.map { " " + $0 } ?? "") + newline
        }
        text += marker("<", labels.yours)
        appendEndingLine(yours[region.yourStart..<(region.yourStart + region.yourCount)], newline, to: &text)
        text += marker("|", labels.base)
        appendEndingLine(base[region.baseStart..<(region.baseStart + region.baseCount)], newline, to: &text)
        text += marker("=", nil)
        appendEndingLine(theirs[region.theirStart..<(region.theirStart + region.theirCount)], newline, to: &text)
        text += marker(">", labels.theirs)
    }

    private func append(_ lines: ArraySlice<Substring>, to text: inout String) {
        for line in lines { text += line }
    }

    /// Appends `lines`, and `newline` when the last of them has none.
    private func appendEndingLine(_ lines: ArraySlice<Substring>, _ newline: String, to text: inout String) {
        append(lines, to: &text)
        if let last = lines.last, !TextLines.endsWithNewline(last) { text += newline }
    }

    /// Git's choice of line ending for a conflict's markers: CRLF when the base's first line ends in CRLF and
    /// neither the line before the conflict in yours nor the one in theirs (their first line at the start) ends in
    /// a bare LF. A text whose ending cannot be told (empty, or one line without newline) does not veto, but a base
    /// that cannot tell means LF.
    func usesCRLF(_ region: MergeRegion) -> Bool {
        Self.endsInCRLF(yours, at: max(region.yourStart - 1, 0)) != false
            && Self.endsInCRLF(theirs, at: max(region.theirStart - 1, 0)) != false
            && Self.endsInCRLF(base, at: 0) == true
    }

    /// Whether line `index` of `lines` ends in CRLF; for a last line without newline, the line before it tells;
    /// nil when nothing can tell (no lines, or a single line without newline).
    static func endsInCRLF(_ lines: [Substring], at index: Int) -> Bool? {
        if index < lines.count - 1 { return TextLines.endsWithCRLF(lines[index]) }
        guard !lines.isEmpty else { return nil }
        if TextLines.endsWithNewline(lines[index]) { return TextLines.endsWithCRLF(lines[index]) }
        guard index > 0 else { return nil }
        return TextLines.endsWithCRLF(lines[index - 1])
    }
}
