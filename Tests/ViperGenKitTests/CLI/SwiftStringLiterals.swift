/// The string literals of Swift source as the compiler reads them, for tests that look at the words a layer prints:
/// comments are skipped, a multi-line literal loses its indentation and line continuations, interpolations stand as
/// `\(…)`, and literals joined by `+` are one text.
struct SwiftStringLiterals {
    /// One literal, or several joined by `+`.
    struct Literal: Equatable {
        /// The text, each interpolation as `\(…)`.
        var text: String
        /// The source line the literal starts on, whole.
        var line: String
        /// Whether `+` follows the last literal, joining it to an expression (`"--" + name`).
        var continuesWithExpression: Bool

        /// Whether the text spells an option (`--force`, `--\(name)`, `"--" + name`) or a command line
        /// (`'viper-gen …'`, `viper-gen update`, `"viper-gen " + command`) of ours; `commands` are the commands'
        /// spellings.
        func spellsCommandLine(commands: [String]) -> Bool {
            if continuesWithExpression && (text.hasSuffix("--") || text.hasSuffix("viper-gen ")) { return true }
            if text.firstMatch(of: #/--[a-z]|--\\\(|'viper-gen [a-z\\]/#) != nil { return true }
            return commands.contains { command in
                text.firstMatch(of: try! Regex("viper-gen \(command)(?![A-Za-z0-9_-])")) != nil
            }
        }
    }

    /// The literals of `source`, those joined by `+` as one.
    static func joined(in source: String) -> [Literal] {
        let characters = Array(source)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        var literals: [Literal] = []
        var index = 0
        var line = 0
        while index < characters.count {
            let character = characters[index]
            if character == "/" && index + 1 < characters.count && characters[index + 1] == "/" {
                while index < characters.count && characters[index] != "\n" { index += 1 }
                continue
            }
            if character == "/" && index + 1 < characters.count && characters[index + 1] == "*" {
                index += 2
                while index + 1 < characters.count && !(characters[index] == "*" && characters[index + 1] == "/") {
                    if characters[index] == "\n" { line += 1 }
                    index += 1
                }
                index += 2
                continue
            }
            guard character == "\"" else {
                if character == "\n" { line += 1 }
                index += 1
                continue
            }
            var (text, end, newlines) = literal(characters, at: index)
            var continuesWithExpression = false
            // `"a" + "b"`, on one line or across lines, is one text; `"a" + name` continues with an expression.
            while true {
                var next = end
                var skipped = 0
                skipWhitespace(characters, &next, &skipped)
                guard next < characters.count, characters[next] == "+" else { break }
                next += 1
                skipWhitespace(characters, &next, &skipped)
                guard next < characters.count, characters[next] == "\"" else {
                    continuesWithExpression = true
                    break
                }
                let (more, moreEnd, moreNewlines) = literal(characters, at: next)
                text += more
                newlines += skipped + moreNewlines
                end = moreEnd
            }
            literals.append(
                Literal(text: text, line: String(lines[line]), continuesWithExpression: continuesWithExpression))
            index = end
            line += newlines
        }
        return literals
    }

    /// Moves `index` past spaces and line breaks, counting the line breaks in `newlines`.
    private static func skipWhitespace(_ characters: [Character], _ index: inout Int, _ newlines: inout Int) {
        while index < characters.count && characters[index].isWhitespace {
            if characters[index] == "\n" { newlines += 1 }
            index += 1
        }
    }

    /// The literal starting at `start` (its opening quote): its text, the index after it and the line breaks in it.
    private static func literal(_ characters: [Character], at start: Int) -> (String, Int, Int) {
        let multiLine = start + 2 < characters.count && characters[start + 1] == "\"" && characters[start + 2] == "\""
        var index = start + (multiLine ? 3 : 1)
        var text = ""
        var newlines = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\\" && index + 1 < characters.count {
                if characters[index + 1] == "(" {
                    index = endOfInterpolation(characters, at: index + 1, newlines: &newlines)
                    text += "\\(…)"
                    continue
                }
                text.append(character)
                text.append(characters[index + 1])
                if characters[index + 1] == "\n" { newlines += 1 }
                index += 2
                continue
            }
            if multiLine && character == "\"" && index + 2 < characters.count && characters[index + 1] == "\""
                && characters[index + 2] == "\""
            {
                return (multiLineText(text), index + 3, newlines)
            }
            if !multiLine && character == "\"" { return (text, index + 1, newlines) }
            if character == "\n" { newlines += 1 }
            text.append(character)
            index += 1
        }
        return (text, index, newlines)
    }

    /// The index after the `)` that closes the interpolation whose `(` is at `open`, skipping literals inside it.
    private static func endOfInterpolation(_ characters: [Character], at open: Int, newlines: inout Int) -> Int {
        var depth = 0
        var index = open
        while index < characters.count {
            switch characters[index] {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return index + 1 }
            case "\"":
                let (_, end, inner) = literal(characters, at: index)
                newlines += inner
                index = end
                continue
            case "\n": newlines += 1
            default: break
            }
            index += 1
        }
        return index
    }

    /// A multi-line literal's raw text (from after `"""` to before the closing one) as Swift reads it: the first
    /// line break and the closing line dropped, the closing delimiter's indentation taken off each line, and each
    /// `\` at a line's end joining it to the next.
    private static func multiLineText(_ raw: String) -> String {
        var lines = raw.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.count >= 2 else { return raw }
        let indentation = lines.removeLast()
        lines.removeFirst()
        let text = lines.map { $0.hasPrefix(indentation) ? String($0.dropFirst(indentation.count)) : $0 }
            .joined(separator: "\n")
        return text.replacing("\\\n", with: "")
    }
}
