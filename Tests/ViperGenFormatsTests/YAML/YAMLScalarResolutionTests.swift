import Testing

@testable import ViperGenFormats

/// Plain scalars become the values Psych 2/3 (`Psych::ScalarScanner#tokenize`, YAML 1.1) gives them.
@Suite struct YAMLScalarResolutionTests {
    @Test(arguments: [
        ("", YAMLScalar.null), ("~", .null), ("null", .null), ("Null", .null), ("NULL", .null), ("nil", .string("nil")),
        ("true", .bool(true)), ("True", .bool(true)), ("TRUE", .bool(true)), ("yes", .bool(true)), ("Yes", .bool(true)),
        ("on", .bool(true)), ("ON", .bool(true)), ("false", .bool(false)), ("no", .bool(false)), ("No", .bool(false)),
        ("off", .bool(false)), ("Off", .bool(false)), ("y", .string("y")), ("n", .string("n")),
        ("Y", .string("Y")), ("yEs", .bool(true)), ("truely", .string("truely")), ("nope", .string("nope")),
    ])
    func nullAndBooleans(text: String, value: YAMLScalar) {
        #expect(YAMLNode.resolvePlain(text) == value)
    }

    @Test(arguments: [
        ("0", YAMLScalar.integer(0)), ("12", .integer(12)), ("-12", .integer(-12)), ("+12", .integer(12)),
        ("1_000", .integer(1000)), ("1,000", .integer(1000)), ("017", .integer(15)), ("08", .string("08")),
        ("0b101", .integer(5)), ("0x1F", .integer(31)), ("-0x1f", .integer(-31)), ("0x", .string("0x")),
        ("9223372036854775807", .integer(Int.max)), ("-9223372036854775808", .integer(Int.min)),
        ("9223372036854775808", .string("9223372036854775808")), ("1e3", .string("1e3")),
        ("1.5", .float(1.5)), ("-1.5", .float(-1.5)), (".5", .float(0.5)), ("1.", .float(1)),
        ("1_000.5", .float(1000.5)), ("1.5e+3", .float(1500)), ("1.5E-1", .float(0.15)), ("1.5e3", .string("1.5e3")),
        (".", .string(".")), ("-.", .string("-.")), ("1.0.0", .string("1.0.0")), ("2.10", .float(2.1)),
        (".inf", .float(.infinity)), ("-.Inf", .float(-.infinity)), (".NaN", .float(.nan)),
        ("1:30", .integer(5400)), ("1:30:15", .integer(5415)), ("1:30.5", .float(5430)), ("1:60", .string("1:60")),
        // Found by YAMLFuzzer: 60 to the 15th overflowed a conversion to Int and trapped.
        ("11:3:1:3:3:1:3:1:3:3:13:1:3:3:13:3:1:3", .string("11:3:1:3:3:1:3:1:3:3:13:1:3:3:13:3:1:3")),
        // Psych: the first of five parts counts 60 to the power |0 - 2|.
        ("0:0:0:0:0.5", .float(1800)), ("1:0:0:0:0", .integer(3600)),
    ])
    func numbers(text: String, value: YAMLScalar) {
        #expect(YAMLNode.resolvePlain(text) == value)
    }

    @Test(arguments: [
        (":symbol", YAMLScalar.string("symbol")), (":\"quoted symbol\"", .string("quoted symbol")), (":", .string(":")),
        ("2016-01-31", .string("2016-01-31")),
        ("2001-12-14t21:59:43.10-05:00", .string("2001-12-14t21:59:43.10-05:00")),
        ("Rambler&Co", .string("Rambler&Co")), ("1 2", .string("1 2")), ("-a", .string("-a")), ("_1", .string("_1")),
        ("=", .string("=")), ("é1", .string("é1")), ("+1x", .string("+1x")),
    ])
    func symbolsDatesAndStrings(text: String, value: YAMLScalar) {
        #expect(YAMLNode.resolvePlain(text) == value)
    }

    @Test func quotedScalarsAreAlwaysStringsAndCollectionsHaveNoScalar() throws {
        let node = try readYAML("a: 'true'\nb: \"12\"\nc: ''\nd: [1]\n")
        guard case .mapping(let entries) = node.value else {
            Issue.record("expected a mapping")
            return
        }
        #expect(entries.map(\.value.resolved) == [.string("true"), .string("12"), .string(""), nil])
        #expect(entries.map(\.value.typeName) == ["a string", "a string", "a string", "a sequence"])
        #expect(node.typeName == "a mapping")
    }
}
