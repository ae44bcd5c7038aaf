import ViperGenEngine

/// Reads the part of YAML that Rambafiles and rambaspecs use into `YAMLNode`s, keeping every key's and value's
/// byte offset.
///
/// Supported: one document (optionally opened by `---` and closed by `...`), comments, block mappings and
/// sequences (including `- key: value` items, `- - nested` items and lists at the same indentation as their key),
/// flow sequences and mappings, plain, single-quoted and double-quoted scalars with YAML's escapes and line folding.
/// Everything else (anchors, aliases, tags, block scalars, directives, complex keys, several documents, tabs in
/// indentation, duplicate keys) is a `YAMLError` at its position, never a silent misread.
///
/// The reader keeps its open collections on explicit stacks, so it never recurses on the input's depth, and stops
/// at `maximumDepth` nested collections.
package struct YAMLReader {
    /// The most collections that may be open at once.
    static let maximumDepth = 64

    /// A block mapping or sequence that is still open, with the entry waiting for its value, if any.
    struct BlockFrame {
        let isMapping: Bool
        /// The column of its keys or `-` indicators.
        let indent: Int
        let offset: Int
        var entries: [(key: String, keyOffset: Int, value: YAMLNode)] = []
        var items: [YAMLNode] = []
        /// Each key's offset, to report duplicates.
        var keyOffsets: [String: Int] = [:]
        /// The key (mapping) or `-` (sequence) whose value has not been read yet, and where a missing value stands.
        var pending: (key: String, keyOffset: Int, valueOffset: Int)?

        /// Gives the waiting entry `node` as its value.
        mutating func add(_ node: YAMLNode) {
            guard let pending else { return }
            if isMapping {
                entries.append((pending.key, pending.keyOffset, node))
            } else {
                items.append(node)
            }
            self.pending = nil
        }

        /// The collection, with a waiting entry given a null value (`key:` or `-` with nothing under it).
        mutating func finish() -> YAMLNode {
            finishPending()
            return YAMLNode(value: isMapping ? .mapping(entries) : .sequence(items), offset: offset)
        }
    }

    let source: SourceText
    var bytes: [UInt8] { source.bytes }
    /// The offset of the next byte to read.
    var index = 0
    /// The offset of the first byte of the line `index` is on; `index - lineStart` is the column.
    var lineStart = 0

    /// Creates a reader of `source`.
    package init(source: SourceText) {
        self.source = source
    }

    /// Reads the document. An empty document (or one of only comments) is an empty plain scalar, that is null.
    /// - Throws: `YAMLError` at the first thing that is not in the supported part of YAML.
    package mutating func read() throws(YAMLError) -> YAMLNode {
        try checkCharacters()
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            index = 3
            lineStart = 3
        }
        var stack: [BlockFrame] = []
        var root: YAMLNode?
        var documentStarted = false
        var documentEnded = false
        while try nextContentLine() {
            let column = index - lineStart
            if column == 0, let marker = documentMarker() {
                if marker == UInt8(ascii: "-") {
                    guard !documentStarted, !documentEnded, root == nil, stack.isEmpty else {
                        throw error(.multipleDocuments)
                    }
                    documentStarted = true
                } else {
                    while !stack.isEmpty { try closeTop(&stack, &root) }
                    documentEnded = true
                }
                index += 3
                try finishLine(marker == UInt8(ascii: "-") ? .contentOnDocumentStartLine : .contentAfterDocumentEnd)
                continue
            }
            guard !documentEnded else { throw error(.contentAfterDocumentEnd) }
            try blockLine(column: column, stack: &stack, root: &root)
        }
        while !stack.isEmpty { try closeTop(&stack, &root) }
        return root ?? YAMLNode(value: .scalar("", style: .plain), offset: 0)
    }

    /// An error at `offset`, or at the current position.
    func error(_ reason: YAMLError.Reason, at offset: Int? = nil) -> YAMLError {
        YAMLError(reason, at: source.location(at: offset ?? index))
    }

    // MARK: - Lines and blocks

    /// Reads one line's content at `column` into the open block collections.
    private mutating func blockLine(column: Int, stack: inout [BlockFrame], root: inout YAMLNode?) throws(YAMLError) {
        while let top = stack.last, top.indent > column { try closeTop(&stack, &root) }
        while let top = stack.last, top.indent == column, !top.isMapping, !isBlockEntry(at: index) {
            // A list at its key's indentation ends where the next key starts.
            guard stack.count >= 2, stack[stack.count - 2].isMapping, stack[stack.count - 2].indent == column else {
                throw error(.keyWhereItemExpected)
            }
            try closeTop(&stack, &root)
        }
        guard let top = stack.last else {
            guard root == nil else { throw error(.contentAfterValue) }
            return try startNodes(stack: &stack, root: &root)
        }
        if top.indent < column {
            guard top.pending != nil else { throw error(.badIndentation) }
            return try startNodes(stack: &stack, root: &root)
        }
        if !top.isMapping {
            stack[stack.count - 1].finishPending()
            stack[stack.count - 1].pending = ("", index, index + 1)
            index += 1
            return try startNodesAfterEntry(stack: &stack, root: &root)
        }
        if isBlockEntry(at: index) {
            guard top.pending != nil else { throw error(.itemWhereKeyExpected) }
            return try startNodes(stack: &stack, root: &root)
        }
        guard isImplicitKey() else { throw error(.expectedKey) }
        stack[stack.count - 1].finishPending()
        try mappingEntry(stack: &stack)
    }

    /// After a `-` indicator: the item starts on this line, or the line ends and the item is on the next ones.
    private mutating func startNodesAfterEntry(stack: inout [BlockFrame], root: inout YAMLNode?) throws(YAMLError) {
        skipBlanks()
        if atLineEnd() { return try finishLine(.textAfterValue) }
        try startNodes(stack: &stack, root: &root)
    }

    /// Reads the value that starts at `index`: a block sequence or mapping (whose first entry may itself open a
    /// collection on the same line: `- - a`, `- key: value`), or a flow collection or scalar.
    private mutating func startNodes(stack: inout [BlockFrame], root: inout YAMLNode?) throws(YAMLError) {
        while isBlockEntry(at: index) {
            try push(BlockFrame(isMapping: false, indent: index - lineStart, offset: index), &stack)
            stack[stack.count - 1].pending = ("", index, index + 1)
            index += 1
            skipBlanks()
            if atLineEnd() { return try finishLine(.textAfterValue) }
        }
        if isImplicitKey() {
            try push(BlockFrame(isMapping: true, indent: index - lineStart, offset: index), &stack)
            return try mappingEntry(stack: &stack)
        }
        let node = try flowOrScalar(parentIndent: stack.last?.indent ?? -1, depth: stack.count)
        try attach(node, &stack, &root)
        try finishLine(.textAfterValue)
    }

    /// Reads `key: value` (or `key:` with the value on the next lines) into the mapping on top of the stack.
    private mutating func mappingEntry(stack: inout [BlockFrame]) throws(YAMLError) {
        let top = stack.count - 1
        let mappingIndent = stack[top].indent
        let keyOffset = index
        let key: String
        switch bytes[index] {
        case UInt8(ascii: "\""): key = try doubleQuoted()
        case UInt8(ascii: "'"): key = try singleQuoted()
        default: key = try plainText(flow: false, parentIndent: mappingIndent, multiline: false)
        }
        skipBlanks()
        index += 1  // the ':' that `isImplicitKey` found
        if let first = stack[top].keyOffsets[key] {
            throw error(.duplicateKey(key, firstLine: source.location(at: first).line), at: keyOffset)
        }
        stack[top].keyOffsets[key] = keyOffset
        skipBlanks()
        stack[top].pending = (key, keyOffset, index)
        if atLineEnd() { return try finishLine(.textAfterValue) }
        if isBlockEntry(at: index) || isImplicitKey() { throw error(.blockCollectionOnKeyLine) }
        stack[top].add(try flowOrScalar(parentIndent: mappingIndent, depth: stack.count))
        try finishLine(.textAfterValue)
    }

    private mutating func push(_ frame: BlockFrame, _ stack: inout [BlockFrame]) throws(YAMLError) {
        guard stack.count < Self.maximumDepth else { throw error(.tooDeep(limit: Self.maximumDepth)) }
        stack.append(frame)
    }

    /// Closes the innermost open collection and gives it to the one around it (or makes it the document's value).
    private mutating func closeTop(_ stack: inout [BlockFrame], _ root: inout YAMLNode?) throws(YAMLError) {
        var frame = stack.removeLast()
        try attach(frame.finish(), &stack, &root)
    }

    private mutating func attach(_ node: YAMLNode, _ stack: inout [BlockFrame], _ root: inout YAMLNode?)
        throws(YAMLError)
    {
        if stack.isEmpty {
            guard root == nil else { throw error(.contentAfterValue, at: node.offset) }
            root = node
        } else {
            stack[stack.count - 1].add(node)
        }
    }

    /// Whether a `key:` (a plain or quoted scalar on one line, then `:` and a space or the line's end) starts at
    /// `index`. Reads ahead and comes back.
    mutating func isImplicitKey() -> Bool {
        let saved = (index, lineStart)
        defer { (index, lineStart) = saved }
        switch byte(at: index) {
        case UInt8(ascii: "\""): guard (try? doubleQuoted()) != nil else { return false }
        case UInt8(ascii: "'"): guard (try? singleQuoted()) != nil else { return false }
        default:
            guard canStartPlain(at: index, flow: false),
                (try? plainText(flow: false, parentIndent: 0, multiline: false)) != nil
            else { return false }
        }
        guard lineStart == saved.1 else { return false }
        skipBlanks()
        return byte(at: index) == UInt8(ascii: ":") && isBlankOrEnd(byte(at: index + 1))
    }

    /// Skips blank lines, comment lines and indentation, to the first content of the next line that has some.
    /// Returns false at the end of the input.
    private mutating func nextContentLine() throws(YAMLError) -> Bool {
        while index < bytes.count {
            var tab: Int?
            while isBlank(byte(at: index)) {
                if tab == nil, bytes[index] == UInt8(ascii: "\t") { tab = index }
                index += 1
            }
            let byte = byte(at: index)
            if isBreak(byte) {
                consumeBreak()
            } else if byte == UInt8(ascii: "#") {
                skipToLineEnd()
            } else if index < bytes.count {
                if let tab { throw error(.tabInIndentation, at: tab) }
                return true
            }
        }
        return false
    }

    /// After a value: blanks, an optional comment, then the line's end. `reason` is the error for other text
    /// (`: ` after a value is always `unexpectedColon`).
    mutating func finishLine(_ reason: YAMLError.Reason) throws(YAMLError) {
        skipBlanks()
        let byte = byte(at: index)
        if byte == UInt8(ascii: "#"), index == lineStart || isBlank(self.byte(at: index - 1)) {
            skipToLineEnd()
        } else if byte == UInt8(ascii: ":"), isBlankOrEnd(self.byte(at: index + 1)), reason == .textAfterValue {
            throw error(.unexpectedColon)
        } else if !isBreak(byte), index < bytes.count {
            throw error(reason)
        }
        if index < bytes.count { consumeBreak() }
    }

    /// `-` for `---` or `.` for `...` at `index` when followed by a blank, a line break or the end.
    private func documentMarker() -> UInt8? {
        let first = byte(at: index)
        guard first == UInt8(ascii: "-") || first == UInt8(ascii: "."), byte(at: index + 1) == first,
            byte(at: index + 2) == first, isBlankOrEnd(byte(at: index + 3))
        else { return nil }
        return first
    }

    /// Whether a document marker starts at `index`, which is at the start of a line.
    func isDocumentMarker() -> Bool {
        documentMarker() != nil
    }

    // MARK: - Bytes

    /// The byte at `offset`, or 0 past the end (the input holds no NUL: `checkCharacters` rejects it).
    func byte(at offset: Int) -> UInt8 {
        offset < bytes.count ? bytes[offset] : 0
    }

    func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    func isBreak(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// A blank, a line break, or the end of the input.
    func isBlankOrEnd(_ byte: UInt8) -> Bool {
        byte == 0 || isBlank(byte) || isBreak(byte)
    }

    /// `-` followed by a blank, a line break or the end.
    func isBlockEntry(at offset: Int) -> Bool {
        byte(at: offset) == UInt8(ascii: "-") && isBlankOrEnd(byte(at: offset + 1))
    }

    /// At a line break, the end, or a comment (after the blanks just skipped).
    func atLineEnd() -> Bool {
        let byte = byte(at: index)
        return byte == 0 || isBreak(byte) || (byte == UInt8(ascii: "#") && isBlank(self.byte(at: index - 1)))
    }

    mutating func skipBlanks() {
        while isBlank(byte(at: index)) { index += 1 }
    }

    mutating func skipToLineEnd() {
        while index < bytes.count, !isBreak(bytes[index]) { index += 1 }
    }

    /// Consumes one line break (`\n`, `\r\n` or `\r`) and starts a new line.
    mutating func consumeBreak() {
        index += bytes[index] == UInt8(ascii: "\r") && byte(at: index + 1) == UInt8(ascii: "\n") ? 2 : 1
        lineStart = index
    }

    /// Rejects bytes that are not UTF-8 and characters YAML does not allow (C0 and C1 controls other than tab,
    /// line feed, carriage return and next line; U+FFFE and U+FFFF).
    private func checkCharacters() throws(YAMLError) {
        var offset = 0
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let value = Unicode.UTF8.decode(encoded).value
                switch value {
                case 0x09, 0x0A, 0x0D, 0x20...0x7E, 0x85, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: break
                default: throw error(.invalidCharacter(codePoint: value), at: offset)
                }
                offset += encoded.count
            case .error:
                throw error(.invalidCharacter(codePoint: nil), at: offset)
            case .emptyInput:
                return
            }
        }
    }
}

extension YAMLReader.BlockFrame {
    /// Gives a waiting entry a null value, before the next entry starts.
    mutating func finishPending() {
        if let pending { add(YAMLNode(value: .scalar("", style: .plain), offset: pending.valueOffset)) }
    }
}
