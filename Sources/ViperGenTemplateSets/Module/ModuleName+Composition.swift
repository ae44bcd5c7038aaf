extension ModuleName {
    /// `name` in Unicode's composed form (NFC): `Cafe\u{301}`, decomposed as macOS file dialogs and some keyboards
    /// type it, becomes `Café`. Swift compares the two as equal, but file names, the lockfile and generated code hold
    /// bytes, so every module name is composed before it names anything: both spellings give the same files and the
    /// same lockfile entry.
    ///
    /// The standard library's own NFC (the one `==` compares by) is used: Foundation's
    /// `precomposedStringWithCanonicalMapping` is not in FoundationEssentials, the only Foundation viper-gen links,
    /// and `_nfcCodeUnits` carries no availability, so it exists on every Apple platform version Swift 5 runs on.
    package static func composed(_ name: String) -> String {
        String(decoding: name._nfcCodeUnits, as: UTF8.self)
    }
}
