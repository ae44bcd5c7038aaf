import Testing

@testable import ViperGenWriting

/// The folders a commit considers moving in as a whole, on the way to a file or a new folder.
@Suite struct FolderPrefixesTests {
    @Test func aFileHasTheFoldersAboveIt() {
        #expect(WriteTransaction.folderPrefixes(of: "a/b/c.swift", includingItself: false) == ["a", "a/b"])
        #expect(WriteTransaction.folderPrefixes(of: "c.swift", includingItself: false) == [])
    }

    @Test func aFolderHasItselfToo() {
        #expect(WriteTransaction.folderPrefixes(of: "a/b/c", includingItself: true) == ["a", "a/b", "a/b/c"])
        #expect(WriteTransaction.folderPrefixes(of: "a", includingItself: true) == ["a"])
    }

    /// As `split(separator:)` reads them: empty components (a doubled or trailing slash) are skipped, and the names
    /// keep their bytes (`é` here is `e` and a combining accent).
    @Test func emptyComponentsAreSkippedAndNamesKeptAsTheyAre() {
        #expect(
            WriteTransaction.folderPrefixes(of: "Se\u{301}arch//Views/", includingItself: true)
                == ["Se\u{301}arch", "Se\u{301}arch/Views"])
        #expect(WriteTransaction.folderPrefixes(of: "a//b/c.swift", includingItself: false) == ["a", "a/b"])
    }
}
