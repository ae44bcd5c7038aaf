import Foundation
import Testing
import ViperGenTestSupport

/// What real Generamba apps tripped over (issue 22), through the real binary: a catalogue set written on a Mac whose
/// paths differ from its files in case, installed from a git catalogue laid out as Generamba's shared one; `gen`
/// with Generamba's path and target options over a Rambafile whose group paths are not its file paths; a module name
/// Generamba accepts; `create_logical_groups`. Generated files and project files are goldens
/// (`Tests/Goldens/generamba-dropin`).
@Suite struct GenerambaDropInGoldenTests {
    /// The warnings of loading `case_controller` from `root` (the catalogue's URL or the installed folder).
    private func caseWarnings(_ root: String) -> String {
        let header = "{% include 'Header' %}\n           ^\n"
        let snippet =
            "warning: snippet 'Header' matched 'header.liquid' ignoring case; rename the include or the file\n"
        func path(_ entry: String, _ written: String, _ found: String) -> String {
            "viper-gen: warning: \(root)/case_controller.rambaspec: \"\(entry)\" names '\(written)', found as "
                + "'\(found)' ignoring case (as a Mac's disk does); make the \"path\" and the file name agree\n"
        }
        return "viper-gen: warning: \(root)/Snippets: used as the snippets folder 'snippets', matched ignoring case "
            + "(as a Mac's disk does); rename it 'snippets'\n"
            + "\(root)/Code/ViewController/viewController.h.liquid:1:12: \(snippet)\(header)"
            + "\(root)/Code/ViewController/viewController.m.liquid:1:12: \(snippet)\(header)"
            + "\(root)/Tests/ViewModel/viewModel_tests.swift.liquid:1:12: \(snippet)\(header)"
            + path(
                "ViewController/ViewController.h", "Code/ViewController/ViewController.h.liquid",
                "Code/ViewController/viewController.h.liquid")
            + path(
                "ViewController/ViewController.m", "Code/ViewController/ViewController.m.liquid",
                "Code/ViewController/viewController.m.liquid")
            + path(
                "ViewModel/ViewModel.swift", "Code/ViewModel/ViewModel.swift.liquid",
                "Code/ViewModel/viewModel.swift.liquid")
            + path(
                "ViewModel/ViewModelTests.swift", "Tests/ViewModel/viewmodel_tests.swift.liquid",
                "Tests/ViewModel/viewModel_tests.swift.liquid")
    }

    /// The files a run wrote or changed in `project`: everything but the Rambafile and `Templates/`.
    private func written(in project: URL) -> [String: String] {
        withoutLockfile(snapshotTree(project)).filter { !$0.key.hasPrefix("Templates/") && $0.key != "Rambafile" }
    }

    /// The drop-in project with `case_controller` copied into `Templates/` and `rambafileLines` added to its
    /// Rambafile.
    private func projectWithTheSetInstalled(in directory: URL, rambafileLines: String = "") throws -> URL {
        let project = try generambaDropInProject(in: directory, catalogue: "file:///unused")
        try FileManager.default.copyItem(
            at: generambaDropInFixtures.appending(path: "catalog/case_controller"),
            to: project.appending(path: "Templates/case_controller"))
        let rambafile = project.appending(path: "Rambafile")
        let text = try String(contentsOf: rambafile, encoding: .utf8)
        try Data((text + rambafileLines).utf8).write(to: rambafile)
        return project
    }

    @Test func catalogueSetWithCaseDifferentPathsInstallsAndGenerates() throws {
        let directory = try TemporaryDirectory()
        let catalogue = try bareGitRepository(
            of: generambaDropInFixtures.appending(path: "catalog"), named: "catalog", in: directory.url)
        let project = try generambaDropInProject(in: directory.url, catalogue: catalogue)
        let root = project.standardizedFileURL.path

        let install = try runViperGen(["templates", "install"], in: project)
        #expect(install.status == 0)
        #expect(install.standardOutput == "installed Templates/case_controller\n")
        #expect(install.standardError == caseWarnings(catalogue + "/case_controller"))

        // --project_targets over the Rambafile's [SearchApp]; the Rambafile's paths stay.
        let gen = try runViperGen(
            [
                "gen", "Check_Out", "case_controller", "--project_targets", "SearchApp,SearchAppClip",
                "--custom_parameters", "note:hello",
            ], in: project)
        #expect(gen.status == 0)
        #expect(
            gen.standardOutput == """
                created conferences/Classes/Modules/Check_Out/ViewController/CNFCheck_OutViewController.h
                created conferences/Classes/Modules/Check_Out/ViewController/CNFCheck_OutViewController.m
                created conferences/Classes/Modules/Check_Out/ViewController/CNFCheck_OutViewController.xib
                created conferences/Classes/Modules/Check_Out/ViewModel/CNFCheck_OutViewModel.swift
                created Tests/Modules/Check_Out/ViewModel/CNFCheck_OutViewModelTests.swift
                created viper-gen.lock
                created viper-gen.bases/Check_Out.base
                updated Conferences.xcodeproj
                  conferences/Classes/Modules/Check_Out/ViewController/CNFCheck_OutViewController.h: group Conferences/Modules/Check_Out/ViewController
                  conferences/Classes/Modules/Check_Out/ViewController/CNFCheck_OutViewController.m: group Conferences/Modules/Check_Out/ViewController; target SearchApp (Sources); target SearchAppClip (Sources)
                  conferences/Classes/Modules/Check_Out/ViewController/CNFCheck_OutViewController.xib: group Conferences/Modules/Check_Out/ViewController; target SearchApp (Resources); target SearchAppClip (Resources)
                  conferences/Classes/Modules/Check_Out/ViewModel/CNFCheck_OutViewModel.swift: group Conferences/Modules/Check_Out/ViewModel; target SearchApp (Sources); target SearchAppClip (Sources)
                  Tests/Modules/Check_Out/ViewModel/CNFCheck_OutViewModelTests.swift: group Tests/Modules/Check_Out/ViewModel; target SearchAppTests (Sources)

                """)
        #expect(
            gen.standardError
                == caseWarnings("\(root)/Templates/case_controller")
                + "viper-gen: warning: module name 'Check_Out' is not UpperCamelCase, as Swift type names are by "
                + "convention (accepted, as Generamba does); use 'CheckOut' unless you continue an existing naming "
                + "scheme\n")
        try assertMatchesGoldens(written(in: project), name: "generamba-dropin/catalogue-set")
    }

    /// Generamba's path options over the Rambafile: `--project_file_path` alone keeps the Rambafile's group path;
    /// `--test_group_path` alone keeps its test file path; the new module group gets the folder it stands for.
    @Test func pathOptionsApplyOverTheRambafile() throws {
        let directory = try TemporaryDirectory()
        let project = try projectWithTheSetInstalled(in: directory.url)
        let gen = try runViperGen(
            [
                "gen", "Search", "case_controller", "--project_file_path", "conferences/Features",
                "--test_group_path", "/Tests/Checks/", "--test_targets", "SearchAppTests", "--quiet",
            ], in: project)
        #expect(gen.status == 0 && gen.standardOutput == "")
        #expect(gen.standardError == caseWarnings("\(project.standardizedFileURL.path)/Templates/case_controller"))
        try assertMatchesGoldens(written(in: project), name: "generamba-dropin/path-options")
    }

    /// `create_logical_groups`: new groups have a name and no folder; file references carry their path from the
    /// nearest group above with a folder, as the xcodeproj gem writes them for Generamba.
    @Test func logicalGroupsHaveNoFolder() throws {
        let directory = try TemporaryDirectory()
        let project = try projectWithTheSetInstalled(in: directory.url, rambafileLines: "create_logical_groups: true\n")
        let gen = try runViperGen(["gen", "Search", "case_controller", "--quiet"], in: project)
        #expect(gen.status == 0 && gen.standardOutput == "")
        #expect(gen.standardError == caseWarnings("\(project.standardizedFileURL.path)/Templates/case_controller"))
        try assertMatchesGoldens(written(in: project), name: "generamba-dropin/logical-groups")
    }

    /// `templates show` renders a rambaspec set for a placeholder whose values say what they stand for, rather than
    /// for a made-up module with empty project values.
    @Test func templatesShowRendersAPlaceholder() throws {
        let project = try generambaProjectCopy()
        let show = try runViperGen(["templates", "show", "search_viper"], in: project.url)
        #expect(show.status == 0 && show.standardError == "")
        #expect(
            show.standardOutput == """
                search_viper: Fixture set for <project_name>: every Generamba variable and file-naming rule
                source: \(project.url.standardizedFileURL.path)/Templates/search_viper

                parameters:
                  (none)

                files:
                  (rendered for a placeholder: <name>, <prefix>, <project_name>, … stand for the module's and the Rambafile's values)
                  code: <name>/Presenter/<prefix><name>Presenter.swift  (from Code/presenter.swift.liquid)
                  code: <name>/Interactor/<name>Interactor.swift  (from Code/interactor.swift.liquid)
                  code: <name>/<name>Module.swift  (from Code/module.swift.liquid)
                  code: <name>/View/<prefix><name>View.storyboard  (from Code/view.storyboard.liquid)
                  test: <name>/Presenter/<prefix><name>PresenterTests.swift  (from Tests/presenter_tests.swift.liquid)
                  test: <name>/Nested/Deeper/<prefix><name>InteractorTests.swift  (from Tests/interactor_tests.swift.liquid)

                """)
    }

    /// An error in a set fetched from a catalogue names the catalogue and the file in it, not the deleted clone.
    @Test func aBrokenCatalogueSetIsNamedByItsCatalogue() throws {
        let directory = try TemporaryDirectory()
        let catalogue = try bareGitRepository(
            of: generambaDropInFixtures.appending(path: "catalog"), named: "catalog", in: directory.url)
        let project = try generambaDropInProject(in: directory.url, catalogue: catalogue)
        let rambafile = project.appending(path: "Rambafile")
        let text = try String(contentsOf: rambafile, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "{name: case_controller}", with: "{name: broken_set}").utf8).write(
            to: rambafile)
        let before = try treeListing(project)
        let install = try runViperGen(["templates", "install"], in: project)
        #expect(
            install
                == ProcessResult(
                    status: 65, standardOutput: "",
                    standardError: "\(catalogue)/broken_set/broken_set.rambaspec (rendered):2:13: error: "
                        + "\"code_files\" must be a list of {name, path} entries, not an integer\n"
                        + "code_files: 3\n            ^\n"))
        #expect(try treeListing(project) == before)
    }
}
