import ViperGenSupport

/// What `templates install` wrote into one installed set's folder: each file's path inside the set and the SHA-256
/// of the bytes written, kept in the hidden file `.viper-gen-installed` in that folder (hidden, so the set's loads and
/// content hash never see it). `--force` deletes only files this record names whose bytes still hash as recorded;
/// any other file in the folder (added by hand, or edited since) stays.
///
/// One line a file, `<sha256 hex> <path>`, sorted by path. A line that is not of that shape, or whose path is not a
/// plain relative path inside the set (no `..`, no hidden or empty component, no control character), is ignored:
/// nothing it names is deleted. In a path, `\` is written `\\` and a control character `\u{A}` (its hex code), so
/// that no name makes a line of its own: a set whose file is named `x<line break><hash> NOTES.md` cannot add a line
/// naming the user's `NOTES.md` (`templates install` refuses such names too).
struct InstalledSetRecord: Equatable {
    /// The record's file name inside the installed set's folder.
    static let fileName = ".viper-gen-installed"

    /// SHA-256 (lowercase hex) of each recorded file, by path inside the set.
    var hashes: [String: String] = [:]

    /// The record of installing `files` (path inside the set → text).
    init(files: [String: String]) {
        for (path, text) in files { hashes[path] = SHA256.hex(Array(text.utf8)) }
    }

    /// The record read back from `text`; unusable lines are skipped.
    init(parsing text: String) {
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, parts[0].count == 64, parts[0].allSatisfy(\.isHexDigit) else { continue }
            guard let path = Self.unescaped(parts[1]), Self.isPlainRelativePath(path) else { continue }
            hashes[path] = parts[0].lowercased()
        }
    }

    /// The record as written.
    var text: String {
        hashes.keys.sorted().map { "\(hashes[$0]!) \(Self.escaped($0))\n" }.joined()
    }

    /// Whether `scalar` is a control character (C0, DEL, C1, or a line or paragraph separator): never in a set file's
    /// name, so never in a record.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }

    /// `path` as the record writes it: `\` doubled, each control character as `\u{HEX}`.
    private static func escaped(_ path: String) -> String {
        var text = ""
        for scalar in path.unicodeScalars {
            if scalar == "\\" {
                text += "\\\\"
            } else if isControl(scalar) {
                text += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    /// The path `escaped(_:)` wrote as `text`; `nil` for a malformed escape or a control character written as is.
    private static func unescaped(_ text: Substring) -> String? {
        var path = ""
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard !isControl(scalar) else { return nil }
            guard scalar == "\\" else {
                path.unicodeScalars.append(scalar)
                continue
            }
            switch scalars.next() {
            case "\\": path += "\\"
            case "u":
                guard scalars.next() == "{" else { return nil }
                var digits = ""
                var closed = false
                while let digit = scalars.next() {
                    closed = digit == "}"
                    if closed { break }
                    digits.unicodeScalars.append(digit)
                }
                guard closed, let value = UInt32(digits, radix: 16), let decoded = Unicode.Scalar(value) else {
                    return nil
                }
                path.unicodeScalars.append(decoded)
            default: return nil
            }
        }
        return path
    }

    /// Whether `path` holds the bytes recorded for it (`text`): viper-gen wrote it and nobody changed it since.
    func isUnchanged(_ path: String, text: String) -> Bool {
        hashes[path] == SHA256.hex(Array(text.utf8))
    }

    /// A path of visible components below the set's folder: never `..`, absolute, hidden, or with a control character
    /// (no install writes such a name, so a record naming one was not written by an install).
    private static func isPlainRelativePath(_ path: String) -> Bool {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        return !components.isEmpty && components.allSatisfy { !$0.isEmpty && !$0.hasPrefix(".") }
            && !path.unicodeScalars.contains(where: isControl)
    }
}
