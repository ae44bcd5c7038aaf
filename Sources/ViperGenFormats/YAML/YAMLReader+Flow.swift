/// Flow collections: `[a, b]` and `{ key: value }`, nested and across lines, read with an explicit stack.
extension YAMLReader {
    /// A `[` or `{` that is still open.
    private struct FlowFrame {
        enum State {
            /// Before a mapping's key (or its closing brace).
            case key
            /// After a mapping's key: `:`, or `,`/`}` for a key without a value.
            case colon
            /// Before a sequence's item or a mapping's value.
            case value
            /// After an item or a value: `,` or the closing bracket.
            case separator
        }

        let isMapping: Bool
        let offset: Int
        var state: State
        var items: [YAMLNode] = []
        var entries: [(key: String, keyOffset: Int, value: YAMLNode)] = []
        var keyOffsets: [String: Int] = [:]
        var key: (text: String, offset: Int) = ("", 0)

        var closing: UInt8 { isMapping ? UInt8(ascii: "}") : UInt8(ascii: "]") }

        mutating func add(_ node: YAMLNode) {
            if isMapping {
                entries.append((key.text, key.offset, node))
            } else {
                items.append(node)
            }
            state = .separator
        }

        var node: YAMLNode {
            YAMLNode(value: isMapping ? .mapping(entries) : .sequence(items), offset: offset)
        }
    }

    /// Reads the flow collection whose `[` or `{` is at `index`; `depth` collections are open around it.
    mutating func flowCollection(depth: Int) throws(YAMLError) -> YAMLNode {
        var stack: [FlowFrame] = []
        while true {
            if stack.last.map({ $0.state == .value || $0.state == .key }) ?? true {
                let byte = byte(at: index)
                if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                    if stack.last?.state == .key { throw error(.flowKeyNotScalar) }
                    guard depth + stack.count < Self.maximumDepth else {
                        throw error(.tooDeep(limit: Self.maximumDepth))
                    }
                    let isMapping = byte == UInt8(ascii: "{")
                    stack.append(FlowFrame(isMapping: isMapping, offset: index, state: isMapping ? .key : .value))
                    index += 1
                    continue
                }
            }
            let top = stack.count - 1
            try skipFlowSpace(opening: stack[top])
            let byte = byte(at: index)
            let frame = stack[top]
            if byte == frame.closing, frame.state != .colon {
                if frame.state == .value, frame.isMapping {
                    stack[top].add(YAMLNode(value: .scalar("", style: .plain), offset: index))
                }
                index += 1
                let node = stack.removeLast().node
                guard !stack.isEmpty else { return node }
                stack[stack.count - 1].add(node)
                continue
            }
            switch frame.state {
            case .separator:
                guard byte == UInt8(ascii: ",") else {
                    throw error(
                        .expectedFlowPunctuation(expected: "',' or '\(Character(Unicode.Scalar(frame.closing)))'"))
                }
                index += 1
                stack[top].state = frame.isMapping ? .key : .value
            case .colon:
                if byte == UInt8(ascii: ":") {
                    index += 1
                    stack[top].state = .value
                } else if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") {
                    stack[top].add(YAMLNode(value: .scalar("", style: .plain), offset: index))
                } else {
                    throw error(.expectedFlowPunctuation(expected: "':', ',' or '}'"))
                }
            case .key:
                if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") { throw error(.flowKeyNotScalar) }
                let keyOffset = index
                guard case .scalar(let key, _) = try scalar(flow: true, parentIndent: -1).value else { continue }
                if let first = frame.keyOffsets[key] {
                    throw error(.duplicateKey(key, firstLine: source.location(at: first).line), at: keyOffset)
                }
                stack[top].keyOffsets[key] = keyOffset
                stack[top].key = (key, keyOffset)
                stack[top].state = .colon
            case .value:
                if frame.isMapping, byte == UInt8(ascii: ",") {
                    stack[top].add(YAMLNode(value: .scalar("", style: .plain), offset: index))
                    continue
                }
                if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") { continue }
                let node = try scalar(flow: true, parentIndent: -1)
                if !frame.isMapping {
                    let end = (index, lineStart)
                    try skipFlowSpace(opening: frame)
                    if self.byte(at: index) == UInt8(ascii: ":") { throw error(.pairInFlowSequence) }
                    (index, lineStart) = end
                }
                stack[top].add(node)
            }
        }
    }

    /// Skips blanks, line breaks and comments inside a flow collection. A document marker, or the end of the
    /// input, means the collection is never closed.
    private mutating func skipFlowSpace(opening frame: FlowFrame) throws(YAMLError) {
        while true {
            let byte = byte(at: index)
            if isBlank(byte) {
                index += 1
            } else if isBreak(byte) {
                consumeBreak()
                if isDocumentMarker() { break }
            } else if byte == UInt8(ascii: "#"), index == lineStart || isBlank(self.byte(at: index - 1)) {
                skipToLineEnd()
            } else {
                break
            }
        }
        if index >= bytes.count || (index == lineStart && isDocumentMarker()) {
            let opening: Character = frame.isMapping ? "{" : "["
            throw error(.unclosedFlowCollection(opening: opening), at: frame.offset)
        }
    }
}
