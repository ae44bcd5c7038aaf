import Testing

@testable import ViperGenKit
@testable import ViperGenSupport

/// SHA-256 fed in pieces: whatever the pieces' sizes around the 64-byte blocks, the digest is the one of the whole.
@Suite struct SHA256Tests {
    @Test func piecesOfAnySizeGiveTheDigestOfTheWhole() {
        let message = (0..<1_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        let whole = SHA256.hex(message)
        for size in [1, 3, 55, 56, 63, 64, 65, 127, 128, 129, 999] {
            var hash = SHA256()
            var start = 0
            while start < message.count {
                hash.update(message[start..<min(start + size, message.count)])
                start += size
            }
            #expect(hash.finalHex() == whole, "pieces of \(size) bytes")
        }
        // A non-contiguous collection, and a string's UTF-8 view.
        var lazy = SHA256()
        lazy.update(message.lazy.map { $0 })
        #expect(lazy.finalHex() == whole)
        #expect(SHA256.hex(Array("é€".utf8)) == SHA256.hex("é€"))
        #expect(SHA256.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }
}
