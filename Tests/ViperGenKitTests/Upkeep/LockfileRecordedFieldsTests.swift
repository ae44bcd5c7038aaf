import Testing

@testable import ViperGenEngine
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
        var reader = LockfileReader(source: SourceText(name: "viper-gen.lock", text: lockfile.encoded()))
        #expect(try reader.read() == lockfile)
    }

    @Test func withoutThemTheTextIsAsBefore() {
        let text = Lockfile(modules: ["Search": LockfileTests.module]).encoded()
        #expect(!text.contains("\"folders\"") && !text.contains("\"time\"") && !text.contains("logicalGroups"))
    }
}
