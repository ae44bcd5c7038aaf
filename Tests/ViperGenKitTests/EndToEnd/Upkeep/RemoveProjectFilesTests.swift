import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit

/// `viper-gen remove` takes a module out of every project file it joined, whatever its kind: an Xcode 27
/// `project.xcproj` and the targets `--add-target` declared in `Package.swift` (the `project.pbxproj` case is
/// `UpkeepCommandTests.withAnXcodeProjectUpdateAddsNewFilesAndRemoveRestoresItsExactBytes`). A project file that
/// only ever gained the module is back to its exact bytes, and the folder to its files before the module.
@Suite struct RemoveProjectFilesTests {
    @Test func removeTakesTheModuleOutOfAProjectXcproj() throws {
        let project = try UpkeepProject(
            config: #"{ "template": "mini", "templateDirectories": ["sets"], "output": "App/Modules", "#
                + #""xcodeproj": "XCProjGroups.xcodeproj", "xcodeTargets": ["App"] }"#)
        let fixture = repositoryRoot.appending(path: "Tests/Fixtures/XcodeProjects/XCProjGroups/XCProjGroups.xcodeproj")
        try FileManager.default.copyItem(at: fixture, to: project.url.appending(path: "XCProjGroups.xcodeproj"))
        let projectFile = "XCProjGroups.xcodeproj/project.xcproj"
        let original = try #require(project.read(projectFile))
        let before = try treeListing(project.url)
        let module = runCommand(["module", "Search", "-q"], in: project.url)
        #expect(module == ProcessResult(status: 0, standardOutput: "", standardError: ""))
        #expect(project.read(projectFile)?.contains(#""path": "SearchPresenter.swift""#) == true)

        let removed = runCommand(["remove", "Search"], in: project.url)
        #expect(
            removed
                == ProcessResult(
                    status: 0,
                    standardOutput: """
                        removed App/Modules/Search/SearchPresenter.swift
                        removed App/Modules/Search/SearchView.swift
                        updated XCProjGroups.xcodeproj: 2 files and 1 group removed
                        dropped Search from viper-gen.lock

                        """, standardError: ""))
        #expect(project.read(projectFile) == original)
        #expect(try treeListing(project.url) == before)
    }

    @Test func removeTakesTheTargetsOfAModuleMadeWithAddTargetOutOfPackageSwift() throws {
        let package = try PackageTargetCommandTests().makePackage()
        let before = try treeListing(package.url)
        let module = runCommand(["module", "Search", "--add-target", "--param", "ui=none", "-q"], in: package.url)
        #expect(module == ProcessResult(status: 0, standardOutput: "", standardError: ""))
        let lockfile = try String(contentsOf: package.url.appending(path: "viper-gen.lock"), encoding: .utf8)
        #expect(
            lockfile.contains(#""package": { "manifest": "Package.swift", "targets": ["Search", "SearchTests"] },"#))

        let dryRun = runCommand(["remove", "Search", "--dry-run"], in: package.url)
        #expect(dryRun.status == 0)
        #expect(
            dryRun.standardOutput.hasSuffix(
                """
                would update Package.swift: targets Search, SearchTests removed
                would drop Search from viper-gen.lock

                """))
        let removed = runCommand(["remove", "Search"], in: package.url)
        #expect(removed.status == 0)
        #expect(removed.standardError == "")
        #expect(removed.standardOutput.contains("updated Package.swift: targets Search, SearchTests removed\n"))
        #expect(try PackageTargetCommandTests().readManifest(package) == PackageTargetCommandTests.manifest)
        #expect(try treeListing(package.url) == before)
    }

    /// `update` renders the module again without declaring its targets again; they stay recorded, so that a later
    /// `remove` still takes them out.
    @Test func updateKeepsThePackageTargetsRecorded() throws {
        let package = try PackageTargetCommandTests().makePackage()
        #expect(
            runCommand(["module", "Search", "--add-target", "--param", "ui=none", "-q"], in: package.url).status == 0)
        let lockfile = package.url.appending(path: "viper-gen.lock")
        let recorded = try String(contentsOf: lockfile, encoding: .utf8)
        let update = runCommand(["update", "Search", "--new-date"], in: package.url)
        #expect(update.status == 0, "\(update.standardError)")
        let updated = try String(contentsOf: lockfile, encoding: .utf8)
        #expect(updated.contains(#""package": { "manifest": "Package.swift", "targets": ["Search", "SearchTests"] },"#))
        #expect(recorded.contains(#""package": { "#))
        #expect(runCommand(["remove", "Search", "-q"], in: package.url).status == 0)
        #expect(try PackageTargetCommandTests().readManifest(package) == PackageTargetCommandTests.manifest)
    }
}
