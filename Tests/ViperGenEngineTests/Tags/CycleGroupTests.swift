import Testing
import ViperGenTestSupport

@testable import ViperGenEngine

/// `cycle` groups are compared as values, as Liquid compares its hash keys (issue 36): a number and the text of it
/// are two groups, and so are an integer and the float of the same value.
@Suite struct CycleGroupTests {
    @Test func groupsOfDifferentTypesAreDifferentGroups() throws {
        #expect(try render("{% cycle 1: 'a', 'b' %}{% cycle '1': 'a', 'b' %}{% cycle 1: 'a', 'b' %}") == "aab")
        #expect(try render("{% cycle 1: 'a', 'b' %}{% cycle 1.0: 'a', 'b' %}{% cycle 1.0: 'a', 'b' %}") == "aab")
        #expect(try render("{% cycle true: 'a', 'b' %}{% cycle 'true': 'a', 'b' %}") == "aa")
    }

    @Test func equalValuesShareTheGroupWhateverTheirSpelling() throws {
        #expect(try render("{% cycle g: 'a', 'b' %}{% cycle 'x': 'a', 'b' %}", ["g": "x"]) == "ab")
        #expect(
            try render(
                "{% cycle g: 'a', 'b' %}{% cycle h: 'a', 'b' %}",
                ["g": ["k": 1, "l": [2]], "h": ["l": [2], "k": 1]]) == "ab")
        #expect(try render("{% cycle g: 'a', 'b' %}{% cycle h: 'a', 'b' %}", ["g": [1, 2], "h": [12]]) == "aa")
    }

    @Test func groupKeysTellTypesApart() {
        let keys: [TemplateValue] = ["1", 1, 1.0, true, "true", .nil, "", [], [[]], [:]]
        #expect(Set(keys.map(CycleTag.groupKey)).count == keys.count)
    }
}
