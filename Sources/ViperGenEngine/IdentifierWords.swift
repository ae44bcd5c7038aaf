/// An identifier split into words, for case conversions: `URLPreview` → `URL`, `Preview`;
/// `search-results` → `search`, `results`; `version2Screen` → `version2`, `Screen`.
///
/// Words break at anything that is not a letter or digit, before an uppercase letter that follows a lowercase
/// letter or digit, and before the last capital of an acronym that a lowercase letter follows (`URLPreview`).
package struct IdentifierWords {
    package let words: [String]

    package init(_ identifier: String) {
        var words: [String] = []
        var current: [Character] = []
        let characters = Array(identifier)
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(String(current)) }
                current = []
                continue
            }
            if let previous = current.last, character.isUppercase {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let endsAcronym = previous.isUppercase && (next?.isLowercase ?? false)
                if previous.isLowercase || previous.isNumber || endsAcronym {
                    words.append(String(current))
                    current = []
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(String(current)) }
        self.words = words
    }

    /// `url_preview`
    package var snakeCase: String { Self.joined(words.map { $0.lowercased() }, separator: "_") }

    /// `url-preview`
    package var kebabCase: String { Self.joined(words.map { $0.lowercased() }, separator: "-") }

    /// `urlPreview`: the first word in lower case, the others capitalised and otherwise kept (`searchURL`).
    package var lowerCamelCase: String {
        guard let first = words.first else { return "" }
        var text = first.lowercased()
        for index in 1..<words.count { text += Self.capitalizingFirst(words[index]) }
        return text
    }

    /// `URLPreview`, `SearchResults`: every word capitalised and otherwise kept.
    package var upperCamelCase: String { Self.joined(words.map(Self.capitalizingFirst)) }

    /// `parts` with `separator` between them, appended one by one: the standard library's generic `joined` looks
    /// its types up at run time, about 170,000 instructions the first time a run calls it, and every module name
    /// is spelled these ways.
    private static func joined(_ parts: [String], separator: String = "") -> String {
        var text = ""
        for index in parts.indices {
            if index > 0 { text += separator }
            text += parts[index]
        }
        return text
    }

    private static func capitalizingFirst(_ word: String) -> String {
        var capitalized = word.prefix(1).uppercased()
        capitalized.append(contentsOf: word.dropFirst())
        return capitalized
    }
}
