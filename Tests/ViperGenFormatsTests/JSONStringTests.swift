import Testing

@testable import ViperGenEngine
@testable import ViperGenFormats
@testable import ViperGenSupport

/// The one reader of quoted strings (`JSONString`) in its two dialects: strict JSON (`JSONReader`: the config, the
/// lockfile, manifests) and JSON5 (`XCProjReader`: `project.xcproj`). Each dialect keeps its own grammar and
/// messages; the surrogate-pair joining and hex digits are one code.
@Suite struct JSONStringTests {
    private static func json(_ literal: String) -> Result<String, SourceProblem> {
        var index = 0
        return Result { () throws(SourceProblem) in
            try JSONString.read(SourceText(name: "t", text: literal), at: &index, .json)
        }
    }

    private static func json5(_ literal: String) -> Result<String, SourceProblem> {
        var index = 0
        return Result { () throws(SourceProblem) in
            try JSONString.read(SourceText(name: "t", text: literal), at: &index, .json5)
        }
    }

    private static func message(_ result: Result<String, SourceProblem>) -> String {
        switch result {
        case .success(let text): "value \(text.unicodeScalars.map { String($0.value, radix: 16) })"
        case .failure(let problem): "\(problem.location.line):\(problem.location.column): \(problem.message)"
        }
    }

    @Test(arguments: [
        (#""a\"b\\c\/d\n\t\r\b\f""#, "a\"b\\c/d\n\t\r\u{8}\u{C}"),
        (#""\u00e9\ud83d\ude00""#, "é😀"),
        (#""Über ✓""#, "Über ✓"),
    ])
    func bothDialectsReadJSONStrings(literal: String, value: String) throws {
        #expect(try Self.json(literal).get() == value)
        #expect(try Self.json5(literal).get() == value)
    }

    @Test func json5AddsQuotesEscapesAndLineContinuations() throws {
        #expect(try Self.json5(#"'it\'s "quoted"'"#).get() == "it's \"quoted\"")
        #expect(try Self.json5(#""\x41\v\0\q""#).get() == "A\u{B}\u{0}q")
        #expect(try Self.json5("\"one \\\ntwo \\\r\nthree \\\rfour\"").get() == "one two three four")
        #expect(try Self.json5("\"tab\there\"").get() == "tab\there")
    }

    @Test(arguments: [
        (#""a\qb""#, "1:3: invalid escape '\\q'", "value [\"61\", \"71\", \"62\"]"),
        (
            "\"tab\there\"", "1:5: control character in a string; escape it",
            "value [\"74\", \"61\", \"62\", \"9\", \"68\", \"65\", \"72\", \"65\"]"
        ),
        ("\"line\nbreak\"", "1:6: control character in a string; escape it", "1:1: string is never closed on its line"),
        (#""open"#, "1:1: string is never closed; add '\"'", "1:1: string is never closed; add '\"'"),
        (
            #""\u12"  "#, "1:2: invalid \\u escape; it takes four hex digits",
            "1:2: invalid hexadecimal digit in an escape"
        ),
        (#""\u12""#, "1:2: invalid \\u escape; it takes four hex digits", "1:2: incomplete escape"),
        (
            #""\ud83d""#,
            "1:2: unpaired surrogate '\\ud83d'; write a character above U+FFFF as both halves, such as "
                + "'\\ud83d\\ude00', or as itself",
            "1:2: \\u escape of a lone surrogate"
        ),
        (
            #""\ude00""#,
            "1:2: unpaired surrogate '\\ude00'; write a character above U+FFFF as both halves, such as "
                + "'\\ud83d\\ude00', or as itself",
            "1:2: \\u escape of a lone surrogate"
        ),
        (
            #""\ud83d\u0041""#,
            "1:2: unpaired surrogate '\\ud83d'; write a character above U+FFFF as both halves, such as "
                + "'\\ud83d\\ude00', or as itself",
            "1:2: invalid surrogate pair in a \\u escape"
        ),
        (
            #""\ud83d\uZZZZ""#, "1:8: invalid \\u escape; it takes four hex digits",
            "1:8: invalid hexadecimal digit in an escape"
        ),
    ])
    func eachDialectReportsItsOwnProblems(literal: String, json: String, json5: String) {
        #expect(Self.message(Self.json(literal)) == json)
        #expect(Self.message(Self.json5(literal)) == json5)
    }

    @Test func invalidUTF8IsReplacedInJSONAndRefusedInJSON5() throws {
        let literal = String(decoding: [UInt8(ascii: "\""), 0x63, UInt8(ascii: "\"")], as: UTF8.self)
        let bytes: [UInt8] = [UInt8(ascii: "\""), 0x63, 0xE9, UInt8(ascii: "\"")]
        let source = SourceText(name: "t", bytes: bytes)
        var index = 0
        #expect(try JSONString.read(source, at: &index, .json) == "c\u{FFFD}")
        #expect(index == 4)
        index = 0
        #expect(
            Self.message(Result { () throws(SourceProblem) in try JSONString.read(source, at: &index, .json5) })
                == "1:1: the string is not UTF-8 text")
        #expect(try Self.json5(literal).get() == "c")
    }
}
