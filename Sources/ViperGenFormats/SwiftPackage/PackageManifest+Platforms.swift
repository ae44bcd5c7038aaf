extension PackageManifest {
    /// The lowest version of each platform that `Package.swift`'s `platforms:` list declares, as written there
    /// (`.iOS(.v14)` as `iOS: "14"`, `.macOS(.v10_15)` as `macOS: "10.15"`, `.iOS("14.0")` as `iOS: "14.0"`).
    /// Empty when the file does not split into tokens or has no literal `platforms: [...]` list; an entry whose
    /// version is not literal is left out: what cannot be read is not guessed.
    package static func platforms(in bytes: [UInt8]) -> [String: String] {
        var scanner = SwiftTokenScanner(bytes: bytes)
        guard let tokens = try? scanner.tokens() else { return [:] }
        guard
            let label = tokens.indices.dropLast(2).first(where: {
                tokens[$0].identifier == "platforms" && tokens[$0 + 1].isPunctuation(":")
                    && tokens[$0 + 2].isPunctuation("[")
            })
        else { return [:] }
        var platforms: [String: String] = [:]
        var depth = 0
        var index = label + 2
        while index < tokens.count {
            let token = tokens[index]
            if token.isPunctuation("[") || token.isPunctuation("(") { depth += 1 }
            if token.isPunctuation("]") || token.isPunctuation(")") { depth -= 1 }
            if depth == 0 { break }
            // `.iOS(` at the list's own level, then `.v14)` or `"14.0")`.
            if depth == 1, token.isPunctuation("."), index + 4 < tokens.count,
                let platform = tokens[index + 1].identifier, tokens[index + 2].isPunctuation("(")
            {
                let argument = tokens[index + 3]
                if case .string(let value?) = argument.kind, tokens[index + 4].isPunctuation(")") {
                    platforms[platform] = value
                } else if argument.isPunctuation("."), index + 5 < tokens.count,
                    let name = tokens[index + 4].identifier, name.hasPrefix("v"), tokens[index + 5].isPunctuation(")")
                {
                    platforms[platform] = String(name.dropFirst()).replacingUnderscores()
                }
            }
            index += 1
        }
        return platforms
    }
}

extension String {
    /// The text with each `_` a `.`: `10_15` → `10.15`.
    fileprivate func replacingUnderscores() -> String {
        String(map { $0 == "_" ? "." : $0 })
    }
}
