import Testing
import ViperGenTestSupport

/// The Golden Liquid suite (`Tests/Fixtures/GoldenLiquid`, the community's Liquid conformance cases, whose results
/// come from Shopify's Ruby Liquid), every case through the engine's public API. A case on `strict-list.txt` fails on
/// purpose; every other case must pass, and a listed case that passes fails the test too, so the list only shrinks.
@Suite struct GoldenLiquidSuiteTests {
    @Test func everyCaseOffTheStrictListPassesAndEveryListedCaseFails() throws {
        let suite = try GoldenLiquidSuite()
        let strictList = try GoldenLiquidSuite.strictList()
        let listed = Dictionary(strictList.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let names = Set(suite.cases.map(\.name))

        var passed = 0
        var unexpectedFailures: [String] = []
        var unexpectedPasses: [String] = []
        var otherReasons: [String] = []
        for testCase in suite.cases {
            let outcome = GoldenLiquidSuite.run(testCase)
            if GoldenLiquidSuite.passes(testCase, with: outcome) {
                passed += 1
                if listed[testCase.name] != nil { unexpectedPasses.append(testCase.name) }
            } else if let entry = listed[testCase.name] {
                if case .error(let message) = outcome, message.contains(entry.fragment) { continue }
                otherReasons.append(
                    "\(Self.describe(testCase, outcome)) | listed for \(entry.fragment.debugDescription)")
            } else {
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
        #expect(
            otherReasons.isEmpty,
            "\(summary); \(otherReasons.count) listed cases fail without the error their reason names:\n\(otherReasons.joined(separator: "\n"))"
        )
        try Self.expectTheDocumentsState(passed: passed, of: suite.cases.count, strictList: strictList)
    }

    /// README.md and the TemplateLanguage article state the counts this run measured, and the strict list's.
    private static func expectTheDocumentsState(
        passed: Int, of total: Int, strictList: [GoldenLiquidSuite.StrictEntry]
    ) throws {
        let readme = try String(contentsOf: repositoryRoot.appending(path: "README.md"), encoding: .utf8)
        let article = try String(
            contentsOf: repositoryRoot.appending(path: "Sources/ViperGenKit/ViperGenKit.docc/TemplateLanguage.md"),
            encoding: .utf8)
        let undefined = strictList.count { $0.reason.hasPrefix("undefined '") }
        let filterInputs = strictList.count { $0.reason.hasPrefix("a wrong filter input is an error") }
        let readmeStatement = "\(grouped(passed)) of \(grouped(total)) cases"
        #expect(readme.contains(readmeStatement), "README.md must say '\(readmeStatement)'")
        #expect(
            readme.contains("the \(strictList.count) that fail on purpose"),
            "README.md must say how many fail on purpose")
        for statement in [
            "\(grouped(total))\ncases", "\(passed) cases pass. The other \(strictList.count) fail on",
            "\(undefined) of them are undefined names", "and \(filterInputs) are filter inputs of the wrong type",
        ] {
            let flowing = article.replacing("\n", with: " ")
            #expect(
                flowing.contains(statement.replacing("\n", with: " ")),
                "TemplateLanguage.md must say '\(statement.replacing("\n", with: " "))'")
        }
    }

    /// `1054` as `1,054`.
    private static func grouped(_ number: Int) -> String {
        let digits = String(number)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return result
    }

    /// Each way a reason names its error gives the part of the engine's message that the test looks for.
    @Test func aReasonNamesThePartOfTheErrorItsCaseMustGive() {
        #expect(
            GoldenLiquidSuite.fragment(derivedFrom: "undefined 'a' is an error (Liquid renders it as nil)")
                == "unknown variable 'a'")
        #expect(
            GoldenLiquidSuite.fragment(
                derivedFrom: "a wrong filter input is an error: filter 'abs': needs a number, got a dictionary")
                == "filter 'abs': needs a number, got a dictionary")
        #expect(
            GoldenLiquidSuite.fragment(
                derivedFrom: "a wrong filter input is an error: filter 'last': needs a list, got a dictionary "
                    + "(Liquid: nil)") == "filter 'last': needs a list, got a dictionary")
        #expect(GoldenLiquidSuite.fragment(derivedFrom: "a second else is an error") == nil)
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
