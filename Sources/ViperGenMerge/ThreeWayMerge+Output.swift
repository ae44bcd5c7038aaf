/// Writing a merge as bytes in git's layout: the user's lines outside the regions, the winning side's lines in a
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
/// newline gets one inside the conflict, so that the marker after it starts a line. Lines are copied as they are,
/// whatever their encoding.
struct MergeOutput {
    let base: [ArraySlice<UInt8>]
    let yours: [ArraySlice<UInt8>]
    let theirs: [ArraySlice<UInt8>]
    let labels: MergeLabels
    /// The length of a conflict marker, git's default.
    static let markerLength = 7

    /// The merged bytes for `regions`.
    func bytes(_ regions: [MergeRegion]) -> [UInt8] {
        var bytes: [UInt8] = []
        var next = 0
        for region in regions {
            append(yours[next..<region.yourStart], to: &bytes)
            switch region.kind {
            case .yours:
                append(yours[region.yourStart..<(region.yourStart + region.yourCount)], to: &bytes)
            case .theirs:
                append(theirs[region.theirStart..<(region.theirStart + region.theirCount)], to: &bytes)
            case .conflict:
                appendConflict(region, to: &bytes)
            }
            next = region.yourStart + region.yourCount
        }
        append(yours[next...], to: &bytes)
        return bytes
    }

    private func appendConflict(_ region: MergeRegion, to bytes: inout [UInt8]) {
        let newline: [UInt8] = usesCRLF(region) ? [UInt8(ascii: "\r"), UInt8(ascii: "\n")] : [UInt8(ascii: "\n")]
        let marker = { (character: Character, label: String?) -> [UInt8] in
            Array(String(repeating: character, count: Self.markerLength).utf8)
                + (label.map { Array(" \($0)".utf8) } ?? []) + newline
        }
        bytes += marker("<", labels.yours)
        appendEndingLine(yours[region.yourStart..<(region.yourStart + region.yourCount)], newline, to: &bytes)
        bytes += marker("|", labels.base)
        appendEndingLine(base[region.baseStart..<(region.baseStart + region.baseCount)], newline, to: &bytes)
        bytes += marker("=", nil)
        appendEndingLine(theirs[region.theirStart..<(region.theirStart + region.theirCount)], newline, to: &bytes)
        bytes += marker(">", labels.theirs)
    }

    private func append(_ lines: ArraySlice<ArraySlice<UInt8>>, to bytes: inout [UInt8]) {
        for line in lines { bytes += line }
    }

    /// Appends `lines`, and `newline` when the last of them has none.
    private func appendEndingLine(_ lines: ArraySlice<ArraySlice<UInt8>>, _ newline: [UInt8], to bytes: inout [UInt8]) {
        append(lines, to: &bytes)
        if let last = lines.last, !TextLines.endsWithNewline(last) { bytes += newline }
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
    static func endsInCRLF(_ lines: [ArraySlice<UInt8>], at index: Int) -> Bool? {
        if index < lines.count - 1 { return TextLines.endsWithCRLF(lines[index]) }
        guard !lines.isEmpty else { return nil }
        if TextLines.endsWithNewline(lines[index]) { return TextLines.endsWithCRLF(lines[index]) }
        guard index > 0 else { return nil }
        return TextLines.endsWithCRLF(lines[index - 1])
    }
}
