import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenSupport
@testable import ViperGenTemplateSets

/// A parameter assignment is typed once, where it is given: `gen`'s `KEY:VALUE` is not joined into `KEY=VALUE` and
/// split again, and a JSON boolean stays a flag.
@Suite struct ParameterTypingTests {
    /// Before, `a=b:c` became `a=b=c` and then the parameter `a` with the value `b=c`.
    @Test func aCustomParameterKeepsItsKeyThroughTheBinary() throws {
        let project = try generambaProjectCopy()
        let result = try runViperGen(
            [
                "gen", "Search", "search_viper", "--custom_parameters", "a=b:c", "with_router:yes", "--dry-run",
                "--json",
            ],
            in: project.url)
        #expect(result.status == 0, "\(result.standardError)")
        let report = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        #expect(report?["parameters"] as? [String: String] == ["a=b": "c", "with_router": "yes"])
    }

    @Test func aFlagSetsABoolParameterAndCountsAsItsTextElsewhere() {
        let bool = TemplateParameter(name: "tests", kind: .bool, defaultValue: .bool(true), description: "")
        let choice = TemplateParameter(
            name: "ui", kind: .choice(["true", "none"]), defaultValue: .string("none"), description: "")
        #expect(bool.value(from: ParameterAssignment.Value.flag(false)) == .bool(false))
        #expect(bool.value(from: ParameterAssignment.Value.text("no")) == .bool(false))
        #expect(choice.value(from: ParameterAssignment.Value.flag(true)) == .string("true"))
        #expect(choice.value(from: ParameterAssignment.Value.flag(false)) == nil)
    }
}
