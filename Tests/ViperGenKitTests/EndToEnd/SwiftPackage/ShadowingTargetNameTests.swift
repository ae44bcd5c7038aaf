import Foundation
import Testing
import ViperGenTestSupport

/// Issue 50: `module Foundation --add-target` made a SwiftPM target `Foundation`, whose `import Foundation` imports
/// itself. A module whose target would shadow a module the generated code imports is refused (64), nothing written.
@Suite struct ShadowingTargetNameTests {
    @Test(arguments: ["Foundation", "Swift", "UIKit", "XCTest"])
    func aTargetNamedAsAnImportedModuleIsRefused(name: String) throws {
        let package = try TemporaryDirectory()
        try Data(PackageTargetCommandTests.manifest.utf8).write(to: package.url.appending(path: "Package.swift"))
        let before = try treeListing(package.url)
        let result = runCommand(["module", name, "--add-target", "--param", "ui=none"], in: package.url)
        #expect(
            result
                == ProcessResult(
                    status: 64, standardOutput: "",
                    standardError:
                        "viper-gen: error: module name '\(name)' would make the SwiftPM target \(name), and the "
                        + "generated files' 'import \(name)' would import that target instead of the system module; "
                        + "nothing was written; name the module differently, e.g. '\(name)Module'\n"))
        #expect(try treeListing(package.url) == before)
    }
}
