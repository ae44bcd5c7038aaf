#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `viper-gen help --json`: every command with its options, the global options and every template set with its
/// parameters, as one JSON document for editors and other tools.
struct HelpJSON: Encodable {
    let name = "viper-gen"
    let version = HelpText.version
    let commit = BuildInfo.commit
    let options = CommandReference.globalOptions
    let commands: [CommandReference]
    let templateSets: [TemplateSetReference]

    /// The document, keys sorted, ending in a line break.
    var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, arrays and booleans cannot fail.
        let data = (try? encoder.encode(self)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
