/// How Generamba turns a rambaspec entry's `name` into folders (`module_generator.rb`).
package enum GenerambaPaths {
    /// `File.dirname(name)`: the folder part of an entry's name, or `nil` when it has none (`.`).
    package static func group(ofEntryNamed name: String) -> String? {
        let trimmed = name.hasSuffix("/") && name.count > 1 ? String(name.dropLast()) : name
        guard let slash = trimmed.lastIndex(of: "/") else { return nil }
        let folder = String(trimmed[..<slash])
        return folder.isEmpty ? nil : folder
    }

    /// `File.basename(name)`: the last part of an entry's name.
    package static func basename(ofEntryNamed name: String) -> String {
        let trimmed = name.hasSuffix("/") && name.count > 1 ? String(name.dropLast()) : name
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// The folder an entry without `path` stands for: its name with one leading and one trailing `/` removed, as
    /// Generamba's `gsub(/^\/|\/$/, '')` does.
    package static func folder(ofEntryNamed name: String) -> String {
        var folder = Substring(name)
        if folder.hasPrefix("/") { folder = folder.dropFirst() }
        if folder.hasSuffix("/") { folder = folder.dropLast() }
        return String(folder)
    }
}
