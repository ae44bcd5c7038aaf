#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension FileSystem {
    /// Whether two file names are one file on a case-insensitive file system (APFS's and HFS+'s default on macOS,
    /// NTFS): equal ignoring letter case and Unicode normalisation (`Search` and `search`, `Café` composed and
    /// decomposed). Swift compares strings by canonical equivalence, so lowercasing is all that is left to do.
    ///
    /// Strings, not any `StringProtocol`: the callers are in other modules, where a generic runs unspecialized, and
    /// planning asks this for every entry of every folder it checks.
    package static func isSameNameIgnoringCase(_ one: String, _ other: String) -> Bool {
        one.lowercased() == other.lowercased()
    }

    /// The entry of the folder at `folderPath` that a case-insensitive file system takes for `name` (see
    /// `caseVariant(of:inFolder:listings:)`), listing the folder now.
    package static func caseVariant(of name: String, inFolder folderPath: String) -> String? {
        var listings = FolderListings()
        return caseVariant(of: name, inFolder: folderPath, listings: &listings)
    }

    /// The entry of the folder at `folderPath` that a case-insensitive file system takes for `name` while it is
    /// spelled differently (other letter case, other Unicode normalisation): `search` for `Search`. `nil` when the
    /// folder holds `name` exactly, byte for byte, or nothing like it, or cannot be listed.
    ///
    /// A Mac finds such an entry when asked for `name` and would write into it; Linux would make a second entry that
    /// a Mac cannot check out. Either way it is refused, so that a repository moves between both unharmed.
    ///
    /// With `listings`, each folder is listed once for all the checks of one planning step (nothing is written while
    /// a run plans), not once a file: a run of 1,000 modules into one folder lists it once, not 9,000 times.
    package static func caseVariant(
        of name: String, inFolder folderPath: String, listings: inout FolderListings
    ) -> String? {
        guard let entries = listings.entries(named: name, inFolder: folderPath) else { return nil }
        let bytes = Array(name.utf8)
        if entries.contains(where: { $0.utf8.elementsEqual(bytes) }) { return nil }
        return entries.first
    }
}

/// What one planning step has learnt about the disk: the entries of the folders listed so far, by folder path (`nil`
/// for a folder that cannot be listed), and the types of the paths looked up. Nothing is written while a run plans,
/// so each is looked at once.
package struct FolderListings {
    /// Each folder's entries by their name lowercased (`isSameNameIgnoringCase`), in the order listed: a name is
    /// looked up, not compared with every entry, so that checking a folder of thousands of modules costs the same for
    /// each.
    private var listed: [String: [String: [String]]?] = [:]
    private var types = FileTypeMemo()

    /// No folder listed yet.
    package init() {}

    /// The entries of the folder at `path` that a case-insensitive file system takes for `name`, in the order
    /// listed (none: `[]`); `nil` when the folder cannot be listed. The folder is read from disk the first time only.
    mutating func entries(named name: String, inFolder path: String) -> [String]? {
        if let known = listed[path] { return known.map { $0[name.lowercased()] ?? [] } }
        let entries = FileSystem.entryNames(inFolder: path)
        let byName = entries.map { entries in
            var byName: [String: [String]] = [:]
            for entry in entries { byName[entry.lowercased(), default: []].append(entry) }
            return byName
        }
        listed[path] = .some(byName)
        return byName.map { $0[name.lowercased()] ?? [] }
    }

    /// The type of what is at `path`, without following a final symbolic link: looked at once in the step, and not
    /// at all below a folder found missing (`FileTypeMemo`).
    package mutating func type(of path: String) -> FileSystem.FileType? {
        types.type(of: path)
    }
}
