/// libFuzzer entry point for the YAML reader: reads the input as a Rambafile would be read, then walks the result
/// (explicit stack) resolving every plain scalar as Psych would and checking that every offset lies in the input.
///
/// A thrown `YAMLError` is a valid outcome (its full diagnostic is built, to exercise the location code); crashes,
/// hangs, memory errors and an offset outside the input are findings.
@_cdecl("LLVMFuzzerTestOneInput")
public func yamlFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let source = SourceText(name: "Rambafile", text: String(decoding: bytes, as: UTF8.self))
    var reader = YAMLReader(source: source)
    let root: YAMLNode
    do {
        root = try reader.read()
    } catch {
        _ = error.description
        _ = error.sourceProblem.message
        return 0
    }
    var pending = [root]
    while let node = pending.popLast() {
        precondition(node.offset >= 0 && node.offset <= source.bytes.count, "value offset outside the input")
        switch node.value {
        case .mapping(let entries):
            for entry in entries {
                precondition(entry.keyOffset >= 0 && entry.keyOffset < source.bytes.count, "key offset outside")
                pending.append(entry.value)
            }
        case .sequence(let items):
            pending += items
        case .scalar:
            _ = node.resolved
            _ = node.typeName
        }
    }
    return 0
}
