/// Reads a command's positional words and subcommands from its usage line and help page, where they are declared.
enum MCPUsage {
    /// One positional word of a usage line: `NAME [NAME...]` is `names`, an array of at least one.
    struct Positional: Equatable {
        let word: String
        let name: String
        let array: Bool
        let required: Bool

        /// The tool argument for it.
        func argument(usage: String) -> MCPArgument {
            let count = array ? (required ? "one or more" : "none or more") : (required ? "required" : "optional")
            return MCPArgument(
                name: name, kind: .positional(array: array), required: required,
                description: "\(word) in 'viper-gen \(usage)' (\(count))", isPath: false)
        }
    }

    /// One subcommand line of a help page: `viper-gen templates show NAME          Show a set's summary, …`.
    struct SubcommandLine: Equatable {
        let subcommand: String
        /// `show NAME`.
        let usage: String
        let summary: String
        /// The word it takes: `NAME` (`name`, required), `[NAME|PATH]` (`name`, optional, may be a path).
        let operand: (word: String, name: String, required: Bool, isPath: Bool)?

        static func == (lhs: SubcommandLine, rhs: SubcommandLine) -> Bool {
            lhs.usage == rhs.usage && lhs.summary == rhs.summary
        }
    }

    /// The positional words of `usage` (`module NAME [NAME...] [options]`): upper-case words, bracketed when
    /// optional, `...` for more than one.
    static func positionals(in usage: String) -> [Positional] {
        var found: [Positional] = []
        for token in usage.split(separator: " ").dropFirst() {
            let optional = token.hasPrefix("[")
            let repeated = token.hasSuffix("...]") || token.hasSuffix("...")
            let word = String(token.filter { !"[].".contains($0) })
            guard !word.isEmpty, word.allSatisfy({ $0.isUppercase || $0 == "_" }) else { continue }
            if repeated, let last = found.last, last.word == word {
                found[found.count - 1] = Positional(
                    word: word, name: word.lowercased() + "s", array: true, required: last.required)
            } else {
                found.append(
                    Positional(
                        word: word, name: repeated ? word.lowercased() + "s" : word.lowercased(), array: repeated,
                        required: !optional))
            }
        }
        return found
    }

    /// The subcommand lines of `help`: lines `viper-gen COMMAND SUBCOMMAND [OPERAND]  Summary`; a bracketed
    /// subcommand (`[list]`, the default one) is named without its brackets.
    static func subcommandLines(in help: String, command: String) -> [SubcommandLine] {
        let prefix = "viper-gen \(command) "
        return help.split(separator: "\n").compactMap { line in
            guard let start = line.firstRange(of: prefix) else { return nil }
            let rest = line[start.upperBound...]
            guard let gap = rest.firstRange(of: "  ") else { return nil }
            let usage = String(rest[..<gap.lowerBound])
            let summary = trimmed(rest[gap.upperBound...])
            let words = usage.split(separator: " ")
            // `[list]`: the subcommand that is also the default.
            guard let subcommand = words.first.map({ String($0.filter { !"[]".contains($0) }) }) else { return nil }
            let operand = words.dropFirst().first.map { token in
                let alternatives = token.filter { !"[]".contains($0) }.split(separator: "|").map(String.init)
                return (
                    word: String(token), name: (alternatives.first ?? "").lowercased(), required: !token.hasPrefix("["),
                    isPath: alternatives.contains("PATH")
                )
            }
            return SubcommandLine(subcommand: subcommand, usage: usage, summary: summary, operand: operand)
        }
    }

    /// The help page's first paragraph after the usage, on one line.
    static func firstParagraph(of help: String) -> String? {
        let paragraphs = help.split(separator: "\n\n")
        guard paragraphs.count > 1 else { return nil }
        let paragraph = paragraphs[1].split(separator: "\n").map(trimmed)
        guard let first = paragraph.first, !first.hasSuffix(":") else { return nil }
        return paragraph.joined(separator: " ")
    }

    /// `text` without the spaces around it.
    private static func trimmed(_ text: Substring) -> String {
        String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
