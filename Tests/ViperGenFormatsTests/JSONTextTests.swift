import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenFormats

/// `JSONText.quoted`, which writes every string of the lockfile and of `init`'s config.
@Suite struct JSONTextTests {
    @Test(arguments: [
        ("plain", #""plain""#),
        ("a\"b", #""a\"b""#),
        ("back\\slash", #""back\\slash""#),
        ("line\nbreak\r\ttab", #""line\nbreak\r\ttab""#),
        ("\u{01}\u{1F}", #""\u0001\u001f""#),
        ("café 🚀 Ünïcode", "\"café 🚀 Ünïcode\""),
        ("", #""""#),
    ])
    func quotesAsJSON(text: String, expected: String) {
        #expect(JSONText.quoted(text) == expected)
    }

    /// The byte-wise writer gives what the scalar-wise one it replaced gave, on random text of every kind of scalar.
    @Test func equalsTheScalarWiseWriterOnRandomText() {
        var generator = SplitMix64(seed: 0x5EED)  // the merge tests' generator: a failure repeats
        let alphabet: [Unicode.Scalar] = [
            "a", "Z", " ", "\"", "\\", "/", "\n", "\r", "\t", "\u{00}", "\u{07}", "\u{1F}",
            "\u{7F}", "é", "\u{2028}", "中", "🚀",
        ]
        for _ in 0..<2_000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int(generator.next() % 24) {
                text.append(alphabet[Int(generator.next() % UInt64(alphabet.count))])
            }
            let string = String(text)
            #expect(JSONText.quoted(string) == Self.scalarWise(string), "\(string.debugDescription)")
        }
    }

    /// The writer before: scalar by scalar.
    static func scalarWise(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
