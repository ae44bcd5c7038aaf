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
    package var snakeCase: String { words.map { $0.lowercased() }.joined(separator: "_") }

    /// `url-preview`
    package var kebabCase: String { words.map { $0.lowercased() }.joined(separator: "-") }

    /// `urlPreview`: the first word in lower case, the others capitalised and otherwise kept (`searchURL`).
    package var lowerCamelCase: String {
        guard let first = words.first else { return "" }
        return first.lowercased() + words.dropFirst().map(Self.capitalizingFirst).joined()
    }

    /// `URLPreview`, `SearchResults`: every word capitalised and otherwise kept.
    package var upperCamelCase: String { words.map(Self.capitalizingFirst).joined() }

    private static func capitalizingFirst(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }
}
