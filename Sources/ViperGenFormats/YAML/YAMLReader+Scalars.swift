/// Scalars: plain, single-quoted and double-quoted, with YAML's escapes and line folding; and the indicators that
/// start what this reader does not support.
extension YAMLReader {
    /// Reads the value at `index` that is not a block collection: a flow collection or a scalar.
    /// - Parameters:
    ///   - parentIndent: the indentation of the block collection around it; a plain scalar continues on the next
    ///     lines only while they are indented more.
    ///   - depth: how many collections are open around it.
    mutating func flowOrScalar(parentIndent: Int, depth: Int) throws(YAMLError) -> YAMLNode {
        switch byte(at: index) {
        case UInt8(ascii: "["), UInt8(ascii: "{"): try flowCollection(depth: depth)
        default: try scalar(flow: false, parentIndent: parentIndent)
        }
    }

    /// Reads the scalar at `index`, or throws the error for the indicator that starts it.
    mutating func scalar(flow: Bool, parentIndent: Int) throws(YAMLError) -> YAMLNode {
        let start = index
        let first = byte(at: index)
        switch first {
        case UInt8(ascii: "\""):
            return YAMLNode(value: .scalar(try doubleQuoted(), style: .doubleQuoted), offset: start)
        case UInt8(ascii: "'"): return YAMLNode(value: .scalar(try singleQuoted(), style: .singleQuoted), offset: start)
        default: break
        }
        if !canStartPlain(at: index, flow: flow) {
            let blankAfter = isBlankOrEnd(byte(at: index + 1))
            switch first {
            case UInt8(ascii: "&"): throw error(.anchor)
            case UInt8(ascii: "*"): throw error(.alias)
            case UInt8(ascii: "!"): throw error(.tag)
            case UInt8(ascii: "|"), UInt8(ascii: ">"):
                throw error(.blockScalar(indicator: Character(Unicode.Scalar(first))))
            case UInt8(ascii: "%"): throw error(index == lineStart ? .directive : .reservedIndicator("%"))
            case UInt8(ascii: "?") where blankAfter: throw error(.explicitKey)
            case UInt8(ascii: "-") where blankAfter: throw error(flow ? .blockEntryInFlow : .blockCollectionOnKeyLine)
            case UInt8(ascii: ":"): throw error(.missingKey)
            case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"):
                throw error(.expectedValue(found: Character(Unicode.Scalar(first))))
            default: throw error(.reservedIndicator(Character(Unicode.Scalar(first))))
            }
        }
        let text = try plainText(flow: flow, parentIndent: parentIndent, multiline: true)
        return YAMLNode(value: .scalar(text, style: .plain), offset: start)
    }

    /// Whether a plain scalar may start at `offset`: not an indicator, except `-`, `?` and `:` followed by a
    /// character that cannot end the scalar.
    func canStartPlain(at offset: Int, flow: Bool) -> Bool {
        let first = byte(at: offset)
        switch first {
        case 0, UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: ","),
            UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "#"),
            UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "|"), UInt8(ascii: ">"),
            UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"):
            return false
        case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"):
            let next = byte(at: offset + 1)
            return !isBlankOrEnd(next) && !(flow && isFlowIndicator(next))
        default:
            return true
        }
    }

    func isFlowIndicator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
            || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
    }

    /// Reads a plain scalar's text. It ends before `: `, before ` #`, at a line that is not indented more than
    /// `parentIndent` (block context), at a document marker, and in flow context before `,`, `[`, `]`, `{`, `}`.
    /// A line break between two lines of text folds into a space; each empty line in between is a line break.
    mutating func plainText(flow: Bool, parentIndent: Int, multiline: Bool) throws(YAMLError) -> String {
        var text: [UInt8] = []
        var pending: [UInt8] = []
        var end = (index, lineStart)
        scanning: while true {
            let runStart = index
            while index < bytes.count {
                let byte = bytes[index]
                if isBlank(byte) || isBreak(byte) { break }
                if byte == UInt8(ascii: ":") {
                    let next = self.byte(at: index + 1)
                    if isBlankOrEnd(next) { break }
                    if flow && isFlowIndicator(next) { throw error(.colonBeforeFlowIndicator) }
                }
                if flow && isFlowIndicator(byte) { break }
                index += 1
            }
            guard index > runStart else { break }
            text += pending
            text += bytes[runStart..<index]
            pending = []
            end = (index, lineStart)
            let blanksStart = index
            skipBlanks()
            let next = byte(at: index)
            if isBreak(next) {
                guard multiline else { break }
                var breaks = 0
                while isBreak(byte(at: index)) {
                    consumeBreak()
                    breaks += 1
                    skipBlanks()
                }
                guard index < bytes.count, flow || index - lineStart > parentIndent,
                    byte(at: index) != UInt8(ascii: "#")
                else { break }
                if index - lineStart == 0, isDocumentMarker() { break }
                pending = breaks == 1 ? [UInt8(ascii: " ")] : Array(repeating: UInt8(ascii: "\n"), count: breaks - 1)
                continue scanning
            }
            guard index > blanksStart, next != UInt8(ascii: "#") else { break }
            pending = Array(bytes[blanksStart..<index])
        }
        (index, lineStart) = end
        return String(decoding: text, as: UTF8.self)
    }

    /// Reads a single-quoted scalar at `index` (its opening quote): `''` is one quote; line breaks fold.
    mutating func singleQuoted() throws(YAMLError) -> String {
        let start = index
        index += 1
        var text: [UInt8] = []
        while true {
            guard index < bytes.count else { throw error(.unclosedQuote("'"), at: start) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "'") {
                guard self.byte(at: index + 1) == UInt8(ascii: "'") else {
                    index += 1
                    return String(decoding: text, as: UTF8.self)
                }
                text.append(byte)
                index += 2
            } else if isBlank(byte) || isBreak(byte) {
                try quotedWhitespace(into: &text)
            } else {
                text.append(byte)
                index += 1
            }
        }
    }

    /// Reads a double-quoted scalar at `index` (its opening quote), with YAML's escapes; line breaks fold, and a
    /// backslash at a line's end joins the lines without a space.
    mutating func doubleQuoted() throws(YAMLError) -> String {
        let start = index
        index += 1
        var text: [UInt8] = []
        while true {
            guard index < bytes.count else { throw error(.unclosedQuote("\""), at: start) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: text, as: UTF8.self)
            } else if byte == UInt8(ascii: "\\") {
                if isBreak(self.byte(at: index + 1)) {
                    index += 1
                    text += try foldedBreaks(escaped: true)
                } else {
                    try escape(into: &text)
                }
            } else if isBlank(byte) || isBreak(byte) {
                try quotedWhitespace(into: &text)
            } else {
                text.append(byte)
                index += 1
            }
        }
    }

    /// Blanks inside a quoted scalar: kept when text follows on the line, dropped before a line break, which folds.
    private mutating func quotedWhitespace(into text: inout [UInt8]) throws(YAMLError) {
        let blanksStart = index
        skipBlanks()
        if isBreak(byte(at: index)) {
            text += try foldedBreaks(escaped: false)
        } else {
            text += bytes[blanksStart..<index]
        }
    }

    /// Consumes the line breaks at `index` and the indentation after each: one break is a space (nothing after an
    /// escaped break), each further break a `\n`.
    private mutating func foldedBreaks(escaped: Bool) throws(YAMLError) -> [UInt8] {
        var breaks = 0
        while isBreak(byte(at: index)) {
            consumeBreak()
            breaks += 1
            if isDocumentMarker() { throw error(.documentMarkerInQuotedScalar) }
            skipBlanks()
        }
        if breaks == 1 && !escaped { return [UInt8(ascii: " ")] }
        return Array(repeating: UInt8(ascii: "\n"), count: breaks - 1)
    }

    /// Decodes the escape at `index` (its backslash) into `text`.
    private mutating func escape(into text: inout [UInt8]) throws(YAMLError) {
        let start = index
        let letter = byte(at: index + 1)
        index += 2
        let simple: [UInt8: UInt32] = [
            UInt8(ascii: "0"): 0, UInt8(ascii: "a"): 0x07, UInt8(ascii: "b"): 0x08, UInt8(ascii: "t"): 0x09,
            UInt8(ascii: "\t"): 0x09, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "v"): 0x0B, UInt8(ascii: "f"): 0x0C,
            UInt8(ascii: "r"): 0x0D, UInt8(ascii: "e"): 0x1B, UInt8(ascii: " "): 0x20, UInt8(ascii: "\""): 0x22,
            UInt8(ascii: "/"): 0x2F, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "N"): 0x85, UInt8(ascii: "_"): 0xA0,
            UInt8(ascii: "L"): 0x2028, UInt8(ascii: "P"): 0x2029,
        ]
        let code: UInt32
        if let value = simple[letter] {
            code = value
        } else {
            let length: Int
            switch letter {
            case UInt8(ascii: "x"): length = 2
            case UInt8(ascii: "u"): length = 4
            case UInt8(ascii: "U"): length = 8
            default:
                var end = min(bytes.count, start + 2)
                while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
                throw error(.invalidEscape(source.string(start..<end)), at: start)
            }
            var value: UInt32 = 0
            for offset in index..<index + length {
                guard let digit = hexDigit(byte(at: offset)) else {
                    throw error(.invalidEscape(source.string(start..<min(bytes.count, offset + 1))), at: start)
                }
                value = value << 4 | digit
            }
            index += length
            code = value
        }
        guard let scalar = Unicode.Scalar(code) else {
            throw error(.invalidEscape(source.string(start..<index)), at: start)
        }
        text += Array(String(scalar).utf8)
    }

    private func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
