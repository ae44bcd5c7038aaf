import ViperGenEngine
import ViperGenSupport
import ViperGenTemplateSets

extension TemplateLinter {
    /// A warning for each markup of a support file's template (`{{ … }}`, `{% … %}`) that reads `module.`: a support
    /// file is written once for every module of a target, with the variables of whichever module comes first, so
    /// it must not depend on one.
    static func supportWarnings(of set: TemplateSet) -> [Warning] {
        var warnings: [Warning] = []
        for file in set.support {
            let source = file.template.sourceText
            let bytes = source.bytes
            var index = source.templateRange.lowerBound
            let end = source.templateRange.upperBound
            while index + 1 < end {
                guard bytes[index] == UInt8(ascii: "{"),
                    bytes[index + 1] == UInt8(ascii: "{") || bytes[index + 1] == UInt8(ascii: "%")
                else {
                    index += 1
                    continue
                }
                let close = bytes[index + 1] == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "%")
                var markupEnd = index + 2
                while markupEnd + 1 < end, !(bytes[markupEnd] == close && bytes[markupEnd + 1] == UInt8(ascii: "}")) {
                    markupEnd += 1
                }
                if let offset = moduleRead(in: bytes, index + 2..<markupEnd) {
                    warnings.append(
                        Warning(
                            "support file \(file.source) reads 'module.': it is written once for all the modules of a "
                                + "target, with the first module's variables; use params, project and target instead",
                            at: source.location(at: offset)))
                }
                index = markupEnd + 2
            }
        }
        return warnings
    }

    /// The offset of the first `module.` in `range` of `bytes` that is a variable (not the end of a longer name).
    private static func moduleRead(in bytes: [UInt8], _ range: Range<Int>) -> Int? {
        let word = Array("module.".utf8)
        var index = range.lowerBound
        while index + word.count <= range.upperBound {
            if bytes[index..<(index + word.count)].elementsEqual(word),
                index == range.lowerBound || !isNameByte(bytes[index - 1])
            {
                return index
            }
            index += 1
        }
        return nil
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: ".")
    }
}
