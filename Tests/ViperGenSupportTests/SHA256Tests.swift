import Testing

@testable import ViperGenSupport

/// SHA-256 against FIPS 180-4's examples and digests from Python's hashlib (`hashlib.sha256(m).hexdigest()`), and fed in
/// pieces: whatever the pieces' sizes around the 64-byte blocks, the digest is the one of the whole.
@Suite struct SHA256Tests {
    @Test func digestsEqualTheStandardsAndAReferenceImplementation() {
        #expect(SHA256.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(
            SHA256.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(
            SHA256.hex(
                "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmno"
                    + "ijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu")
                == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
        #expect(
            SHA256.hex([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        // The padding's edge cases: lengths around one block, where the length field does or does not still fit.
        let edges = [
            55: "d5e285683cd4efc02d021a5c62014694958901005d6f71e89e0989fac77e4072",
            56: "04c26261370ee7541549d16dee320c723e3fd14671e66a099afe0a377c16888e",
            63: "75220b47218278e656f2013bb8f0c455a25eaf01e86c64924e9d48d89776d6f2",
            64: "7ce100971f64e7001e8fe5a51973ecdfe1ced42befe7ee8d5fd6219506b5393c",
            119: "000b48d4edf0fa7bee3c6236ecd2785baa5db4eeb8bb54341b029e0d9fa5fb0c",
            120: "13f05a0b594787f5ecd315edc96141bd3243203d1b7d4f0836f37308b276ba98",
        ]
        for (count, digest) in edges {
            #expect(SHA256.hex([UInt8](repeating: UInt8(ascii: "x"), count: count)) == digest, "\(count) bytes")
        }
        // Every byte value, many blocks and a partial one.
        let mixed = (0..<100_003).map { UInt8(truncatingIfNeeded: (UInt64($0) &* 2_654_435_761) >> 13) }
        #expect(SHA256.hex(mixed) == "c06f53971c7943fafd45b744804b7c7480642a5f81fdac2c2400537dcbe9c962")
    }

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
        #expect(whole == "5097e7d587352f5097062ae679f37bda5802d9f875aba14c8cb4d1a188ada179")
    }
}
