import Foundation
import Testing
import ViperGenConfig
import ViperGenTestSupport

@testable import ViperGenKit

/// `init --from-rambafile`'s config, in process: every setting the Rambafile sets reaches `viper-gen.json`.
@Suite struct RambafileMigrationTests {
    /// The config `init --from-rambafile` writes for a Rambafile holding `text`, in `directory`.
    static func migrated(_ text: String, in directory: TemporaryDirectory) throws -> String {
        let rambafile = directory.url.appending(path: "Rambafile")
        try Data(text.utf8).write(to: rambafile)
        return try InitCommand.migratedConfig(from: rambafile)
    }

    /// `create_logical_groups` used to be dropped, so that the migrated project made groups with folders.
    @Test func createLogicalGroupsBecomesXcodeLogicalGroups() throws {
        let directory = try TemporaryDirectory()
        let migrated = try Self.migrated(
            """
            project_name: Shop
            xcodeproj_path: Shop.xcodeproj
            project_group_path: Shop/Modules
            create_logical_groups: true

            """, in: directory)
        #expect(
            migrated == """
                {
                  "project": "Shop",
                  "templateDirectories": ["Templates"],
                  "xcodeproj": "Shop.xcodeproj",
                  "xcodeGroup": "Shop/Modules",
                  "xcodeLogicalGroups": true,
                  "parameters": {}
                }

                """)
        let config = directory.url.appending(path: "viper-gen.json")
        try Data(migrated.utf8).write(to: config)
        #expect(try ProjectConfig.load(from: config).xcode.createsLogicalGroups)
    }

    /// Every setting a Rambafile sets and `viper-gen.json` has a key for is written (`ModuleSetting.migratedMembers`
    /// is one exhaustive `switch`; this checks its keys are the rows').
    @Test func everySettingARambafileSetsReachesTheConfig() throws {
        let directory = try TemporaryDirectory()
        let migrated = try Self.migrated(
            """
            project_name: Shop
            xcodeproj_path: Shop.xcodeproj
            project_targets: Shop
            test_targets: ShopTests
            project_file_path: Sources/Modules
            project_group_path: Shop/Modules
            test_file_path: Tests/Modules
            test_group_path: ShopTests/Modules
            create_logical_groups: true

            """, in: directory)
        let settings = ModuleSetting.allCases.filter { !$0.declaration.rambafileKeys.isEmpty }
        for key in settings.flatMap(\.declaration.configKeys).map(\.name) {
            #expect(migrated.contains("\n  \"\(key)\": "), "\(key)")
        }
        #expect(settings.flatMap(\.declaration.configKeys).count == 8)
    }
}
