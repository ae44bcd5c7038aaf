/// The one set of identifier rules: module names, targets, prefixes, template parameter names, and the module names
/// derived from folders and Xcode targets all follow these.
///
/// - An identifier starts with a letter or `_` and goes on with letters, ASCII digits and `_`.
/// - `reservedWords` cannot stand alone where a type name or a declaration goes (a module name, `Class` is fine),
///   but are valid Swift module names: a target named `class` is imported as `` @testable import `class` ``
///   (`importSpelling`).
/// - A name derived from a folder or product name becomes an identifier as SwiftPM makes a module name (its
///   `c99name`): every other character becomes `_`, and a leading digit gets a `_` in front (`my-app` → `my_app`,
///   `2048` → `_2048`).
package enum SwiftIdentifier {
    /// Swift's keywords, and names that read as the language's own types (`Self`, `Type`, `Any`): reserved for
    /// module names, written in backticks where a target is imported.
    package static let reservedWords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "as", "await", "false", "is", "nil", "self", "super", "throws", "true", "try", "async",
        "some", "any", "Any", "AnyObject", "Self", "Type", "Protocol", "Sendable",
    ]

    /// A character an identifier may hold after its first: a letter, an ASCII digit or `_`.
    package static func isIdentifierCharacter(_ character: Character) -> Bool {
        character.isLetter || ("0"..."9").contains(character) || character == "_"
    }

    /// Whether `name` is an identifier: a letter or `_`, then letters, ASCII digits and `_`. Reserved words count.
    package static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first == "_" else { return false }
        return name.allSatisfy(isIdentifierCharacter)
    }

    /// Why `value`, given as `what` (`target`, `prefix`) and set by `option`, is not a valid one, or `nil` when it
    /// is. A target or a prefix may be a reserved word: a module named `class` is valid, and a prefix only starts
    /// type names (`classSearch`).
    package static func problem(with value: String, what: String, option: Remedy.Option) -> String? {
        if value.isEmpty { return "the \(what) is empty; pass \(Remedy.option(option, value: "NAME"))" }
        guard isIdentifier(value) else {
            return "invalid \(what) '\(value)': it must be a Swift identifier (letters, digits, '_', not starting "
                + "with a digit)"
        }
        return nil
    }

    /// `name` made an identifier as SwiftPM names a module: characters other than letters, ASCII digits and `_`
    /// become `_`, and a leading digit (or an empty name) gets a `_` in front. `my-app` → `my_app`, `2048` → `_2048`.
    package static func moduleName(from name: String) -> String {
        var result = String(name.map { isIdentifierCharacter($0) ? $0 : "_" })
        if result.first?.isNumber ?? true { result = "_" + result }
        return result
    }

    /// `name` as an `import` writes it: a reserved word in backticks (`` `class` ``), any other name as it is.
    package static func importSpelling(_ name: String) -> String {
        reservedWords.contains(name) ? "`\(name)`" : name
    }

    /// Generamba's `product_module_name` default: every character but ASCII letters, digits and `_` made `_`
    /// (Ruby's `gsub(/[^a-zA-Z0-9_]/, '_')`), a leading digit kept, as Generamba does.
    package static func generambaModuleName(from name: String) -> String {
        var result = ""
        for scalar in name.unicodeScalars {
            let isWord =
                ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "_"
            result.unicodeScalars.append(isWord ? scalar : "_")
        }
        return result
    }
}
