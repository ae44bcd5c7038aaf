import Testing

@testable import ViperGenTemplateSets

/// What EmbedTemplatesTool computes when viper-gen is built equals what the library computes at run time.
@Suite struct EmbeddedTemplatesTests {
    /// The content hash of each built-in set, hashed by the tool, is the hash of the set's files as the library
    /// reads them (the lockfile records it; `check` compares it with the set's files).
    @Test func theBuiltInSetsContentHashesAreTheirFilesHashes() throws {
        #expect(EmbeddedTemplates.contentHashes.keys.sorted() == TemplateLibrary.builtInNames)
        for name in TemplateLibrary.builtInNames {
            #expect(
                EmbeddedTemplates.contentHashes[name]
                    == TemplateSet.contentHash(of: TemplateLibrary.builtInFiles(of: name)), "\(name)")
        }
        let set = try TemplateLibrary(searchDirectories: []).load("viper")
        #expect(set.contentHash == TemplateSet.contentHash(of: TemplateLibrary.builtInFiles(of: "viper")))
        #expect(set.contentHash.count == 64)
    }
}
