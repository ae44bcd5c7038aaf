import Foundation
import Testing
import ViperGenTestSupport

/// A team commits `viper-gen.json` and its own templates; every member's `viper-gen module X` with no flags then
/// produces the same files in the same places. Commands run in process (`runCommand`), through the entry point the
/// binary calls.
@Suite struct ProjectWorkflowTests {
    /// A temporary app: a Package.swift named Shop, Sources/Shop and Tests/ShopTests.
    static func makeApp() throws -> TemporaryDirectory {
        let app = try TemporaryDirectory()
        for folder in ["Sources/Shop", "Tests/ShopTests"] {
            try FileManager.default.createDirectory(
                at: app.url.appending(path: folder), withIntermediateDirectories: true)
        }
        let manifest =
            "// swift-tools-version: 6.2\nimport PackageDescription\n\nlet package = Package(\n    name: \"Shop\"\n)\n"
        try Data(manifest.utf8).write(to: app.url.appending(path: "Package.swift"))
        return app
    }

    @Test func initWritesDetectedDefaultsAndRefusesToOverwrite() throws {
        let app = try Self.makeApp()
        let result = runCommand(["init", "--yes", "--author", "Jane", "--company", "Acme"], in: app.url)
        #expect(result == ProcessResult(status: 0, standardOutput: "created viper-gen.json\n", standardError: ""))
        let written = try String(contentsOf: app.url.appending(path: "viper-gen.json"), encoding: .utf8)
        #expect(
            written == """
                {
                  "project": "Shop",
                  "author": "Jane",
                  "company": "Acme",
                  "prefix": "",
                  "template": "viper",
                  "target": "Shop",
                  "output": "Sources/Shop",
                  "testsOutput": "Tests/ShopTests",
                  "templateDirectories": ["templates"],
                  "parameters": {}
                }

                """)
        let again = runCommand(["init", "--yes"], in: app.url)
        #expect(again.status == 73)
        #expect(
            again.standardError
                == "viper-gen: error: \(app.url.path)/viper-gen.json already exists; use --force to replace it\n")
        #expect(try String(contentsOf: app.url.appending(path: "viper-gen.json"), encoding: .utf8) == written)
    }

    /// init replaces a config under the same rules as a generated file: never a link, never a read-only file.
    @Test func initForceRefusesALinkedOrReadOnlyConfig() throws {
        let app = try Self.makeApp()
        let config = app.url.appending(path: "viper-gen.json")
        let shared = app.url.appending(path: "shared.json")
        try Data("{}\n".utf8).write(to: shared)
        try FileManager.default.createSymbolicLink(at: config, withDestinationURL: shared)
        let linked = runCommand(["init", "--yes", "--force"], in: app.url)
        #expect(linked.status == 73)
        #expect(
            linked.standardError
                == "viper-gen: error: \(config.path) is a symbolic link; viper-gen neither writes through a link nor "
                + "replaces one, and nothing was written: replace the link with the file it points to, or run on the "
                + "real file\n")
        #expect(try String(contentsOf: shared, encoding: .utf8) == "{}\n")

        try FileManager.default.removeItem(at: config)
        try Data("{}\n".utf8).write(to: config)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: config.path)
        let readOnly = runCommand(["init", "--yes", "--force"], in: app.url)
        #expect(readOnly.status == 73)
        #expect(
            readOnly.standardError
                == "viper-gen: error: \(config.path) is read-only; viper-gen never replaces a read-only file, and "
                + "nothing was written: make it writable (chmod u+w) first\n")
        #expect(try String(contentsOf: config, encoding: .utf8) == "{}\n")
    }

    @Test func initAsksForEachValueAndTakesScriptedAnswers() throws {
        let app = try Self.makeApp()
        let answers = "Shopper\nJane Roe\n\nXY\n"  // project, author, company (default), prefix, then end of input
        let result = runCommand(["init", "--company", "Acme"], in: app.url, input: answers)
        #expect(result.status == 0)
        #expect(result.standardError.hasPrefix("Project name [Shop]: Author ["))
        #expect(!result.standardError.contains("Company ["))
        let config = try String(contentsOf: app.url.appending(path: "viper-gen.json"), encoding: .utf8)
        #expect(
            config.contains(
                "\"project\": \"Shopper\",\n  \"author\": \"Jane Roe\",\n  \"company\": \"Acme\",\n  \"prefix\": \"\",")
        )
        #expect(config.contains("\"template\": \"XY\""))
    }

    /// `init` asks every question before it takes the run lock, so that another run in the folder never waits on a
    /// user who is typing: with the lock held by another run, the prompts come first, then the wait.
    @Test func initAsksBeforeItTakesTheRunLock() throws {
        let app = try Self.makeApp()
        let real = app.url.resolvingSymlinksInPath().path
        let holder = try HeldRunLock(in: app.url)
        let result = try runViperGen(
            [
                "init", "--author", "Jane", "--company", "Acme", "--prefix", "", "--template", "viper", "--target",
                "Shop",
                "--output", "Sources/Shop", "--tests-output", "Tests/ShopTests", "--template-dir", "templates",
            ],
            in: app.url, input: "Shopper\n", releasingWhenItWaits: holder)
        #expect(
            result
                == ProcessResult(
                    status: 0, standardOutput: "created viper-gen.json\n",
                    standardError: "Project name [Shop]: viper-gen: waiting for another viper-gen run on \(real)\n"))
    }

    @Test func moduleWithNoFlagsFollowsTheConfig() throws {
        let app = try Self.makeApp()
        _ = runCommand(["init", "--yes", "--author", "Jane", "--company", "Acme", "--prefix", "ABC"], in: app.url)
        let config = app.url.appending(path: "viper-gen.json")
        let text = try String(contentsOf: config, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\"parameters\": {}", with: "\"parameters\": { \"ui\": \"none\" }").utf8)
            .write(to: config)
        let nested = app.url.appending(path: "Sources/Shop")  // run from a sub-folder: the config is found above

        let result = runCommand(["module", "Search"], in: nested)
        #expect(result.status == 0, "\(result.standardError)")
        let files = snapshotTree(app.url).keys.filter { $0.hasSuffix(".swift") && $0 != "Package.swift" }.sorted()
        #expect(
            files
                == [
                    "Sources/Shop/Search/ABCSearchContract.swift", "Sources/Shop/Search/ABCSearchInteractor.swift",
                    "Sources/Shop/Search/ABCSearchPresenter.swift", "Sources/Shop/Search/ABCSearchRouter.swift",
                    "Sources/Shop/Search/ABCSearchView.swift",
                    "Tests/ShopTests/SearchTests/ABCSearchInteractorTests.swift",
                    "Tests/ShopTests/SearchTests/ABCSearchPresenterTests.swift",
                    "Tests/ShopTests/SearchTests/ABCSearchRouterTests.swift",
                    "Tests/ShopTests/SearchTests/ABCSearchViewTests.swift", "Sources/Shop/VIPER/Module.swift",
                    "Tests/ShopTests/VIPER/TestSupport.swift",
                ].sorted())
        let view = try String(
            contentsOf: app.url.appending(path: "Sources/Shop/Search/ABCSearchView.swift"), encoding: .utf8)
        #expect(
            view.hasPrefix(
                "//\n//  ABCSearchView.swift\n//  Search module of Shop\n//\n//  Created by Jane (Acme) on 2026-11-22.\n"
            ))
        #expect(view.contains("final class ABCSearchView: ModuleView {"))
    }

    @Test func flagsBeatTheConfigWhichBeatsTemplateDefaults() throws {
        let app = try Self.makeApp()
        try ProjectConfigTests.writeConfig(
            #"{ "author": "Config Author", "output": "Generated", "parameters": { "ui": "none", "tests": "none" } }"#,
            in: app.url)
        let fromConfig = runCommand(["module", "Search", "--dry-run", "--json"], in: app.url)
        #expect(fromConfig.standardOutput.contains("\"tests\" : \"none\""))
        #expect(fromConfig.standardOutput.contains("\"path\" : \"Generated/Search/SearchView.swift\""))

        let fromFlags = runCommand(
            [
                "module", "Search", "--dry-run", "--json", "--param", "tests=xctest", "-o", "Flag", "--author",
                "Flag Author",
            ],
            in: app.url)
        #expect(fromFlags.standardOutput.contains("\"tests\" : \"xctest\""))
        #expect(fromFlags.standardOutput.contains("\"path\" : \"Flag/Search/SearchView.swift\""))
        #expect(
            fromFlags.standardOutput.contains("\"path\" : \"FlagTests/SearchTests/SearchRouterTests.swift\"") == false)
        #expect(fromFlags.standardOutput.contains("\"path\" : \"Flag/SearchTests/SearchRouterTests.swift\""))

        // The template default applies when neither sets it: tests defaults to swift-testing.
        try ProjectConfigTests.writeConfig(#"{ "output": "Generated", "parameters": { "ui": "none" } }"#, in: app.url)
        let fromDefaults = runCommand(["module", "Search", "--dry-run", "--json"], in: app.url)
        #expect(fromDefaults.status == 0)
        #expect(fromDefaults.standardOutput.contains("\"tests\" : \"swift-testing\""))
        #expect(fromDefaults.standardOutput.contains("\"path\" : \"Generated/SearchTests/SearchRouterTests.swift\""))
    }

    /// A config written by a tool that escapes everything outside ASCII (Python's `json.dumps`) spells 😀 as the
    /// surrogate pair `\ud83d\ude00`: it is one character in the headers, and half a pair stops the run.
    @Test func configEscapesAboveUFFFFDecodeAndUnpairedHalvesAreRefused() throws {
        let app = try Self.makeApp()
        try ProjectConfigTests.writeConfig(#"{ "author": "J\u00fcrgen \ud83d\ude00", "output": "Out" }"#, in: app.url)
        let paired = runCommand(["module", "Search", "--param", "ui=none", "-q"], in: app.url)
        #expect(paired == ProcessResult(status: 0, standardOutput: "", standardError: ""))
        let contract = try String(
            contentsOf: app.url.appending(path: "Out/Search/SearchContract.swift"), encoding: .utf8)
        #expect(contract.split(separator: "\n")[4] == "//  Created by Jürgen 😀 on 2026-11-22.")

        try FileManager.default.removeItem(at: app.url.appending(path: "Out"))
        try FileManager.default.removeItem(at: app.url.appending(path: "viper-gen.lock"))
        try FileManager.default.removeItem(at: app.url.appending(path: "viper-gen.bases"))
        try ProjectConfigTests.writeConfig("{\n  \"author\": \"J\\u00fcrgen \\ud83d\"\n}\n", in: app.url)
        let unpaired = runCommand(["module", "Search"], in: app.url)
        #expect(
            unpaired
                == ProcessResult(
                    status: 65, standardOutput: "",
                    standardError: """
                        \(app.url.path)/viper-gen.json:2:26: error: invalid JSON: unpaired surrogate '\\ud83d'; write a \
                        character above U+FFFF as both halves, such as '\\ud83d\\ude00', or as itself
                          "author": "J\\u00fcrgen \\ud83d"
                                                 ^

                        """))
        #expect(snapshotTree(app.url).keys.sorted() == ["Package.swift", "viper-gen.json"])
    }

    @Test func configProblemsStopTheRunWithTheirPositions() throws {
        let app = try Self.makeApp()
        try ProjectConfigTests.writeConfig("{\n  \"parameters\": { \"uii\": \"none\" }\n}", in: app.url)
        let unknown = runCommand(["module", "Search"], in: app.url)
        #expect(unknown.status == 65)
        #expect(
            unknown.standardError
                == "\(app.url.path)/viper-gen.json:2:19: error: parameter 'uii' belongs to no template set (did you "
                + "mean 'ui'?); known: access, dependencies, interactor, parent, presentation, screen, tests, ui\n  "
                + "\"parameters\": { \"uii\": \"none\" }\n"
                + "                  ^\n")

        try ProjectConfigTests.writeConfig("{\n  \"parameters\": { \"ui\": \"appkit\" }\n}", in: app.url)
        let invalid = runCommand(["module", "Search"], in: app.url)
        #expect(invalid.status == 65)
        #expect(
            invalid.standardError.hasPrefix(
                "\(app.url.path)/viper-gen.json:2:25: error: invalid value 'appkit' for parameter 'ui' (choice) of "
                    + "template 'viper'; use one of "))

        let missing = runCommand(["module", "Search", "--config", "nope.json"], in: app.url)
        #expect(
            missing
                == ProcessResult(
                    status: 64, standardOutput: "",
                    standardError:
                        "viper-gen: error: config file \(app.url.path)/nope.json does not exist; check --config\n"))
        #expect(snapshotTree(app.url).keys.sorted() == ["Package.swift", "viper-gen.json"])
    }

    @Test func newTemplateSetPassesLintRendersAndOverridesAreListed() throws {
        let app = try Self.makeApp()
        _ = runCommand(["init", "--yes", "--author", "Jane"], in: app.url)
        let created = runCommand(["templates", "new", "service"], in: app.url)
        #expect(created.status == 0)
        #expect(
            created.standardOutput == """
                created templates/service/Service.swift.liquid
                created templates/service/ServiceTests.swift.liquid
                created templates/service/snippets/header.liquid
                created templates/service/template.json

                """)
        let lint = runCommand(["template", "lint", "service"], in: app.url)
        #expect(
            lint
                == ProcessResult(
                    status: 0, standardOutput: "service: ok (2 files, 3 parameter combinations rendered)\n",
                    standardError: ""))

        let generated = runCommand(["module", "Cart", "-t", "service", "--param", "kind=repository"], in: app.url)
        #expect(
            generated.standardOutput
                == "created Sources/Shop/Services/CartRepository.swift\ncreated Tests/ShopTests/CartRepositoryTests.swift\n"
                + "created viper-gen.lock\ncreated viper-gen.bases/Cart.base\n"
        )

        // A project set named like a built-in one overrides it and is marked so.
        try FileManager.default.copyItem(
            at: app.url.appending(path: "templates/service"), to: app.url.appending(path: "templates/viper"))
        let manifest = app.url.appending(path: "templates/viper/template.json")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\"name\": \"service\"", with: "\"name\": \"viper\"").utf8).write(
            to: manifest)
        let listing = runCommand(["templates"], in: app.url)
        #expect(listing.standardOutput.contains("service (\(app.url.path)/templates/service): A service"))
        #expect(
            listing.standardOutput.contains("viper (\(app.url.path)/templates/viper, overrides built-in): A service"))

        let show = runCommand(["templates", "show", "service"], in: app.url)
        #expect(show.standardOutput.contains("  kind: choice, default service, one of service, repository\n"))
        #expect(
            show.standardOutput.contains(
                "  test: {{ module.type_name }}{{ params.kind | capitalize }}Tests.swift  (from ServiceTests.swift.liquid)  if params.tests\n"
            ))
    }

    @Test func lintReportsEveryClassOfProblemWithPositions() throws {
        let app = try Self.makeApp()
        let set = app.url.appending(path: "broken")
        try FileManager.default.createDirectory(at: set.appending(path: "snippets"), withIntermediateDirectories: true)
        let manifest = """
            {
              "name": "broken",
              "parameters": [{ "name": "mode", "type": "choice", "choices": ["a", "b"], "default": "a" }],
              "files": [
                { "source": "A.liquid", "output": "{{ module.name }}.swift" },
                { "source": "B.liquid", "output": "{% if params.mode == 'b' %}{{ module.name }}{% else %}Other{% endif %}.swift" },
                { "source": "C.liquid", "output": "../{{ module.name }}.swift", "condition": "params.mode == 'b'" }
              ]
            }
            """
        try Data(manifest.utf8).write(to: set.appending(path: "template.json"))
        try Data("{{ module.nmae }}\n".utf8).write(to: set.appending(path: "A.liquid"))
        try Data("ok\n{% include 'missing' %}\n".utf8).write(to: set.appending(path: "B.liquid"))
        try Data("{% if params.mode == 'b' %}{{ params.nope }}{% endif %}".utf8).write(
            to: set.appending(path: "C.liquid"))
        let result = runCommand(["templates", "lint", "broken"], in: app.url)
        #expect(result.status == 65)
        #expect(result.standardOutput == "")
        let errorLines = result.standardError.split(separator: "\n").filter { $0.contains("error:") }
        #expect(
            errorLines == [
                "\(set.path)/B.liquid:2:12: error: no snippet named 'missing' in snippets/"
            ])
        // With the include fixed, render problems appear: unknown variable, an escaping path, a collision.
        try Data("ok\n".utf8).write(to: set.appending(path: "B.liquid"))
        try Data("{{ module.nmae }}\n".utf8).write(to: set.appending(path: "A.liquid"))
        let second = runCommand(["templates", "lint", "broken"], in: app.url)
        #expect(second.status == 65)
        let lines = second.standardError.split(separator: "\n").filter { $0.contains("error:") }.map(String.init)
        #expect(
            lines == [
                "\(set.path)/A.liquid:1:4: error: unknown variable 'module.nmae' (did you mean 'module.name'?)",
                "viper-gen: error: /code-output/Sample.swift would be written twice in this run (by \(set.path)/A.liquid "
                    + "and \(set.path)/B.liquid); make the output paths differ (with mode=b)",
                "viper-gen: error: output path '../Sample.swift' of \(set.path)/C.liquid is invalid: it contains '..' and "
                    + "would leave the output directory; fix \"output\" in the manifest (with mode=b)",
            ])
    }
}
