@testable import ViperGenKit
@testable import ViperGenSupport

/// The catalog's "Commands and options" article (`Commands.md`), generated from the same command list, help pages
/// and option declarations as `viper-gen help`, the man page and the completions, and from the built-in template
/// sets, so that it cannot drift from what the tool parses and prints. `CommandsArticleTests` compares the committed
/// article with it.
struct CommandsArticle {
    let commands: [any Command.Type]
    let templateSets: [TemplateSetReference]

    /// The article's path in the repository.
    static let path = "Sources/ViperGenKit/ViperGenKit.docc/Commands.md"

    /// The article.
    var text: String {
        var lines = [
            "# Commands and options",
            "",
            "Every command of `viper-gen` with its options, as `viper-gen help COMMAND` prints them.",
            "",
            "<!-- Generated from the command list by CommandsArticleTests; do not edit. After changing a command, "
                + "re-record with VIPER_GEN_RECORD_GOLDENS=1 swift test --filter CommandsArticleTests. -->",
            "",
            "## Overview",
            "",
            "This page is generated from the declarations `viper-gen help`, `viper-gen help --man`, "
                + "`viper-gen help --json` and the shell completions are made from, and a test fails when it "
                + "differs from them. Options that take a value show it after the name (`--output DIR`); "
                + "`viper-gen COMMAND --help` prints the same page as `viper-gen help COMMAND`.",
            "",
            "| Command | What it does |",
            "| --- | --- |",
        ]
        let references = commands.map { $0.reference } + [CommandReference.help]
        for reference in references {
            lines.append("| <doc:Commands#\(reference.name)> | \(Self.cell(reference.summary)) |")
        }
        for command in commands {
            let reference = command.reference
            lines += ["", "## \(reference.name)", "", Self.sentence(reference.summary)]
            if !reference.aliases.isEmpty {
                lines += ["", "Also spelled " + reference.aliases.map { "`\($0)`" }.joined(separator: ", ") + "."]
            }
            let page = command.help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            lines += ["", "```text"] + page
            if lines.last == "" { lines.removeLast() }
            lines.append("```")
        }
        let help = CommandReference.help
        lines += ["", "## help", "", Self.sentence(help.summary), "", "```text"]
        lines += help.usage.map { "viper-gen " + $0 } + ["```", ""] + Self.optionTable(help.options)
        lines += ["", "## Options without a command", "", "`viper-gen` alone takes these:", ""]
        lines += Self.optionTable(CommandReference.globalOptions)
        for set in templateSets {
            lines += [
                "", "## Parameters of the \(set.name) set", "",
                Self.sentence(set.summary)
                    + " Set a parameter with `--param NAME=VALUE` (or `\"parameters\"` in `viper-gen.json`).",
                "", "| Parameter | Values | Default | Meaning |", "| --- | --- | --- | --- |",
            ]
            for parameter in set.parameters {
                let quoted = parameter.values.map { "`\($0)`" }.joined(separator: ", ")
                let values = parameter.values.isEmpty ? "any text" : quoted
                lines.append(
                    "| `\(parameter.name)` | \(Self.cell(values)) | `\(parameter.defaultValue)` | "
                        + "\(Self.cell(parameter.description)) |")
            }
        }
        lines += [
            "", "## Exit status", "",
            "| Code | Meaning |", "| --- | --- |",
            "| 0 | success |",
            "| 1 | `check` found a module that needs attention; `update` left conflict markers |",
        ]
        for category in [Diagnostic.Category.usage, .data, .cannotCreate, .io] {
            lines.append("| \(category.rawValue) | \(Self.meaning(category)) |")
        }
        lines += ["", "<doc:RobustnessAndExitCodes> says which problem gets which code."]
        return lines.joined(separator: "\n") + "\n"
    }

    /// An option table: every spelling with its value, and its help.
    private static func optionTable(_ options: [CommandReference.Option]) -> [String] {
        var lines = ["| Option | Meaning |", "| --- | --- |"]
        for option in options {
            let value = option.value.map { " " + $0 } ?? ""
            let spellings = option.spellings.map { "`\($0)\(value)`" }.joined(separator: ", ")
            let repeatable = option.repeatable && !option.help.contains("repeatable") ? " (repeatable)" : ""
            lines.append("| \(spellings) | \(cell(option.help + repeatable)) |")
        }
        return lines
    }

    private static func meaning(_ category: Diagnostic.Category) -> String {
        switch category {
        case .usage:
            "usage error: an unknown command or option, a missing value, a bad name or value given as an option"
        case .data: "bad data: a template, manifest, config, lockfile or project file error, at its `file:line:col`"
        case .cannotCreate: "cannot create: an output file exists (without `--force`), or its place is blocked"
        case .io: "an I/O error while reading or writing"
        }
    }

    /// Text for a table cell: `|` and `<` escaped, so that neither ends the cell nor starts an HTML tag.
    private static func cell(_ text: String) -> String {
        text.replacing("|", with: "\\|").replacing("<", with: "\\<")
    }

    /// `text` ending in a full stop.
    private static func sentence(_ text: String) -> String {
        text.hasSuffix(".") ? text : text + "."
    }
}
