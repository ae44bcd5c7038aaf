import ViperGenEngine
import ViperGenSupport

/// A module's name, checked to be usable as the start of Swift type names (`Search` → `SearchPresenter`).
public struct ModuleName: Equatable, Sendable {
    /// The name as given: `URLPreview`.
    public let value: String

    /// The longest name accepted, so that every generated file name stays well under file-system limits.
    public static let maximumLength = 100

    /// Checks `name`; `generambaStyle` also accepts what Generamba's `gen` accepts and Swift allows
    /// (`Check_Out`, `checkout`), which `conventionWarning(for:)` then reports. The name is kept composed (NFC, see
    /// `composed(_:)`), however it was typed.
    /// - Throws: `Diagnostic` (usage) with the reason and, where one exists, a valid name to use instead.
    public init(validating name: String, generambaStyle: Bool = false) throws(Diagnostic) {
        if let reason = Self.problem(with: name, generambaStyle: generambaStyle) {
            let suggestion = Self.suggestion(for: name).map { "; use '\($0)'" } ?? ""
            throw Diagnostic(.usage, "invalid module name '\(name)': \(reason)\(suggestion)")
        }
        self.value = Self.composed(name)
    }

    /// `urlPreview`
    public var lowerCamelCase: String { IdentifierWords(value).lowerCamelCase }
    /// `url_preview`
    public var snakeCase: String { IdentifierWords(value).snakeCase }
    /// `url-preview`
    public var kebabCase: String { IdentifierWords(value).kebabCase }

    static func problem(with name: String, generambaStyle: Bool = false) -> String? {
        guard let first = name.first else { return "the name is empty; name the module, e.g. 'Search'" }
        if SwiftIdentifier.reservedWords.contains(name) { return "'\(name)' is reserved in Swift" }
        if name.count > maximumLength { return "longer than \(maximumLength) characters; shorten it" }
        if let bad = name.first(where: { !isIdentifierCharacter($0) && !(generambaStyle && $0 == "_") }) {
            let what = bad == " " ? "a space" : bad == "/" || bad == "\\" ? "a path separator" : "'\(bad)'"
            return "contains \(what); module names are letters\(generambaStyle ? ", digits and '_'" : " and digits")"
        }
        if first.isNumber { return "starts with a digit" }
        if generambaStyle { return nil }
        if !first.isUppercase { return "starts with a lowercase letter; type names are UpperCamelCase" }
        return nil
    }

    /// Why a name accepted only with `generambaStyle` is not a Swift type name by convention, if it is not one.
    package static func conventionWarning(for name: String) -> String? {
        guard problem(with: name) != nil else { return nil }
        let suggestion = suggestion(for: name).map { "use '\($0)'" } ?? "rename it"
        return "module name '\(name)' is not UpperCamelCase, as Swift type names are by convention (accepted, as "
            + "Generamba does); \(suggestion) unless you continue an existing naming scheme"
    }

    /// A valid name built from the words of `name`, if there is one: `search-results` → `SearchResults`.
    /// The words are those of what the user meant to type (`IdentifierFolding`): `Se\u{200F}rch` → `Serch`,
    /// `ﬁle` → `File`.
    package static func suggestion(for name: String) -> String? {
        var candidate = IdentifierWords(IdentifierFolding.folded(name)).words
            .map { String($0.filter(isIdentifierCharacter)) }
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
        candidate = String(candidate.drop(while: \.isNumber))
        candidate = candidate.prefix(1).uppercased() + candidate.dropFirst()
        if SwiftIdentifier.reservedWords.contains(candidate) { candidate += "Module" }
        guard candidate != name, problem(with: candidate) == nil else { return nil }
        return candidate
    }

    /// A letter or an ASCII digit: `SwiftIdentifier`'s characters without `_`, which module names leave out (but
    /// for Generamba's).
    private static func isIdentifierCharacter(_ character: Character) -> Bool {
        character != "_" && SwiftIdentifier.isIdentifierCharacter(character)
    }
}
