import Testing

/// The Golden Liquid suite (`Tests/Fixtures/GoldenLiquid`, the community's Liquid conformance cases, whose results
/// come from Shopify's Ruby Liquid), every case through the engine's public API. A case on `strict-list.txt` fails on
/// purpose; every other case must pass, and a listed case that passes fails the test too, so the list only shrinks.
@Suite struct GoldenLiquidSuiteTests {
    @Test func everyCaseOffTheStrictListPassesAndEveryListedCaseFails() throws {
        let suite = try GoldenLiquidSuite()
        let strictList = try GoldenLiquidSuite.strictList()
        let listed = Dictionary(strictList.map { ($0.name, $0.reason) }, uniquingKeysWith: { first, _ in first })
        let names = Set(suite.cases.map(\.name))

        var passed = 0
        var unexpectedFailures: [String] = []
        var unexpectedPasses: [String] = []
        for testCase in suite.cases {
            let outcome = GoldenLiquidSuite.run(testCase)
            if GoldenLiquidSuite.passes(testCase, with: outcome) {
                passed += 1
                if listed[testCase.name] != nil { unexpectedPasses.append(testCase.name) }
            } else if listed[testCase.name] == nil {
                unexpectedFailures.append(Self.describe(testCase, outcome))
            }
        }
        let summary =
            "Golden Liquid: \(passed) of \(suite.cases.count) cases pass, \(listed.count) fail on purpose "
            + "(Tests/Fixtures/GoldenLiquid/strict-list.txt)"
        print(summary)

        #expect(suite.cases.count == names.count, "case names are not unique; the strict list needs them to be")
        #expect(listed.count == strictList.count, "strict-list.txt names a case twice")
        let unknown = listed.keys.filter { !names.contains($0) }.sorted()
        #expect(
            unknown.isEmpty,
            "\(summary); strict-list.txt names cases the suite lacks:\n\(unknown.joined(separator: "\n"))")
        #expect(
            unexpectedFailures.isEmpty,
            "\(summary); \(unexpectedFailures.count) cases off the strict list fail:\n\(unexpectedFailures.joined(separator: "\n"))"
        )
        #expect(
            unexpectedPasses.isEmpty,
            "\(summary); \(unexpectedPasses.count) cases on the strict list pass now, remove them from it:\n\(unexpectedPasses.joined(separator: "\n"))"
        )
    }

    /// One line: the case, what it expects and what the engine gave.
    private static func describe(_ testCase: GoldenLiquidSuite.Case, _ outcome: GoldenLiquidSuite.Outcome) -> String {
        let expected =
            testCase.invalid ? "an error" : testCase.results.map(\.debugDescription).joined(separator: " or ")
        let got: String
        switch outcome {
        case .output(let text): got = text.debugDescription
        case .error(let message): got = "error " + (message.split(separator: "\n").first.map(String.init) ?? "")
        }
        return "\(testCase.name) | expected \(expected), got \(got) | template \(testCase.template.debugDescription)"
    }
}
