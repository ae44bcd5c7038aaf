/// Something the user can do about a problem, named by what it is (an option of the command that was run, another
/// command to run) rather than by how it is spelled. Layers below the command line put remedies into their messages
/// (`"…; use \(Remedy.option(.force)) to replace it"`) and never spell them; the way in spells them as it prints:
/// the command line as `--force` and `viper-gen adopt Search --force`, the MCP server as its tools' arguments
/// (`force: true`). Until then a remedy stands in the text as a marker of Unicode annotation characters
/// (U+FFF9 … U+FFFB), which no message, path or name of ours contains; `Remedy.spelling(in:_:)` replaces them.
package enum Remedy: Hashable, Sendable, CustomStringConvertible {
    /// An option of the command that was run, with the value to give it, if any: `--param parent=NAME`.
    case option(Option, value: String? = nil)
    /// Another command to run, with its arguments and options: `viper-gen adopt Search --force`.
    case command(Command, arguments: [String] = [], options: [Option] = [])

    /// The options a remedy may name; each is an option of a command (the command line's tests check each one).
    package enum Option: String, Hashable, Sendable, CaseIterable {
        case force, param, addTarget, xcodeTarget, xcodeTestTarget, package, output, moduleFolder, targetDependency
        case renderLimit, testsOutput, testsModuleFolder
        /// The Swift module of the generated code, and the class prefix of its types.
        case target, prefix
        /// Generamba's option for where a module lies (`gen` and `adopt` take it).
        case generambaModulePath
        /// Generamba's option for where a module's tests lie (`gen` and `adopt` take it).
        case generambaTestPath
        /// A folder of template sets the user names for one run.
        case templateDir
        /// The template set a module is made with.
        case template
    }

    /// The commands a remedy may name.
    package enum Command: String, Hashable, Sendable, CaseIterable {
        case adopt, check, module, remove, update
    }

    private static let start: Character = "\u{FFF9}"
    private static let separator: Character = "\u{FFFA}"
    private static let end: Character = "\u{FFFB}"

    /// The remedy as it stands in a message until a way in spells it.
    package var description: String {
        let fields: [String]
        switch self {
        case .option(let option, let value):
            fields = ["o", option.rawValue] + (value.map { ["v" + $0] } ?? [])
        case .command(let command, let arguments, let options):
            fields = ["c", command.rawValue] + arguments.map { "a" + $0 } + options.map { "o" + $0.rawValue }
        }
        // Appended one by one: the standard library's generic `joined(separator:)` costs about 170,000 instructions
        // the first time a run calls it, and every run makes remedies (the render limits' hint holds two).
        var text = String(Self.start)
        for index in fields.indices {
            if index > 0 { text.append(Self.separator) }
            text += fields[index]
        }
        text.append(Self.end)
        return text
    }

    /// `text` with each remedy in it replaced by `spell`'s words for it; text without remedies as it is.
    package static func spelling(in text: String, _ spell: (Remedy) -> String) -> String {
        // Most text holds no remedy: a scan of its scalars, without forming characters, says so.
        guard text.unicodeScalars.contains("\u{FFF9}") else { return text }
        var result = ""
        var rest = text[...]
        while let open = rest.firstIndex(of: start), let close = rest[open...].firstIndex(of: end) {
            result += rest[..<open]
            let marker = rest[rest.index(after: open)..<close]
            result += Remedy(marker: marker).map(spell) ?? String(rest[open...close])
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// The remedy a marker's fields stand for; `nil` for text that is not one.
    private init?(marker: Substring) {
        let fields = marker.split(separator: Self.separator, omittingEmptySubsequences: false)
        guard fields.count >= 2 else { return nil }
        switch fields[0] {
        case "o":
            guard let option = Option(rawValue: String(fields[1])), fields.count <= 3 else { return nil }
            let value = fields.count == 3 && fields[2].hasPrefix("v") ? String(fields[2].dropFirst()) : nil
            guard fields.count == 2 || value != nil else { return nil }
            self = .option(option, value: value)
        case "c":
            guard let command = Command(rawValue: String(fields[1])) else { return nil }
            var arguments: [String] = []
            var options: [Option] = []
            for field in fields.dropFirst(2) {
                if field.hasPrefix("a") {
                    arguments.append(String(field.dropFirst()))
                } else if field.hasPrefix("o"), let option = Option(rawValue: String(field.dropFirst())) {
                    options.append(option)
                } else {
                    return nil
                }
            }
            self = .command(command, arguments: arguments, options: options)
        default:
            return nil
        }
    }
}
