import Testing

@testable import ViperGenSupport

/// `String(strictUTF8:)` accepts exactly the byte sequences that are valid UTF-8, as `String(validating:as:)` (macOS 15)
/// does, so the project and manifest readers refuse the same files on macOS 13 as on Linux.
@Suite struct StrictUTF8Tests {
    @Test(arguments: [
        ("ASCII", Array("Search".utf8)),
        ("two-, three- and four-byte sequences", Array("Über → 🚀".utf8)),
        ("a replacement character the file really holds", Array("a\u{FFFD}b".utf8)),
        ("nothing", []),
    ])
    func validBytesGiveTheirText(_ example: (name: String, bytes: [UInt8])) {
        #expect(String(strictUTF8: example.bytes).map { Array($0.utf8) } == example.bytes, "\(example.name)")
    }

    @Test(arguments: [
        ("a Latin-1 byte", [0x63, 0x61, 0x66, 0xE9] as [UInt8]),
        ("a sequence cut short", [0xE2, 0x86]),
        ("an overlong encoding of '/'", [0xC0, 0xAF]),
        ("a surrogate half", [0xED, 0xA0, 0x80]),
        ("a lone continuation byte", [0x41, 0x80, 0x42]),
        ("a byte never used", [0xFF]),
    ])
    func invalidBytesGiveNothing(_ example: (name: String, bytes: [UInt8])) {
        #expect(String(strictUTF8: example.bytes) == nil, "\(example.name)")
    }
}
