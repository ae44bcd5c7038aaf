import Testing
import TodoCore

/// Which bidirectional formatting characters a name may hold: the marks, never a scope.
struct TodoRulesTests {
    @Test(
        "A name with a bidirectional mark, as pasted Hebrew or Arabic text holds, is stored as typed",
        arguments: [
            "\u{5E9}\u{5DC}\u{5D5}\u{5DD}\u{200F} milk", "Call \u{200E}Dana",
            "\u{627}\u{644}\u{62D}\u{644}\u{64A}\u{628}\u{61C} 2",
        ])
    func bidirectionalMarksAreAllowed(name: String) throws {
        #expect(try TodoRules.validatedName(name) == name)
    }

    @Test(
        "An embedding, override or isolate is refused, naming it and its position",
        arguments: [
            ("Buy\u{202E}klim", "U+202E", 4), ("a\u{202A}b", "U+202A", 2), ("a\u{202B}b", "U+202B", 2),
            ("a\u{202C}b", "U+202C", 2), ("a\u{202D}b", "U+202D", 2), ("Pay \u{2066}rent", "U+2066", 5),
            ("Pay \u{2067}rent", "U+2067", 5), ("Pay \u{2068}rent", "U+2068", 5), ("Pay \u{2069}rent", "U+2069", 5),
        ])
    func scopedBidirectionalControlsAreRefused(name: String, codePoint: String, position: Int) {
        #expect(throws: TodoError.disguisingCharacterInName(codePoint: codePoint, position: position)) {
            try TodoRules.validatedName(name)
        }
    }

    @Test("A name of marks alone shows nothing and is refused")
    func aNameOfMarksAloneIsRefused() {
        #expect(throws: TodoError.invisibleName) {
            try TodoRules.validatedName("\u{200E}\u{200F}\u{61C}")
        }
    }

    @Test("The marks are printed as they are; the scoped controls are spelled out")
    func marksAreNotSpelledOut() {
        #expect("\u{200F}a\u{202E}b".spelledOut == "\u{200F}a<U+202E>b")
    }
}
