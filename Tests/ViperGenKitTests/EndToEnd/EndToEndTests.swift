import Foundation
import Testing
import ViperGenTestSupport

/// The `module` command's behaviour: stdout, stderr, the exit code and the files on disk. Most tests run the command
/// in process (`runCommand`); those about the process itself run the real binary (`runViperGen`): the golden run,
/// exit codes of usage errors, help and version, the libraries it loads, output that cannot be written, SIGPIPE and
/// the umask. The bad-input catalogue and the crash-safety tests run the binary too.
@Suite struct EndToEndTests {
    /// The arguments that make the output equal to the `viper-classic-none` goldens.
    static let goldenArguments = [
        "--template", "viper-classic", "--param", "ui=none", "--author", "Jane Appleseed", "--company", "Acme Inc.",
        "--project", "TodoApp",
        "--target", "TodoApp", "--output", "Sources", "--tests-output", "Tests",
    ]

    static let searchFiles = [
        "Sources/Search/SearchContract.swift", "Sources/Search/SearchView.swift",
        "Sources/Search/SearchPresenter.swift",
        "Sources/Search/SearchInteractor.swift", "Sources/Search/SearchRouter.swift",
        "Tests/SearchTests/SearchPresenterTests.swift", "Tests/SearchTests/SearchInteractorTests.swift",
        "Tests/SearchTests/SearchViewTests.swift", "Tests/SearchTests/SearchRouterTests.swift",
    ]

    /// The lockfile and the base a run records, listed after the module's files.
    static let record = ["viper-gen.lock", "viper-gen.bases/Search.base"]

    @Test func generatesTheGoldenModuleAndListsTheFiles() throws {
        let directory = try TemporaryDirectory()
        let result = try runViperGen(["module", "Search"] + Self.goldenArguments, in: directory.url)
        #expect(
            result
                == ProcessResult(
                    status: 0,
                    standardOutput: (Self.searchFiles + Self.record).map { "created \($0)\n" }.joined(),
                    standardError: ""))
        #expect(
            treeDifferences(
                withoutLockfile(snapshotTree(directory.url)),
                snapshotTree(repositoryRoot.appending(path: "Tests/Goldens/viper-classic-none/Search"))) == [])
        #expect(
            snapshotTree(directory.url).keys.filter { !$0.hasPrefix("Sources/") && !$0.hasPrefix("Tests/") }.sorted()
                == ["viper-gen.bases/Search.base", "viper-gen.lock"])
    }

    // Linux only, with no Darwin counterpart by design: on a Mac, Foundation is part of the system (in the shared
    // cache, loaded by every process), with no FoundationEssentials-only build to choose, so there is nothing to keep
    // out of the binary.
    #if os(Linux)
        /// Loading full Foundation (with ICU) at start-up costs more than everything viper-gen does for a module
        /// (see the documentation's Performance article), so the binary links FoundationEssentials only.
        @Test func theBinaryDoesNotLoadFullFoundationOrICU() throws {
            let result = try runProcess(
                URL(fileURLWithPath: "/usr/bin/ldd"), [viperGenExecutable.path], in: repositoryRoot)
            #expect(result.status == 0, "\(result.standardError)")
            let libraries = result.standardOutput.split(separator: "\n").compactMap {
                $0.split(whereSeparator: \.isWhitespace).first.map(String.init)
            }
            #expect(libraries.contains("libFoundationEssentials.so"))
            let heavy = ["libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so"]
            #expect(libraries.filter(heavy.contains) == [])
        }
    #endif

    @Test func dryRunPrintsThePlanAndWritesNothing() throws {
        let directory = try TemporaryDirectory()
        let result = runCommand(["module", "Search", "--dry-run"] + Self.goldenArguments, in: directory.url)
        #expect(result.status == 0)
        #expect(result.standardOutput == (Self.searchFiles + Self.record).map { "would create \($0)\n" }.joined())
        #expect(snapshotTree(directory.url).isEmpty)
    }

    @Test func jsonDryRunCarriesTheContents() throws {
        let directory = try TemporaryDirectory()
        let result = runCommand(
            ["module", "Search", "--dry-run", "--json", "--param", "tests=false"] + Self.goldenArguments,
            in: directory.url)
        #expect(result.status == 0 && result.standardError == "")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(document["template"] as? String == "viper-classic")
        #expect(document["dryRun"] as? Bool == true)
        #expect((document["parameters"] as? [String: Any])?["tests"] as? Bool == false)
        let files = try #require(document["files"] as? [[String: Any]])
        #expect(files.compactMap { $0["path"] as? String } == Array(Self.searchFiles.prefix(5)))
        let golden = try String(
            contentsOf: repositoryRoot.appending(
                path: "Tests/Goldens/viper-classic-none/Search/Sources/Search/SearchRouter.swift"), encoding: .utf8)
        #expect(files[4]["contents"] as? String == golden)
        #expect(snapshotTree(directory.url).isEmpty)
    }

    @Test func quietPrintsNothingAndDefaultsComeFromThePackageLayout() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(
            at: directory.url.appending(path: "Tests/ShopTests"), withIntermediateDirectories: true)
        let result = runCommand(
            ["module", "Cart", "-q", "-o", "Sources/Shop/Features", "--param", "ui=none", "--author", "A"],
            in: directory.url)
        #expect(result == ProcessResult(status: 0, standardOutput: "", standardError: ""))
        let files = snapshotTree(directory.url)
        #expect(
            files.keys.sorted() == [
                "Sources/Shop/Features/Cart/CartContract.swift", "Sources/Shop/Features/Cart/CartInteractor.swift",
                "Sources/Shop/Features/Cart/CartPresenter.swift", "Sources/Shop/Features/Cart/CartRouter.swift",
                "Sources/Shop/Features/Cart/CartView.swift", "Tests/ShopTests/CartTests/CartInteractorTests.swift",
                "Tests/ShopTests/CartTests/CartPresenterTests.swift", "Tests/ShopTests/CartTests/CartRouterTests.swift",
                "Tests/ShopTests/CartTests/CartViewTests.swift", "viper-gen.bases/Cart.base", "viper-gen.lock",
            ])
        #expect(files["Tests/ShopTests/CartTests/CartRouterTests.swift"]?.contains("@testable import Shop\n") == true)
        #expect(
            files["Sources/Shop/Features/Cart/CartView.swift"]?.contains("//  Created by A on 2026-11-22.\n") == true)
    }

    @Test func badModuleNamesAreRefusedTogetherAndNothingIsWritten() throws {
        let directory = try TemporaryDirectory()
        let result = runCommand(["module", "Search", "search-results", "class", "Search"], in: directory.url)
        #expect(result.status == 64)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError == """
                viper-gen: error: invalid module name 'search-results': contains '-'; module names are letters and digits; use 'SearchResults'
                viper-gen: error: invalid module name 'class': 'class' is reserved in Swift; use 'Class'
                viper-gen: error: module 'Search' is given twice; name each module once

                """)
        #expect(snapshotTree(directory.url).isEmpty)
    }

    /// Results that never reached standard output must not look like success to a script. (`/dev/full` on Linux, a
    /// read-only descriptor everywhere: see `UnwritableOutput`.)
    @Test(arguments: UnwritableOutput.all) func outputThatCannotBeWrittenExitsWithAnIOError(output: UnwritableOutput)
        throws
    {
        let unwritable = try #require(output.handle())
        let error = Pipe()
        let process = Process()
        process.executableURL = viperGenExecutable
        process.arguments = ["templates", "list"]
        process.standardOutput = unwritable
        process.standardError = error
        try process.run()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 74)
        #expect(
            message
                == "viper-gen: error: cannot write to standard output: \(output.reason); "
                + "check the disk or the file it is redirected to\n")
    }

    /// A reader that went away stops viper-gen as it stops any Unix tool: by SIGPIPE, or, where the caller
    /// ignores SIGPIPE, with exit code 74 and no message (the reader chose to stop reading). Darwin's pipes and
    /// signals behave the same, so this runs everywhere.
    @Test(arguments: [false, true])
    func aClosedPipeEndsTheRunQuietly(ignoringSIGPIPE: Bool) throws {
        let output = Pipe()
        try output.fileHandleForReading.close()
        let error = Pipe()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let trap = ignoringSIGPIPE ? "trap '' PIPE; " : ""
        process.arguments = ["-c", trap + #"exec "$0" templates list"#, viperGenExecutable.path]
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == (ignoringSIGPIPE ? .exit : .uncaughtSignal))
        #expect(process.terminationStatus == (ignoringSIGPIPE ? 74 : SIGPIPE))
        #expect(message == "")
    }

    @Test func usageErrors() throws {
        let directory = try TemporaryDirectory()
        let cases: [([String], String)] = [
            (
                ["module"],
                "viper-gen: error: no module name given; run 'viper-gen module NAME', e.g. 'viper-gen module Search'\n"
            ),
            (
                ["module", "Search", "--ouput", "x"],
                "viper-gen: error: unknown option '--ouput' (did you mean '--output'?); see 'viper-gen module --help'\n"
            ),
            (["module", "Search", "--output"], "viper-gen: error: option '--output' needs a value: --output DIR\n"),
            (
                ["module", "Search", "-o", "a", "-o", "b"],
                "viper-gen: error: option '--output' is given more than once; keep one\n"
            ),
            (
                ["module", "Search", "--template", "vipr"],
                "viper-gen: error: unknown template 'vipr'; did you mean 'viper'? available: viper, viper-classic\n"
            ),
            (
                ["modul", "Search"],
                "viper-gen: error: unknown command 'modul'; did you mean 'module'? see 'viper-gen --help'\n"
            ),
            (
                ["module", "Search", "--param", "tests"],
                "viper-gen: error: --param 'tests' is not KEY=VALUE; write e.g. --param tests=false\n"
            ),
        ]
        for (arguments, message) in cases {
            let result = try runViperGen(arguments, in: directory.url)
            #expect(result == ProcessResult(status: 64, standardOutput: "", standardError: message), "\(arguments)")
        }
        #expect(snapshotTree(directory.url).isEmpty)
    }

    @Test func badParametersAreAllReported() throws {
        let directory = try TemporaryDirectory()
        let result = runCommand(
            ["module", "Search", "--param", "tets=false", "--param", "tests=maybe", "--param", "ui=appkit"],
            in: directory.url)
        #expect(result.status == 64)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(
            lines[0]
                == "viper-gen: error: unknown parameter 'tets' for template 'viper'; did you mean 'tests'? allowed: tests, ui, dependencies, access, parent"
        )
        #expect(lines[1] == "viper-gen: error: invalid value 'maybe' for parameter 'tests' (bool); use true or false")
        #expect(lines[2].hasPrefix("viper-gen: error: invalid value 'appkit' for parameter 'ui' (choice); use one of "))
        #expect(snapshotTree(directory.url).isEmpty)
    }

    @Test func existingFilesAreNeverReplacedWithoutForce() throws {
        let directory = try TemporaryDirectory()
        let presenter = directory.url.appending(path: "Sources/Search/SearchPresenter.swift")
        try FileManager.default.createDirectory(
            at: presenter.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("// hand-written\n".utf8).write(to: presenter)

        let refused = runCommand(["module", "Search"] + Self.goldenArguments, in: directory.url)
        #expect(refused.status == 73)
        #expect(refused.standardOutput == "")
        #expect(
            refused.standardError == "viper-gen: error: \(presenter.path) already exists; use --force to replace it\n")
        #expect(snapshotTree(directory.url) == ["Sources/Search/SearchPresenter.swift": "// hand-written\n"])

        let forced = runCommand(["module", "Search", "--force"] + Self.goldenArguments, in: directory.url)
        #expect(forced.status == 0)
        #expect(forced.standardOutput.contains("replaced Sources/Search/SearchPresenter.swift\n"))
        #expect(forced.standardOutput.contains("created Sources/Search/SearchView.swift\n"))
        #expect(
            treeDifferences(
                withoutLockfile(snapshotTree(directory.url)),
                snapshotTree(repositoryRoot.appending(path: "Tests/Goldens/viper-classic-none/Search"))) == [])
        #expect(
            snapshotTree(directory.url).keys.filter { !$0.hasPrefix("Sources/") && !$0.hasPrefix("Tests/") }.sorted()
                == ["viper-gen.bases/Search.base", "viper-gen.lock"])
    }

    /// New files follow the user's umask like any tool's; a file replaced with `--force` keeps its permissions.
    @Test func newFilesFollowTheUmaskAndReplacedFilesKeepTheirMode() throws {
        let directory = try TemporaryDirectory()
        let presenter = directory.url.appending(path: "Sources/Search/SearchPresenter.swift")
        try FileManager.default.createDirectory(
            at: presenter.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("// hand-written\n".utf8).write(to: presenter)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: presenter.path)

        let command = ([viperGenExecutable.path, "module", "Search", "--force", "-q"] + Self.goldenArguments)
            .map { "'\($0)'" }.joined(separator: " ")
        let result = try runProcess(
            URL(fileURLWithPath: "/bin/sh"), ["-c", "umask 027 && exec \(command)"], in: directory.url,
            environment: ["SOURCE_DATE_EPOCH": "1795348800"])
        #expect(result.status == 0, "\(result.standardError)")
        func mode(_ path: String) throws -> Int {
            let attributes = try FileManager.default.attributesOfItem(atPath: directory.url.appending(path: path).path)
            return try #require(attributes[.posixPermissions] as? Int)
        }
        #expect(try mode("Sources/Search/SearchPresenter.swift") == 0o755)
        #expect(try mode("Sources/Search/SearchView.swift") == 0o640)
        #expect(try mode("Tests/SearchTests/SearchPresenterTests.swift") == 0o640)
    }

    @Test func outputPathsThatEscapeAreRefused() throws {
        let directory = try TemporaryDirectory()
        let sets = directory.url.appending(path: "sets")
        try writeSet(in: sets, name: "escape", output: "../{{ module.name }}.swift")
        try writeSet(in: sets, name: "absolute", output: "/tmp/{{ module.name }}.swift")
        let output = directory.url.appending(path: "out")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)

        let escape = runCommand(
            ["module", "Search", "-t", "escape", "--template-dir", "sets", "-o", "out"], in: directory.url)
        #expect(escape.status == 65)
        #expect(
            escape.standardError
                == "viper-gen: error: output path '../Search.swift' of \(sets.path)/escape/File.liquid is invalid: it contains '..' and would leave the output directory; fix \"output\" in the manifest\n"
        )
        let absolute = runCommand(
            ["module", "Search", "-t", "absolute", "--template-dir", "sets", "-o", "out"], in: directory.url)
        #expect(absolute.status == 65)
        #expect(absolute.standardError.contains("it is absolute; output paths are relative to the output directory"))

        // A symbolic link inside the output directory that leads outside it.
        let outside = try TemporaryDirectory()
        try writeSet(in: sets, name: "linked", output: "link/{{ module.name }}.swift")
        try FileManager.default.createSymbolicLink(at: output.appending(path: "link"), withDestinationURL: outside.url)
        let linked = runCommand(
            ["module", "Search", "-t", "linked", "--template-dir", "sets", "-o", "out"], in: directory.url)
        #expect(linked.status == 65)
        #expect(
            linked.standardError
                == "viper-gen: error: \(output.path)/link is a symbolic link to \(outside.url.resolvingSymlinksInPath().path), outside the output directory \(output.path); refusing to write through it\n"
        )
        #expect(snapshotTree(outside.url).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == ["link"])
    }

    @Test func templateErrorsPointAtFileLineAndColumn() throws {
        let directory = try TemporaryDirectory()
        let sets = directory.url.appending(path: "sets")
        try writeSet(
            in: sets, name: "broken", output: "{{ module.name }}.swift",
            contents: "// {{ module.name }}\nlet x = \"{{ module.name | lowerfirst }}\"\n")
        let result = runCommand(["module", "Search", "-t", "broken", "--template-dir", "sets"], in: directory.url)
        #expect(result.status == 65)
        #expect(
            result.standardError == """
                \(sets.path)/broken/File.liquid:2:27: error: unknown filter 'lowerfirst' (did you mean 'lower_first'?)
                let x = "{{ module.name | lowerfirst }}"
                                          ^

                """)
        #expect(snapshotTree(directory.url).keys.allSatisfy { $0.hasPrefix("sets/") })
    }

    @Test func helpAndVersion() throws {
        let directory = try TemporaryDirectory()
        let version = try runViperGen(["--version"], in: directory.url)
        // The commit is checked by ReleaseFilesTests.
        #expect(version.status == 0 && version.standardOutput.hasPrefix("viper-gen 0.1.0 (commit "))
        let help = try runViperGen(["--help"], in: directory.url)
        #expect(
            help.status == 0
                && help.standardOutput.hasPrefix("viper-gen 0.1.0: generate VIPER modules from templates.\n"))
        let moduleHelp = try runViperGen(["module", "--help"], in: directory.url)
        #expect(
            moduleHelp.status == 0
                && moduleHelp.standardOutput.hasPrefix("USAGE: viper-gen module NAME [NAME...] [options]\n"))
        #expect(try runViperGen(["help", "module"], in: directory.url) == moduleHelp)
        let bare = try runViperGen([], in: directory.url)
        #expect(bare.status == 64 && bare.standardOutput == "" && bare.standardError == help.standardOutput)
    }

    @Test func templatesListsLocalSetsAndOverrides() throws {
        let directory = try TemporaryDirectory()
        try writeSet(in: directory.url.appending(path: "sets"), name: "viper", output: "x.swift")
        let result = runCommand(["templates", "--template-dir", "sets"], in: directory.url)
        #expect(result.status == 0)
        #expect(
            result.standardOutput.hasPrefix("viper (\(directory.url.path)/sets/viper, overrides built-in): Test set\n"))
    }

    /// Writes a one-file template set `name` into `folder`.
    private func writeSet(in folder: URL, name: String, output: String, contents: String = "// {{ module.name }}\n")
        throws
    {
        let set = folder.appending(path: name)
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let manifest =
            #"{ "name": "\#(name)", "summary": "Test set", "files": [{ "source": "File.liquid", "output": "\#(output)" }] }"#
        try Data(manifest.utf8).write(to: set.appending(path: "template.json"))
        try Data(contents.utf8).write(to: set.appending(path: "File.liquid"))
    }
}
