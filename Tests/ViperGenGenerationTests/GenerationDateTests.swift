import Testing

@testable import ViperGenGeneration
@testable import ViperGenSupport

@Suite struct GenerationDateTests {
    @Test(arguments: [
        (0, "1970-01-01"), (-1, "1969-12-31"), (951_782_400, "2000-02-29"), (1_709_164_800, "2024-02-29"),
        (1_795_348_800, "2026-11-22"), (4_107_542_399, "2100-02-28"),
    ])
    func civilDateOfAnEpochSecond(seconds: Int, date: String) {
        #expect(GenerationDate(secondsSinceEpoch: seconds).iso8601 == date)
    }

    @Test func sourceDateEpochMakesTheDateReproducible() throws {
        #expect(try GenerationDate.current(environment: ["SOURCE_DATE_EPOCH": "1795348800"]).iso8601 == "2026-11-22")
        #expect(throws: Diagnostic(.usage, "SOURCE_DATE_EPOCH 'soon' is not a number of seconds; unset it or fix it")) {
            try GenerationDate.current(environment: ["SOURCE_DATE_EPOCH": "soon"])
        }
    }
}
