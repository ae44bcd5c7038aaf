/// A token of the markup inside `{{ … }}` or `{% … %}`.
package enum ExpressionToken: Equatable {
    case identifier(String)
    case string(String)
    case integer(Int)
    case float(Double)
    case dot
    case pipe
    case colon
    case comma
    case assignment
    case comparison(ComparisonOperator)
    case openBracket
    case closeBracket
    case openParenthesis
    case closeParenthesis
    /// `..` in a range.
    case range
}

/// Splits tag or output markup into tokens, each with its byte offset in the template.
package struct ExpressionLexer {
    private let source: SourceText

    init(source: SourceText) {
        self.source = source
    }

    func tokens(in range: Range<Int>) throws(TemplateError) -> [(token: ExpressionToken, offset: Int)] {
        let bytes = source.bytes
        var tokens: [(token: ExpressionToken, offset: Int)] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            let start = index
            if isWhitespace(byte) {
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                index += 1
                while index < range.upperBound, bytes[index] != byte { index += 1 }
                guard index < range.upperBound else {
                    throw TemplateError(
                        .syntax("string is never closed; add \(Character(UnicodeScalar(byte)))"),
                        at: source.location(at: start))
                }
                tokens.append((.string(source.string(start + 1..<index)), start))
                index += 1
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
                index += 1
                while index < range.upperBound, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                    index += 1
                }
                let isFloat =
                    index + 1 < range.upperBound && bytes[index] == UInt8(ascii: ".") && isDigit(bytes[index + 1])
                if isFloat {
                    index += 1
                    while index < range.upperBound, isDigit(bytes[index]) { index += 1 }
                }
                let text = source.string(start..<index)
                if isFloat, let number = Double(text) {
                    tokens.append((.float(number), start))
                } else if !isFloat, let number = Int(text) {
                    tokens.append((.integer(number), start))
                } else {
                    throw TemplateError(.syntax("'\(text)' is not a number"), at: source.location(at: start))
                }
            case UInt8(ascii: "."):
                let isRange = index + 1 < range.upperBound && bytes[index + 1] == UInt8(ascii: ".")
                tokens.append((isRange ? .range : .dot, start))
                index += isRange ? 2 : 1
            case UInt8(ascii: "["): tokens.append((.openBracket, start)); index += 1
            case UInt8(ascii: "]"): tokens.append((.closeBracket, start)); index += 1
            case UInt8(ascii: "("): tokens.append((.openParenthesis, start)); index += 1
            case UInt8(ascii: ")"): tokens.append((.closeParenthesis, start)); index += 1
            case UInt8(ascii: "|"): tokens.append((.pipe, start)); index += 1
            case UInt8(ascii: ":"): tokens.append((.colon, start)); index += 1
            case UInt8(ascii: ","): tokens.append((.comma, start)); index += 1
            case UInt8(ascii: "<") where index + 1 < range.upperBound && bytes[index + 1] == UInt8(ascii: ">"):
                // Liquid's other spelling of `!=`.
                tokens.append((.comparison(.notEqual), start))
                index += 2
            case UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">"):
                index += 1
                if index < range.upperBound, bytes[index] == UInt8(ascii: "=") { index += 1 }
                let text = source.string(start..<index)
                if text == "=" {
                    tokens.append((.assignment, start))
                } else if let comparison = ComparisonOperator(rawValue: text) {
                    tokens.append((.comparison(comparison), start))
                } else {
                    throw TemplateError(.syntax("unknown operator '\(text)'"), at: source.location(at: start))
                }
            default:
                guard isNameByte(byte), !(byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) else {
                    let character = source.string(start..<min(start + scalarLength(byte), range.upperBound))
                    throw TemplateError(.syntax("unexpected character '\(character)'"), at: source.location(at: start))
                }
                // As in Liquid, a name may hold '-' after its first character and end with one '?' (`foo-bar`,
                // `valid?`).
                while index < range.upperBound, isNameByte(bytes[index]) || bytes[index] == UInt8(ascii: "-") {
                    index += 1
                }
                if index < range.upperBound, bytes[index] == UInt8(ascii: "?") { index += 1 }
                let name = source.string(start..<index)
                tokens.append((name == "contains" ? .comparison(.contains) : .identifier(name), start))
            }
        }
        return tokens
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private func scalarLength(_ leadByte: UInt8) -> Int {
        switch leadByte {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }
}
