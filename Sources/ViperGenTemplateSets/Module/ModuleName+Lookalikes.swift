import ViperGenSupport

extension ModuleName {
    /// Cyrillic and Greek letters drawn like a Latin letter, and that letter: `Аpp` (Cyrillic `А`, U+0410) and `App`
    /// look the same in a terminal, a diff and `modules`, yet are two modules.
    static let latinLookalikes: [Unicode.Scalar: Unicode.Scalar] = [
        // Cyrillic capitals and small letters.
        "\u{0410}": "A", "\u{0412}": "B", "\u{0415}": "E", "\u{041A}": "K", "\u{041C}": "M", "\u{041D}": "H",
        "\u{041E}": "O", "\u{0420}": "P", "\u{0421}": "C", "\u{0422}": "T", "\u{0425}": "X", "\u{0405}": "S",
        "\u{0406}": "I", "\u{0408}": "J", "\u{04AE}": "Y", "\u{0430}": "a", "\u{0435}": "e", "\u{043E}": "o",
        "\u{0440}": "p", "\u{0441}": "c", "\u{0443}": "y", "\u{0445}": "x", "\u{0455}": "s", "\u{0456}": "i",
        "\u{0458}": "j", "\u{0501}": "d", "\u{051B}": "q", "\u{051D}": "w",
        // Greek capitals and small letters.
        "\u{0391}": "A", "\u{0392}": "B", "\u{0395}": "E", "\u{0396}": "Z", "\u{0397}": "H", "\u{0399}": "I",
        "\u{039A}": "K", "\u{039C}": "M", "\u{039D}": "N", "\u{039F}": "O", "\u{03A1}": "P", "\u{03A4}": "T",
        "\u{03A5}": "Y", "\u{03A7}": "X", "\u{03B1}": "a", "\u{03B9}": "i", "\u{03BA}": "k", "\u{03BD}": "v",
        "\u{03BF}": "o", "\u{03C1}": "p", "\u{03C5}": "u",
    ]

    /// `name` with each letter of `latinLookalikes` replaced by the Latin letter it looks like: two names of the same
    /// skeleton read the same.
    static func skeleton(_ name: String) -> String {
        var skeleton = String.UnicodeScalarView()
        for scalar in name.unicodeScalars { skeleton.append(latinLookalikes[scalar] ?? scalar) }
        return String(skeleton)
    }

    /// `'А' (U+0410 CYRILLIC CAPITAL LETTER A)`
    static func described(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let name = scalar.properties.name.map { " " + $0 } ?? ""
        return "'\(scalar)' (U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex)\(name))"
    }

    /// A warning for a module name that is not plain ASCII: one that reads the same as a name of `recorded` (the
    /// lookalike letters each side named with their code points), else one naming its letters outside ASCII, which
    /// are valid Swift but easy to mistake for others. `nil` for an ASCII name, and for one of `recorded` itself.
    /// `recorded` is looked at only for a name outside ASCII: a run checks each of its modules against the
    /// lockfile's names, which it does not copy for that.
    package static func lookalikeWarning(for name: String, recorded: some Collection<String>) -> String? {
        let foreign = name.unicodeScalars.filter { !$0.isASCII }
        guard !foreign.isEmpty, !recorded.contains(name) else { return nil }
        let skeleton = skeleton(name)
        if let twin = recorded.sorted().first(where: { $0 != name && Self.skeleton($0) == skeleton }) {
            let differences = zip(name.unicodeScalars, twin.unicodeScalars).filter { $0 != $1 }
                .map { "\(described($0)) where '\(twin)' has \(described($1))" }
            return "module name '\(name)' looks the same as the recorded module '\(twin)' but is another module: it "
                + "has \(differences.joined(separator: ", ")); if you meant \(twin), run "
                + "'\(Remedy.command(.remove, arguments: [name]))' and name '\(twin)', otherwise choose a name that "
                + "reads differently"
        }
        var seen: Set<Unicode.Scalar> = []
        let letters = foreign.filter { seen.insert($0).inserted }.map(described)
        return "module name '\(name)' has letters outside ASCII: \(letters.joined(separator: ", ")); valid in Swift "
            + "(accepted), but easy to mistake for other letters: check it is the name you meant"
    }
}
