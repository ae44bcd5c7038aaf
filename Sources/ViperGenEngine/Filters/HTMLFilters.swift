/// Liquid's filters for HTML: `escape`, `escape_once`, `strip_html`, `newline_to_br`.
package enum HTMLFilters {
    static let all: [Filter] = [
        Filter("escape") { input, _ throws(FilterFailure) in
            input == .nil ? .nil : .string(escape(try input.filterText(), once: false))
        },
        Filter("escape_once") { input, _ throws(FilterFailure) in
            .string(escape(try input.filterText(), once: true))
        },
        Filter("strip_html") { input, _ throws(FilterFailure) in .string(stripHTML(try input.filterText())) },
        Filter("newline_to_br") { input, _ throws(FilterFailure) in
            .string(try input.filterText().replacingAll("\r\n", with: "\n").replacingAll("\n", with: "<br />\n"))
        },
    ]

    /// `&`, `<`, `>`, `"` and `'` as entities; with `once`, an `&` that already starts an entity (`&amp;`,
    /// `&#39;`) stays.
    static func escape(_ text: String, once: Bool) -> String {
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        for (index, byte) in bytes.enumerated() {
            switch byte {
            case UInt8(ascii: "&") where once && startsEntity(bytes, at: index + 1): result.append(byte)
            case UInt8(ascii: "&"): result += "&amp;".utf8
            case UInt8(ascii: "<"): result += "&lt;".utf8
            case UInt8(ascii: ">"): result += "&gt;".utf8
            case UInt8(ascii: "\""): result += "&quot;".utf8
            case UInt8(ascii: "'"): result += "&#39;".utf8
            default: result.append(byte)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Whether `bytes` at `start` hold `letters;` or `#digits;`, the rest of an entity.
    private static func startsEntity(_ bytes: [UInt8], at start: Int) -> Bool {
        var index = start
        let isNumeric = index < bytes.count && bytes[index] == UInt8(ascii: "#")
        if isNumeric { index += 1 }
        let bodyStart = index
        while index < bytes.count {
            let byte = bytes[index]
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            guard isNumeric ? isDigit : isLetter else { break }
            index += 1
        }
        return index > bodyStart && index < bytes.count && bytes[index] == UInt8(ascii: ";")
    }

    /// The text without `<script>…</script>`, `<style>…</style>` and `<!-- … -->` blocks, then without tags.
    static func stripHTML(_ text: String) -> String {
        let blocks: [(open: [UInt8], close: [UInt8])] = [
            (Array("<script".utf8), Array("</script>".utf8)), (Array("<!--".utf8), Array("-->".utf8)),
            (Array("<style".utf8), Array("</style>".utf8)),
        ]
        var bytes = removing(from: Array(text.utf8), blocks)
        bytes = removing(from: bytes, [(Array("<".utf8), Array(">".utf8))])
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `bytes` without each shortest stretch from an opening to the next closing, the openings tried in order
    /// at each position; an opening never closed stays. Linear: each closing is searched for once per position
    /// it is found at.
    private static func removing(from bytes: [UInt8], _ blocks: [(open: [UInt8], close: [UInt8])]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        // For each block, where its next closing starts (at or after the last search), or `Int.max` for never.
        var closings = [Int](repeating: -1, count: blocks.count)
        var index = 0
        scanning: while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<") {
                for (number, block) in blocks.enumerated() where hasPrefix(bytes, block.open, at: index) {
                    let searchStart = index + block.open.count
                    if closings[number] < searchStart {
                        closings[number] = firstIndex(of: block.close, in: bytes, from: searchStart) ?? Int.max
                    }
                    if closings[number] != Int.max {
                        index = closings[number] + block.close.count
                        continue scanning
                    }
                }
            }
            result.append(bytes[index])
            index += 1
        }
        return result
    }

    private static func firstIndex(of pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + pattern.count <= bytes.count {
            if hasPrefix(bytes, pattern, at: index) { return index }
            index += 1
        }
        return nil
    }

    private static func hasPrefix(_ bytes: [UInt8], _ prefix: [UInt8], at index: Int) -> Bool {
        index + prefix.count <= bytes.count && bytes[index..<index + prefix.count].elementsEqual(prefix)
    }
}
