import Testing

@testable import ViperGenSupport

/// `SwiftStringLiteral.quoted(_:)`, the one escaper of text written into Swift source (`Package.swift`'s target
/// names, the built-in templates compiled into the library): visible characters as themselves, letters outside ASCII
/// included, and each invisible one as an escape that a reader sees and the compiler accepts.
@Suite struct SwiftStringLiteralTests {
    @Test(arguments: [
        ("Search", #""Search""#),
        ("a\"b\\c", #""a\"b\\c""#),
        ("one\ntwo\r\n\tthree", #""one\ntwo\r\n\tthree""#),
        ("Café Ünïcödé 検索 🚀", #""Café Ünïcödé 検索 🚀""#),
        ("e\u{301}", "\"e\u{301}\""),
        ("nul\u{0} esc\u{1B} del\u{7F} c1\u{85}", #""nul\u{0} esc\u{1b} del\u{7f} c1\u{85}""#),
        ("zero\u{200B}width, bidi\u{202E}, soft\u{AD}hyphen", #""zero\u{200b}width, bidi\u{202e}, soft\u{ad}hyphen""#),
        ("no\u{A0}break, ideographic\u{3000}space", #""no\u{a0}break, ideographic\u{3000}space""#),
        ("line\u{2028}paragraph\u{2029}", #""line\u{2028}paragraph\u{2029}""#),
        ("private\u{E000}", #""private\u{e000}""#),
        ("👩\u{200D}💻", #""👩\u{200d}💻""#),
    ])
    func escapesWhatCannotBeSeen(text: String, literal: String) {
        #expect(SwiftStringLiteral.quoted(text) == literal)
    }
}
