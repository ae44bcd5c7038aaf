import Foundation
import Testing

/// How a Generamba run adds files to the project its Rambafile names, beyond the corpus goldens.
@Suite struct GenerambaXcodeProjectTests {
    /// `is_resource: true` puts a file in the Resources phase whatever its extension, as Generamba does; without
    /// it a `.md` file is only referenced and a `.swift` file is compiled. `--test_path` is also the tests' group path,
    /// as `--module_path` is the code's (Generamba's `code_module.rb`).
    @Test func isResourceAndTestPathDecidePhaseAndGroup() throws {
        let project = try generambaProjectCopy()
        let set = project.url.appending(path: "Templates/resource_set")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try """
        name: resource_set
        code_files:
        - {name: Data/Data.md, path: empty.liquid, is_resource: true}
        - {name: Data/Plain.md, path: empty.liquid}
        - {name: Logic.swift, path: empty.liquid, is_resource: true}
        - {name: Code.swift, path: empty.liquid}
        test_files:
        - {name: Checks/CodeTests.swift, path: empty.liquid}

        """.write(to: set.appending(path: "resource_set.rambaspec"), atomically: true, encoding: .utf8)
        try "\n".write(to: set.appending(path: "empty.liquid"), atomically: true, encoding: .utf8)
        let result = runCommand(["gen", "Search", "resource_set", "--test_path", "Checks"], in: project.url)
        #expect(result.standardError == "")
        #expect(
            result.standardOutput == """
                created Sources/Modules/Search/Data/ACMSearchData.md
                created Sources/Modules/Search/Data/ACMSearchPlain.md
                created Sources/Modules/Search/ACMSearchLogic.swift
                created Sources/Modules/Search/ACMSearchCode.swift
                created Checks/Search/Checks/ACMSearchCodeTests.swift
                created viper-gen.lock
                created viper-gen.bases/Search.base
                updated SearchApp.xcodeproj
                  Sources/Modules/Search/Data/ACMSearchData.md: group Sources/Modules/Search/Data; target SearchApp (Resources); target SearchAppClip (Resources)
                  Sources/Modules/Search/Data/ACMSearchPlain.md: group Sources/Modules/Search/Data
                  Sources/Modules/Search/ACMSearchLogic.swift: group Sources/Modules/Search; target SearchApp (Resources); target SearchAppClip (Resources)
                  Sources/Modules/Search/ACMSearchCode.swift: group Sources/Modules/Search; target SearchApp (Sources); target SearchAppClip (Sources)
                  Checks/Search/Checks/ACMSearchCodeTests.swift: group Checks/Search/Checks; target SearchAppTests (Sources)

                """)
    }
}
