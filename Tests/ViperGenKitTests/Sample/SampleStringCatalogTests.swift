import Foundation
import Testing
import ViperGenTestSupport

/// The iOS sample's String Catalog: every text that the app and TodoCore word with `String(localized:)` has a
/// German translation, and no key is left from a screen that no longer shows it.
@Suite("Sample String Catalog")
struct SampleStringCatalogTests {
    static let catalog = repositoryRoot.appending(path: "Sample/iOS/TodoApp/Localizable.xcstrings")

    /// The German value of each key of the catalog that has a translated one.
    static func germanEntries() throws -> [String: String] {
        let data = try Data(contentsOf: catalog)
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let strings = try #require(root["strings"] as? [String: [String: Any]])
        var entries: [String: String] = [:]
        for (key, entry) in strings {
            let localizations = entry["localizations"] as? [String: [String: [String: String]]]
            let unit = localizations?["de"]?["stringUnit"]
            if unit?["state"] == "translated", let value = unit?["value"] {
                entries[key] = value
            }
        }
        return entries
    }

    /// The literal of each `String(localized: "…"` in `file` (on the same line or the next), with `\u{…}` escapes
    /// read, as a pattern in which each interpolation matches a catalog placeholder (`%@`, `%lld`).
    static func localizedKeyPatterns(in file: URL) throws -> [String] {
        let source = try String(contentsOf: file, encoding: .utf8)
        let literal = /String\(\s*localized:\s*"((?:[^"\\]|\\.)*)"/
        return source.matches(of: literal).map { match in
            var text = String(match.output.1)
            text = text.replacing(/\\u\{([0-9A-Fa-f]+)\}/) { escape in
                String(Character(Unicode.Scalar(UInt32(escape.output.1, radix: 16) ?? 0x3F) ?? "?"))
            }
            var pattern = ""
            var rest = Substring(text)
            while let interpolation = rest.firstMatch(of: /\\\([^)]*\)\)?/) {
                pattern += NSRegularExpression.escapedPattern(for: String(rest[..<interpolation.range.lowerBound]))
                pattern += "%(?:@|lld)"
                rest = rest[interpolation.range.upperBound...]
            }
            return "^" + pattern + NSRegularExpression.escapedPattern(for: String(rest)) + "$"
        }
    }

    @Test("Every error message the app shows is in the catalog, in German too")
    func errorMessagesAreTranslated() throws {
        let entries = try Self.germanEntries()
        let file = repositoryRoot.appending(path: "Sample/Sources/TodoCore/Entities/TodoError.swift")
        let patterns = try Self.localizedKeyPatterns(in: file)
        #expect(patterns.count == 12)
        for pattern in patterns {
            let regex = try Regex(pattern)
            #expect(entries.keys.contains { $0.wholeMatch(of: regex) != nil }, "no German entry matches \(pattern)")
        }
    }

    @Test("Every key the iOS modules word is <Module>.<purpose>, in the catalog and in German, and none is left over")
    func moduleKeysAreTranslated() throws {
        let entries = try Self.germanEntries()
        let modules = repositoryRoot.appending(path: "Sample/iOS/TodoApp/Modules")
        let key = /LocalizedStringResource\(\s*"([^"]+)"/
        var used: Set<String> = []
        for (path, source) in snapshotTree(modules) where path.hasSuffix(".swift") {
            // The folder is the module, or VIPER for the support layer.
            let module = String(try #require(path.split(separator: "/").first))
            for match in source.matches(of: key) {
                let name = String(match.output.1)
                #expect(name.hasPrefix("\(module)."), "\(path): the key \(name) is not \(module).<purpose>")
                used.insert(name)
            }
        }
        #expect(used.count >= 30, "the modules' keys were not found: \(used.sorted())")
        #expect(used.subtracting(entries.keys).isEmpty, "no German entry: \(used.subtracting(entries.keys).sorted())")
        let moduleKeys = entries.keys.filter { $0.wholeMatch(of: /[A-Z][A-Za-z]*\.[a-z][A-Za-z]*/) != nil }
        #expect(Set(moduleKeys).subtracting(used).isEmpty, "keys no module uses: \(Set(moduleKeys).subtracting(used))")
    }

    @Test("No key teaches typed due days or refuses one, which the app's date pickers replaced")
    func noTypedDueDayKey() throws {
        let entries = try Self.germanEntries()
        #expect(entries.keys.filter { $0.contains("+3d") || $0.contains("is not a due day") }.isEmpty)
    }
}
