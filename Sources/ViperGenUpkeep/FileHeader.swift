import ViperGenGeneration

/// What the comment header of a file Generamba (or Xcode) wrote says about how it was made:
///
/// ```
/// //
/// //  EventListPresenter.swift
/// //  Events
/// //
/// //  Created by Kirill Klebanov on 16/09/2017.
/// //  Copyright © 2017 Acme. All rights reserved.
/// //
/// ```
///
/// Read from the file's leading `//` lines only; a file without such lines has no header. Dates are read as
/// Generamba writes them (`dd/MM/yyyy`) and as Xcode's file templates do in the common locales (`M/d/yy`,
/// `dd.MM.yy`, `dd.MM.yyyy`), and as ISO 8601 (`2017-09-16`); two-digit years are 20yy.
package struct FileHeader: Equatable, Sendable {
    /// The author of `Created by NAME on DATE.`
    package var author: String?
    /// The day of `Created by NAME on DATE.`, when it reads as one.
    package var date: GenerationDate?
    /// The company of `Copyright © YEAR COMPANY. All rights reserved.` (empty when the line has none).
    package var company: String?
    /// The project named on the line after the file's name (`//  Events`).
    package var project: String?

    /// How many leading lines are looked at.
    static let lineLimit = 16

    /// A header with these values.
    init(author: String?, date: GenerationDate?, company: String?, project: String?) {
        self.author = author
        self.date = date
        self.company = company
        self.project = project
    }

    /// The header of a file with these bytes; `nil` when its first line is no `//` comment.
    init?(_ bytes: [UInt8]) {
        var lines: [String] = []
        for line in bytes.prefix(4096).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .prefix(Self.lineLimit)
        {
            // Headers written by older tools are often Latin-1 (`José` as 0xE9): a line that is not UTF-8 is read
            // as Latin-1, byte for byte, so that its author is recorded as written rather than with U+FFFD.
            var text = String(strictUTF8: line) ?? String(String.UnicodeScalarView(line.map(Unicode.Scalar.init)))
            if text.hasSuffix("\r") { text.removeLast() }
            guard text.hasPrefix("//") else { break }
            lines.append(Self.trimmed(String(text.dropFirst(2))))
        }
        guard !lines.isEmpty else { return nil }
        for line in lines {
            if date == nil, line.hasPrefix("Created on ") {
                // viper-gen's own header without author or company.
                var dateText = String(line.dropFirst("Created on ".count))
                if dateText.hasSuffix(".") { dateText.removeLast() }
                date = Self.date(Self.trimmed(dateText))
            } else if author == nil, line.hasPrefix("Created by "), let on = Self.lastOn(in: line) {
                author = Self.trimmed(String(line[line.index(line.startIndex, offsetBy: 11)..<on.lowerBound]))
                var dateText = String(line[on.upperBound...])
                if dateText.hasSuffix(".") { dateText.removeLast() }
                date = Self.date(Self.trimmed(dateText))
            } else if company == nil, line.hasPrefix("Copyright") {
                company = Self.company(ofCopyright: line)
            }
        }
        // viper-gen's own header: `Created by NAME (COMPANY) on DATE.`, without a copyright line.
        if company == nil, let name = author, name.hasSuffix(")"), let open = name.lastIndex(of: "("),
            open > name.startIndex, name[name.index(before: open)] == " "
        {
            company = String(name[name.index(after: open)..<name.index(before: name.endIndex)])
            author = Self.trimmed(String(name[..<open]))
        }
        // `//`, `//  File.swift`, `//  Project`, `//`: the shape both Generamba's and Xcode's headers have (viper-gen's
        // third line, `Search module of App`, names no project).
        if lines.count >= 4, lines[0].isEmpty, lines[1].contains("."), !lines[2].isEmpty, lines[3].isEmpty,
            !lines[2].hasPrefix("Created "), !lines[2].hasPrefix("Copyright"), !lines[2].contains(" module of ")
        {
            project = lines[2]
        }
    }

    /// The company of `Copyright © 2017 Acme. All rights reserved.` (or `(c)`, or without the year).
    package static func company(ofCopyright line: String) -> String {
        var rest = Substring(line.dropFirst("Copyright".count))
        rest = rest.drop { $0 == " " }
        for mark in ["©", "(c)", "(C)"] where rest.hasPrefix(mark) { rest = rest.dropFirst(mark.count) }
        rest = rest.drop { $0 == " " }
        let year = rest.prefix { $0.isASCII && $0.isNumber }
        if year.count == 4 { rest = rest.dropFirst(4) }
        var text = trimmed(String(rest))
        for suffix in ["All rights reserved.", "All rights reserved"] where text.hasSuffix(suffix) {
            text = trimmed(String(text.dropLast(suffix.count)))
            break
        }
        if text.hasSuffix(".") { text.removeLast() }
        return trimmed(text)
    }

    /// The day `text` writes in one of the shapes this type reads; `nil` for any other text or an impossible day.
    package static func date(_ text: String) -> GenerationDate? {
        if let iso = GenerationDate(iso8601: text), text.count == 10 { return iso }
        for separator: Character in ["/", "."] {
            let parts = text.split(separator: separator, omittingEmptySubsequences: false)
            guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
                let first = Int(parts[0]), let second = Int(parts[1]), var year = Int(parts[2]),
                parts[2].count == 2 || parts[2].count == 4
            else { continue }
            if parts[2].count == 2 { year += 2000 }
            // Slashes with a two-digit year are Xcode's US `M/d/yy`; otherwise the day comes first.
            let (month, day) = separator == "/" && parts[2].count == 2 ? (first, second) : (second, first)
            guard (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day) else { return nil }
            return GenerationDate(year: year, month: month, day: day)
        }
        return nil
    }

    /// The range of the last ` on ` in `line`, after `Created by `.
    private static func lastOn(in line: String) -> Range<String.Index>? {
        let characters = Array(line)
        let word = Array(" on ")
        var index = characters.count - word.count
        while index >= 10 {
            if Array(characters[index..<(index + word.count)]) == word {
                let start = line.index(line.startIndex, offsetBy: index)
                return start..<line.index(start, offsetBy: word.count)
            }
            index -= 1
        }
        return nil
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    private static func trimmed(_ text: String) -> String {
        String(text.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
