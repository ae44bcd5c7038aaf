import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProjects

/// The right targets by default: the only app and the unit tests that test it, the tests importing the app's Swift
/// module, and a clear stop when the project does not make the choice clear.
@Suite struct XcodeTargetChoiceTests {
    static func target(
        _ name: String, _ role: ProjectTarget.Role, module: String? = nil, tests: String? = nil
    ) -> ProjectTarget {
        ProjectTarget(name: name, role: role, moduleName: module ?? name, testedTarget: tests)
    }

    @Test func theOnlyAppAndTheUnitTestsThatTestIt() throws {
        let targets = XcodeProjectTargets([
            Self.target("Shop", .application), Self.target("ShopKit", .other),
            Self.target("ShopKitTests", .unitTests, tests: "ShopKit"),
            Self.target("ShopTests", .unitTests, tests: "Shop"),
            Self.target("ShopUITests", .uiTests, tests: "Shop"),
        ])
        let choice = try XcodeTargetChoice.choose(targets, project: "Shop.xcodeproj")
        #expect(choice.code == ["Shop"])
        #expect(choice.tests == ["ShopTests"])
        #expect(
            RemedySpelling.commandLine.spelled(choice.note)
                == "Shop.xcodeproj: adding the code to Shop and the tests to ShopTests, its only app and unit-test "
                + "targets (name others with --xcode-target and --xcode-test-target)")

        let noTests = try XcodeTargetChoice.choose(
            XcodeProjectTargets([Self.target("Shop", .application)]), project: "Shop.xcodeproj")
        #expect(noTests.tests == [])
        #expect(
            RemedySpelling.commandLine.spelled(noTests.note)
                == "Shop.xcodeproj: adding the code to Shop, its only app target; it has no unit-test target for "
                + "Shop (test files, if any, join no target: the run warns)")
    }

    @Test func anUnclearChoiceStopsAndListsTheTargets() {
        let twoApps = XcodeProjectTargets([
            Self.target("Shop", .application), Self.target("Admin", .application), Self.target("ShopTests", .unitTests),
        ])
        #expect(throws: XcodeProjectError.self) { try XcodeTargetChoice.choose(twoApps, project: "Shop.xcodeproj") }
        do {
            _ = try XcodeTargetChoice.choose(twoApps, project: "Shop.xcodeproj")
        } catch {
            #expect(
                RemedySpelling.commandLine.spelled(error.message)
                    == "Shop.xcodeproj: cannot tell which targets the module joins (it has 2 app targets); name them "
                    + "with --xcode-target and --xcode-test-target, or \"xcodeTargets\" and \"xcodeTestTargets\" in "
                    + "viper-gen.json (the project's targets: Shop (app), Admin (app), ShopTests (unit tests))")
            #expect(error.diagnostic.category == .usage)
        }
        let twoTests = XcodeProjectTargets([
            Self.target("Shop", .application), Self.target("ShopTests", .unitTests),
            Self.target("MoreTests", .unitTests),
        ])
        #expect(
            throws: XcodeProjectError.ambiguousTargets(
                project: "p", reason: "2 unit-test targets test Shop",
                targets: ["Shop (app)", "ShopTests (unit tests)", "MoreTests (unit tests)"]),
            performing: { try XcodeTargetChoice.choose(twoTests, project: "p") })
        #expect(
            throws: XcodeProjectError.ambiguousTargets(project: "p", reason: "it has no app target", targets: []),
            performing: { try XcodeTargetChoice.choose(XcodeProjectTargets([]), project: "p") })
    }

    @Test(
        arguments: [
            ([:], "App", "App"),
            (["PRODUCT_NAME": "$(TARGET_NAME)"], "My-App", "My_App"),
            (["PRODUCT_NAME": "Shop Front"], "App", "Shop_Front"),
            (["PRODUCT_NAME": "${TARGET_NAME}Kit"], "App", "AppKit"),
            (["PRODUCT_NAME": "$(TARGET_NAME)", "PRODUCT_MODULE_NAME": "Shop"], "Shop-iOS", "Shop"),
            (
                ["PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)", "PRODUCT_NAME": "9 Lives"], "App",
                "_9_Lives"
            ),
            (["PRODUCT_NAME": "$(PROJECT_NAME)"], "App", nil),
            // Other settings, in turn (Element X: `PRODUCT_NAME = "$(APP_NAME)"`, `APP_NAME = ElementX`).
            (["PRODUCT_NAME": "$(APP_NAME)", "APP_NAME": "ElementX"], "ElementX", "ElementX"),
            (["PRODUCT_NAME": "$(BRAND)$(SUFFIX)", "BRAND": "$(TARGET_NAME)", "SUFFIX": "-iOS"], "Shop", "Shop_iOS"),
            (["PRODUCT_NAME": "$(A)", "A": "$(B)", "B": "$(A)"], "App", nil),
            // A hostile project cannot make it slow: ten references a level, ten levels, is given up on.
            (
                Dictionary(
                    uniqueKeysWithValues: (0..<10).map { level in
                        ("L\(level)", String(repeating: "$(L\(level + 1))", count: 10))
                    } + [("L10", "x"), ("PRODUCT_NAME", "$(L0)")]), "App", nil
            ),
        ] as [([String: String], String, String?)])
    func moduleNamesFollowXcodesSettings(settings: [String: String], target: String, module: String?) {
        #expect(ProjectTarget.moduleName(settings: settings, targetName: target) == module)
    }

    @Test func withoutTargetsTheModuleJoinsTheAppAndItsTestsImportTheAppsModule() throws {
        let app = try XcodeProjectCommandTests.makeApp()
        let result = runCommand(
            XcodeProjectCommandTests.moduleArguments + ["--xcodeproj", "AppWithTests.xcodeproj"], in: app.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardError
                == "viper-gen: note: AppWithTests.xcodeproj: adding the code to App and the tests to AppTests, its only "
                + "app and unit-test targets (name others with --xcode-target and --xcode-test-target)\n")
        #expect(result.standardOutput.hasSuffix(XcodeProjectCommandTests.fileLines.joined(separator: "\n") + "\n"))
        let test = try String(
            contentsOf: app.url.appending(path: "AppTests/SearchTests/SearchPresenterTests.swift"), encoding: .utf8)
        #expect(test.contains("\n@testable import App\n"))
    }

    @Test func anXCProjProjectGetsTheModuleWithItsModuleName() throws {
        let folder = try TemporaryDirectory()
        let project = folder.url.appending(path: "Shop.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try Data(try XcodeProjectFixtures.xcprojBytes("XCProjTargets")).write(
            to: project.appending(path: "project.xcproj"))
        let result = runCommand(
            [
                "module", "Search", "--output", "Shop/Features", "--tests-output", "ShopTests", "--author", "Jane",
                "--xcodeproj", "Shop.xcodeproj",
            ], in: folder.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("adding the code to Shop-iOS and the tests to ShopTests"))
        #expect(result.standardOutput.contains("updated Shop.xcodeproj\n"))
        #expect(
            result.standardOutput.contains(
                "  Shop/Features/Search/SearchContract.swift: group Shop/Features/Search; target Shop-iOS (Sources)\n"))
        let test = try String(
            contentsOf: folder.url.appending(path: "ShopTests/SearchTests/SearchPresenterTests.swift"), encoding: .utf8)
        #expect(test.contains("\n@testable import Shop\n"))
        let written = try String(contentsOf: project.appending(path: "project.xcproj"), encoding: .utf8)
        #expect(
            written.contains(
                #"{ "path": "SearchPresenterTests.swift", "target-membership": [ "ShopTests/compile-sources" ] },"#))
    }

    @Test func initProposesTheSameTargets() throws {
        let folder = try TemporaryDirectory()
        let project = folder.url.appending(path: "Shop.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try Data(try XcodeProjectFixtures.xcprojBytes("XCProjTargets")).write(
            to: project.appending(path: "project.xcproj"))
        let result = runCommand(["init", "--yes", "--author", "Jane", "--output", "Shop/Features"], in: folder.url)
        #expect(result.status == 0, "\(result.standardError)")
        let config = try String(contentsOf: folder.url.appending(path: "viper-gen.json"), encoding: .utf8)
        #expect(config.contains("\n  \"xcodeTargets\": [\"Shop-iOS\"],\n  \"xcodeTestTargets\": [\"ShopTests\"],\n"))
    }

    /// Where a run's choice is not clear, `init` proposes the app targets and the unit tests that test one of them:
    /// not the share extension, the widget or the command-line tool beside them (DuckDuckGo's project proposed all
    /// of those), whose builds a screen module would break. A project without an app (a framework's own) gets every
    /// code and unit-test target, as before.
    @Test func initProposesTheAppsWhenTheChoiceIsNotClear() {
        let shop = XcodeProjectTargets([
            ProjectTarget(name: "Shop", role: .application, moduleName: "Shop"),
            ProjectTarget(name: "ShopShare", role: .other, moduleName: "ShopShare"),
            ProjectTarget(name: "Codegen", role: .other, moduleName: "Codegen"),
            ProjectTarget(name: "ShopMac", role: .application, moduleName: "ShopMac"),
            ProjectTarget(name: "ShopTests", role: .unitTests, moduleName: "ShopTests", testedTarget: "Shop"),
            ProjectTarget(name: "ShareTests", role: .unitTests, moduleName: "ShareTests", testedTarget: "ShopShare"),
            ProjectTarget(name: "LooseTests", role: .unitTests, moduleName: "LooseTests"),
            ProjectTarget(name: "ShopUITests", role: .uiTests, moduleName: "ShopUITests", testedTarget: "Shop"),
        ])
        let proposed = InitCommand.proposedTargets(shop)
        #expect(proposed.code == ["Shop", "ShopMac"])
        #expect(proposed.unitTests == ["ShopTests", "LooseTests"])

        let framework = XcodeProjectTargets([
            ProjectTarget(name: "Kit iOS", role: .other, moduleName: "Kit"),
            ProjectTarget(name: "Kit macOS", role: .other, moduleName: "Kit"),
            ProjectTarget(name: "Kit Tests", role: .unitTests, moduleName: "KitTests", testedTarget: "Kit iOS"),
        ])
        let frameworkProposal = InitCommand.proposedTargets(framework)
        #expect(frameworkProposal.code == ["Kit iOS", "Kit macOS"])
        #expect(frameworkProposal.unitTests == ["Kit Tests"])
    }
}
