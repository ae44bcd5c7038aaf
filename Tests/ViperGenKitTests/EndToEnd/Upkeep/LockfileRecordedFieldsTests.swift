import Testing

@testable import ViperGenConfig
@testable import ViperGenEngine
@testable import ViperGenFormats
@testable import ViperGenKit

/// The lockfile's optional fields: the run's `time`, the `folders` a run made and Xcode's `logicalGroups` are written
/// only when there is something to say (a lockfile without them is read as before), in their sorted places, and read
/// back to the same lockfile.
@Suite struct LockfileRecordedFieldsTests {
    @Test func timeFoldersAndLogicalGroupsAreWrittenInTheirPlacesAndReadBack() throws {
        var module = LockfileTests.module
        module.inputs.time = 1_795_348_800
        module.inputs.xcode?.logicalGroups = true
        module.folders = ["Sources", "Sources/Shop", "Sources/Shop/Search"]
        let lockfile = Lockfile(modules: ["Search": module])
        let lines = lockfile.encoded().split(separator: "\n").map(String.init)
        #expect(lines[6] == "      ],")
        #expect(lines[7] == #"      "folders": ["Sources", "Sources/Shop", "Sources/Shop/Search"],"#)
        #expect(lines[8] == #"      "inputs": {"#)
        #expect(lines[20] == #"        "time": 1795348800,"#)
        #expect(
            lines[21]
                == #"        "xcode": { "codeTargets": ["Shop"], "logicalGroups": true, "project": "Shop.xcodeproj", "testTargets": [] }"#
        )
        var reader = LockfileReader(
            source: SourceText(name: "viper-gen.lock", text: lockfile.encoded()), textInputs: RenderInput.lockfileKeys)
        #expect(try reader.read() == lockfile)
    }

    @Test func withoutThemTheTextIsAsBefore() {
        let text = Lockfile(modules: ["Search": LockfileTests.module]).encoded()
        #expect(
            !text.contains("\"folders\"") && !text.contains("\"time\"") && !text.contains("logicalGroups")
                && !text.contains("renderLimits"))
    }

    @Test func raisedRenderLimitsAreWrittenInTheirPlaceAndReadBack() throws {
        var module = LockfileTests.module
        module.inputs.renderLimits = ["steps": 5_000_000, "file-mb": 64]
        let lockfile = Lockfile(modules: ["Search": module])
        let lines = lockfile.encoded().split(separator: "\n").map(String.init)
        #expect(lines[15] == #"        "project": "Shop","#)
        #expect(lines[16] == #"        "renderLimits": { "file-mb": 64, "steps": 5000000 },"#)
        #expect(lines[17] == #"        "target": "Shop","#)
        var reader = LockfileReader(
            source: SourceText(name: "viper-gen.lock", text: lockfile.encoded()), textInputs: RenderInput.lockfileKeys)
        #expect(try reader.read() == lockfile)
    }

    @Test(arguments: [
        (#""steps": 0"#, 36, #"module "Search".inputs.renderLimits.steps must be a positive whole number"#),
        (#""steps": 2.5"#, 36, #"module "Search".inputs.renderLimits.steps must be a positive whole number"#),
        (
            #""steps": "5""#, 36,
            #"module "Search".inputs.renderLimits.steps must be a positive whole number, not a string"#
        ),
        (
            #""pages": 3"#, 27,
            #"unknown key "pages" in module "Search".inputs.renderLimits; allowed: file-mb, run-mb, steps"#
        ),
    ])
    func badRenderLimitsAreReportedAtTheirPlace(member: String, column: Int, message: String) throws {
        var module = LockfileTests.module
        module.inputs.renderLimits = ["steps": 5_000_000]
        let text = Lockfile(modules: ["Search": module]).encoded().replacingOccurrences(
            of: #""steps": 5000000"#, with: member)
        #expect(LockfileTests.readingProblems(text) == ["viper-gen.lock:17:\(column): error: \(message)"])
    }
}
