import Foundation
import ViperGenEngine
import ViperGenTestSupport

@testable import ViperGenFormats

/// The vendored Golden Liquid suite (`Tests/Fixtures/GoldenLiquid`): its cases, and the list of cases the engine
/// fails on purpose.
struct GoldenLiquidSuite {
    /// One case of `golden_liquid.json`.
    struct Case {
        let name: String
        let template: String
        /// The variables, in the order the JSON gives them.
        let data: [String: TemplateValue]
        /// The snippets `include` and `render` can name.
        let templates: [String: String]
        /// The outputs Ruby's Liquid accepts (one, or for a few cases two); empty when the case is invalid.
        let results: [String]
        /// True when rendering must fail.
        let invalid: Bool
    }

    /// What running a case gave.
    enum Outcome: Equatable {
        case output(String)
        case error(String)
    }

    static let folder = repositoryRoot.appending(path: "Tests/Fixtures/GoldenLiquid")

    let cases: [Case]

    /// Reads `golden_liquid.json`.
    init() throws {
        let url = Self.folder.appending(path: "golden_liquid.json")
        let text = try String(contentsOf: url, encoding: .utf8)
        var reader = JSONReader(source: SourceText(name: url.path, text: text))
        let root = try reader.read()
        guard let tests = Self.members(of: root)?.first(where: { $0.key == "tests" })?.value,
            case .array(let entries) = tests.value
        else { throw SuiteError("golden_liquid.json has no \"tests\" array") }
        cases = try entries.map { entry throws -> Case in try Self.testCase(entry, text: text) }
    }

    /// A case of `strict-list.txt`: one the engine fails on purpose.
    struct StrictEntry {
        let name: String
        /// Why it fails: the strictness it meets, and what Liquid does instead.
        let reason: String
        /// Text the engine's error for the case must contain: the line's third field when it has one, else derived
        /// from the reason (`fragment(derivedFrom:)`).
        let fragment: String
    }

    /// Reads `strict-list.txt`: for each case that fails on purpose, `case name | reason`, or
    /// `case name | reason | error fragment` where the fragment cannot be derived from the reason. Blank lines and
    /// lines starting with `#` are comments.
    static func strictList() throws -> [StrictEntry] {
        let text = try String(contentsOf: folder.appending(path: "strict-list.txt"), encoding: .utf8)
        var entries: [StrictEntry] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty || line.hasPrefix("#") { continue }
            let parts = line.split(separator: " | ", omittingEmptySubsequences: false).map(String.init)
            guard (2...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty }) else {
                throw SuiteError("strict-list.txt:\(number + 1): expected 'case name | reason', got '\(line)'")
            }
            guard let fragment = parts.count == 3 ? parts[2] : fragment(derivedFrom: parts[1]) else {
                throw SuiteError(
                    "strict-list.txt:\(number + 1): the reason names no engine error; add ' | ' and a part of it")
            }
            entries.append(StrictEntry(name: parts[0], reason: parts[1], fragment: fragment))
        }
        return entries
    }

    /// The part of the engine's error that a reason names: `undefined 'a' is an error …` gives
    /// `unknown variable 'a'`, and `a wrong filter input is an error: filter 'abs': needs a number … (Liquid …)`
    /// gives the filter's message, `filter 'abs': needs a number …`. Nil for other reasons.
    static func fragment(derivedFrom reason: String) -> String? {
        if let match = reason.wholeMatch(of: /undefined '([^']+)' is an error.*/) {
            return "unknown variable '\(match.output.1)'"
        }
        let filterInput = "a wrong filter input is an error: "
        guard reason.hasPrefix(filterInput) else { return nil }
        return reason.dropFirst(filterInput.count).components(separatedBy: " (Liquid")[0]
    }

    /// Runs `testCase` through the engine's public API.
    static func run(_ testCase: Case) -> Outcome {
        do {
            let template = try LiquidTemplate(parsing: testCase.template, name: "template")
            var snippets: [String: LiquidTemplate] = [:]
            for (name, text) in testCase.templates {
                snippets[name] = try LiquidTemplate(parsing: text, name: name)
            }
            return .output(try template.render(testCase.data, snippets: snippets))
        } catch {
            return .error("\(error)")
        }
    }

    /// True when `outcome` is what the case expects.
    static func passes(_ testCase: Case, with outcome: Outcome) -> Bool {
        switch outcome {
        case .output(let text): !testCase.invalid && testCase.results.contains(text)
        case .error: testCase.invalid
        }
    }

    private static func testCase(_ node: JSONNode, text: String) throws -> Case {
        guard let fields = members(of: node) else { throw SuiteError("a test is not an object") }
        func field(_ key: String) -> JSONNode? { fields.first { $0.key == key }?.value }
        func string(_ node: JSONNode?) -> String? {
            if case .string(let value)? = node?.value { value } else { nil }
        }
        guard let name = string(field("name")), let template = string(field("template")) else {
            throw SuiteError("a test lacks its name or template")
        }
        var results: [String] = []
        if let result = string(field("result")) { results.append(result) }
        if case .array(let list)? = field("results")?.value { results += list.compactMap { string($0) } }
        var templates: [String: String] = [:]
        for member in field("templates").flatMap(members) ?? [] { templates[member.key] = string(member.value) }
        var data: [String: TemplateValue] = [:]
        for member in field("data").flatMap(members) ?? [] { data[member.key] = value(member.value, text: text) }
        let invalid: Bool
        if case .bool(let flag)? = field("invalid")?.value { invalid = flag } else { invalid = false }
        guard invalid || !results.isEmpty else { throw SuiteError("\(name): neither a result nor invalid") }
        return Case(
            name: name, template: template, data: data, templates: templates, results: results, invalid: invalid)
    }

    private static func members(of node: JSONNode) -> [(key: String, keyOffset: Int, value: JSONNode)]? {
        if case .object(let members) = node.value { members } else { nil }
    }

    /// The template value of a JSON value; a number is an integer unless its text has a fraction or an exponent.
    private static func value(_ node: JSONNode, text: String) -> TemplateValue {
        switch node.value {
        case .object(let members):
            return .dictionary(TemplateDictionary(members.map { ($0.key, value($0.value, text: text)) }))
        case .array(let elements): return .list(elements.map { value($0, text: text) })
        case .string(let string): return .string(string)
        case .number(let number):
            let literal = text.utf8.dropFirst(node.offset).prefix { !",]} \n\r\t".utf8.contains($0) }
            let isFloat = literal.contains { ".eE".utf8.contains($0) }
            guard !isFloat, let integer = Int(exactly: number) else { return .float(number) }
            return .integer(integer)
        case .bool(let flag): return .bool(flag)
        case .null: return .nil
        }
    }
}

/// A problem with the vendored suite's files.
struct SuiteError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
