import Foundation
import Testing
import ViperGenTestSupport

/// `viper-gen gen` in a copy of the corpus project writes exactly the files Generamba 1.6.0 would write
/// (`Tests/Fixtures/Generamba/expected`, derived by hand from Generamba's source; see its README).
@Suite struct GenerambaGoldenTests {
    /// Without `test_file_path` (nor `--test_path`), Generamba writes no test files, and neither does viper-gen.
    @Test func noTestsFolderMeansNoTestFiles() throws {
        let project = try generambaProjectCopy()
        let rambafile = project.url.appending(path: "Rambafile")
        let kept = try String(contentsOf: rambafile, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .filter { !$0.hasPrefix("test_") && !$0.hasPrefix("xcodeproj_path") }
        try Data(kept.joined(separator: "\n").utf8).write(to: rambafile)
        let result = runCommand(
            ["gen", "Search", "search_viper", "--custom_parameters", "with_router:yes", "--dry-run"], in: project.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardOutput == """
                would create Sources/Modules/Search/Presenter/ACMSearchPresenter.swift
                would create Sources/Modules/Search/Interactor/SearchInteractor.swift
                would create Sources/Modules/Search/SearchModule.swift
                would create Sources/Modules/Search/View/ACMSearchView.storyboard
                would create Sources/Modules/Search/Router/ACMSearchRouter.swift
                would create Sources/Modules/Search/Resources/
                would create viper-gen.lock
                would create viper-gen.bases/Search.base

                """)
    }

    @Test func searchViperMatchesGenerambaByteForByte() throws {
        let project = try generambaProjectCopy()
        let result = runCommand(
            ["gen", "Search", "search_viper", "--custom_parameters", "with_router:yes"], in: project.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardOutput == """
                created Sources/Modules/Search/Presenter/ACMSearchPresenter.swift
                created Sources/Modules/Search/Interactor/SearchInteractor.swift
                created Sources/Modules/Search/SearchModule.swift
                created Sources/Modules/Search/View/ACMSearchView.storyboard
                created Sources/Modules/Search/Router/ACMSearchRouter.swift
                created Tests/Modules/Search/Presenter/ACMSearchPresenterTests.swift
                created Tests/Modules/Search/Nested/Deeper/ACMSearchInteractorTests.swift
                created Sources/Modules/Search/Resources/
                created viper-gen.lock
                created viper-gen.bases/Search.base
                updated SearchApp.xcodeproj
                  Sources/Modules/Search/Presenter/ACMSearchPresenter.swift: group Sources/Modules/Search/Presenter; target SearchApp (Sources); target SearchAppClip (Sources)
                  Sources/Modules/Search/Interactor/SearchInteractor.swift: group Sources/Modules/Search/Interactor; target SearchApp (Sources); target SearchAppClip (Sources)
                  Sources/Modules/Search/SearchModule.swift: group Sources/Modules/Search; target SearchApp (Sources); target SearchAppClip (Sources)
                  Sources/Modules/Search/View/ACMSearchView.storyboard: group Sources/Modules/Search/View; target SearchApp (Resources); target SearchAppClip (Resources)
                  Sources/Modules/Search/Router/ACMSearchRouter.swift: group Sources/Modules/Search/Router; target SearchApp (Sources); target SearchAppClip (Sources)
                  Tests/Modules/Search/Presenter/ACMSearchPresenterTests.swift: group Tests/Modules/Search/Presenter; target SearchAppTests (Sources)
                  Tests/Modules/Search/Nested/Deeper/ACMSearchInteractorTests.swift: group Tests/Modules/Search/Nested/Deeper; target SearchAppTests (Sources)

                """)
        #expect(result.standardError == "")
        expectGenerambaOutput(in: project.url, matches: "search_viper")
    }

    @Test func plainSetMatchesGenerambaByteForByte() throws {
        let project = try generambaProjectCopy()
        let result = runCommand(
            ["gen", "Search", "plain_set", "--module_path", "Features", "--description", "Finds things", "--quiet"],
            in: project.url)
        #expect(result.status == 0 && result.standardOutput == "", "\(result.standardError)")
        expectGenerambaOutput(in: project.url, matches: "plain_set")
    }

    /// `module --template --param` is the same code path as `gen --custom_parameters`, and prints the same.
    @Test func moduleWithTemplateAndParamIsTheSameRun() throws {
        let project = try generambaProjectCopy()
        let result = runCommand(
            ["module", "Search", "--template", "search_viper", "--param", "with_router=yes"], in: project.url)
        #expect(result.status == 0, "\(result.standardError)")
        let genProject = try generambaProjectCopy()
        let gen = runCommand(
            ["gen", "Search", "search_viper", "--custom_parameters", "with_router:yes"], in: genProject.url)
        #expect(result.standardOutput == gen.standardOutput)
        #expect(result.standardOutput.contains("updated SearchApp.xcodeproj\n"))
        expectGenerambaOutput(in: project.url, matches: "search_viper")
    }

    /// `init --from-rambafile` writes a viper-gen.json that generates the same files once the Rambafile is gone.
    @Test func migratedConfigGeneratesTheSameFiles() throws {
        let project = try generambaProjectCopy()
        let migrated = runCommand(["init", "--from-rambafile"], in: project.url)
        #expect(
            migrated
                == ProcessResult(
                    status: 0, standardOutput: "created viper-gen.json from Rambafile\n", standardError: ""))
        #expect(
            try String(contentsOf: project.url.appending(path: "viper-gen.json"), encoding: .utf8) == """
                {
                  "project": "Search App",
                  "author": "Jane Roe",
                  "company": "Acme Labs",
                  "prefix": "ACM",
                  "output": "Sources/Modules",
                  "testsOutput": "Tests/Modules",
                  "templateDirectories": ["Templates"],
                  "xcodeproj": "SearchApp.xcodeproj",
                  "xcodeTargets": ["SearchApp", "SearchAppClip"],
                  "xcodeTestTargets": ["SearchAppTests"],
                  "xcodeGroup": "Sources/Modules",
                  "xcodeTestGroup": "Tests/Modules",
                  "parameters": {}
                }

                """)
        try FileManager.default.removeItem(at: project.url.appending(path: "Rambafile"))
        let listing = runCommand(["templates", "list"], in: project.url)
        #expect(listing.standardOutput.hasPrefix("config: viper-gen.json\n"))
        let result = runCommand(
            ["gen", "Search", "search_viper", "--custom_parameters", "with_router:yes", "-q"], in: project.url)
        #expect(result.status == 0, "\(result.standardError)")
        expectGenerambaOutput(in: project.url, matches: "search_viper")
    }

    /// Without --force a second run for the recorded module stops, naming the commands that keep it; with --force,
    /// the run writes it again.
    @Test func secondRunNeedsForce() throws {
        let project = try generambaProjectCopy()
        let arguments = ["gen", "Search", "plain_set", "--module_path", "Features", "-q"]
        #expect(runCommand(arguments, in: project.url).status == 0)
        let before = try treeListing(project.url)
        let again = runCommand(arguments, in: project.url)
        #expect(again.status == 73)
        #expect(
            again.standardError.hasPrefix(
                "viper-gen: error: module Search is recorded in \(project.url.standardizedFileURL.path)/viper-gen.lock "
                    + "already; nothing was written: 'viper-gen update Search' brings it up to date"),
            "\(again.standardError)")
        #expect(try treeListing(project.url) == before)
        #expect(runCommand(arguments + ["--force"], in: project.url).status == 0)
    }
}
