/// `viper-gen help --man`: the manual page in roff (`man` macros), built from the same command list and option
/// declarations as the help, and the template sets found. No date, so that the page is reproducible.
struct ManPage {
    let commands: [CommandReference]
    let templateSets: [TemplateSetReference]

    /// The page.
    var text: String {
        var lines = [
            ".TH VIPER\\-GEN 1 \"\" \"viper\\-gen \(HelpText.version)\" \"User Commands\"",
            ".SH NAME",
            "viper\\-gen \\- generate VIPER modules from templates",
            ".SH SYNOPSIS",
        ]
        for command in commands {
            for usage in command.usage {
                lines += [".B viper\\-gen", Self.escape(usage), ".br"]
            }
        }
        lines += [".B viper\\-gen \\-\\-version", ".SH DESCRIPTION"]
        lines.append(
            Self.escape(
                "viper-gen renders a template set into the files of one VIPER module per name, checks everything "
                    + "first, then writes all files or none. Existing files are never replaced without --force."))
        lines += [
            ".PP",
            Self.escape(
                "Each module is recorded in viper-gen.lock and its base in viper-gen.bases/, next to viper-gen.json "
                    + "(or in the current folder): commit both with the code, since update, check and remove work "
                    + "from them."),
            ".PP",
            Self.escape(
                "Every path that comes from the repository (config, lockfile, template sets) is resolved with every "
                    + "symbolic link followed and must lie inside the project folder and outside .git; anything "
                    + "else is refused before anything is written."),
        ]
        lines.append(".SH COMMANDS")
        for command in commands {
            lines += [".SS \(Self.escape(command.name))", Self.escape(command.summary)]
            if !command.aliases.isEmpty {
                lines += [".PP", Self.escape("Also spelled: " + command.aliases.joined(separator: ", ") + ".")]
            }
            if !command.subcommands.isEmpty {
                lines += [".PP", Self.escape("Subcommands: " + command.subcommands.joined(separator: ", ") + ".")]
            }
            for option in command.options { lines += Self.item(option) }
        }
        lines.append(".SH OPTIONS")
        for option in CommandReference.globalOptions { lines += Self.item(option) }
        if !templateSets.isEmpty {
            lines.append(".SH TEMPLATE SETS")
            for set in templateSets {
                lines += [".SS \(Self.escape(set.name))", Self.escape(set.summary)]
                for parameter in set.parameters {
                    let values = parameter.values.isEmpty ? "any text" : parameter.values.joined(separator: ", ")
                    lines += [
                        ".TP", "\\fB\\-\\-param \(Self.escape(parameter.name))=\\fR\\fI\(Self.escape(values))\\fR",
                        Self.escape("\(parameter.description) (default: \(parameter.defaultValue))"),
                    ]
                }
            }
        }
        lines += [
            ".SH EXIT STATUS",
            Self.escape(
                "0 success, 64 usage error, 65 bad template or data, 73 cannot create output (exists without "
                    + "--force), 74 I/O error."),
            ".SH SEE ALSO",
            Self.escape("viper-gen help COMMAND; viper-gen completions bash|zsh|fish; viper-gen help --json"),
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `.TP` with the option's spellings in bold and its value in italics, then its help.
    private static func item(_ option: CommandReference.Option) -> [String] {
        let spellings = option.spellings.map { "\\fB\(escape($0))\\fR" }.joined(separator: ", ")
        let value = option.value.map { " \\fI\(escape($0))\\fR" } ?? ""
        let repeatable = option.repeatable ? " (repeatable)" : ""
        return [".TP", spellings + value, escape(option.help) + (option.help.contains("repeatable") ? "" : repeatable)]
    }

    /// Text as roff reads it literally: backslashes and hyphens escaped, and a leading `.` or `'` kept from being
    /// read as a request.
    static func escape(_ text: String) -> String {
        var escaped = text.replacing("\\", with: "\\e").replacing("-", with: "\\-")
        if escaped.hasPrefix(".") || escaped.hasPrefix("'") { escaped = "\\&" + escaped }
        return escaped
    }
}
