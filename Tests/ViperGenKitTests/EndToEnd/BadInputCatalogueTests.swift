import Foundation
import Testing
import ViperGenTestSupport

/// Every kind of bad input the issue lists, run through the real binary: each is refused with its exact message
/// (what, where, how to fix), the documented exit code, nothing on standard output, and a working directory that is
/// byte-for-byte what it was before (files, folders, links and permissions).
@Suite struct BadInputCatalogueTests {
    // MARK: - Module names

    @Test func badModuleNames() throws {
        let long = String(repeating: "A", count: 101)
        let cases: [(String, String)] = [
            ("", "invalid module name '': the name is empty; name the module, e.g. 'Search'"),
            (
                "Se arch",
                "invalid module name 'Se arch': contains a space; module names are letters and digits; use 'SeArch'"
            ),
            (
                "Search!",
                "invalid module name 'Search!': contains '!'; module names are letters and digits; use 'Search'"
            ),
            (
                "Se.arch",
                "invalid module name 'Se.arch': contains '.'; module names are letters and digits; use 'SeArch'"
            ),
            ("9Search", "invalid module name '9Search': starts with a digit; use 'Search'"),
            (
                "search",
                "invalid module name 'search': starts with a lowercase letter; type names are UpperCamelCase; "
                    + "use 'Search'"
            ),
            ("class", "invalid module name 'class': 'class' is reserved in Swift; use 'Class'"),
            ("Self", "invalid module name 'Self': 'Self' is reserved in Swift; use 'SelfModule'"),
            ("Type", "invalid module name 'Type': 'Type' is reserved in Swift; use 'TypeModule'"),
            ("Protocol", "invalid module name 'Protocol': 'Protocol' is reserved in Swift; use 'ProtocolModule'"),
            (
                "Sea/rch",
                "invalid module name 'Sea/rch': contains a path separator; module names are letters and digits; "
                    + "use 'SeaRch'"
            ),
            (
                "Sea\\rch",
                "invalid module name 'Sea\\rch': contains a path separator; module names are letters and digits; "
                    + "use 'SeaRch'"
            ),
            ("..", "invalid module name '..': contains '.'; module names are letters and digits"),
            (
                "../Search",
                "invalid module name '../Search': contains '.'; module names are letters and digits; use 'Search'"
            ),
            (long, "invalid module name '\(long)': longer than 100 characters; shorten it"),
            (
                "Search😀",
                "invalid module name 'Search😀': contains '😀'; module names are letters and digits; use 'Search'"
            ),
        ]
        let directory = try TemporaryDirectory()
        for (name, message) in cases {
            try expectRefused(["module", name, "--param", "ui=none"], in: directory.url, status: 64, message)
        }
        // Names that differ only in case would be the same folder on a case-insensitive disk (macOS).
        try expectRefused(
            ["module", "Search", "SEARCH", "--param", "ui=none"], in: directory.url, status: 64,
            "module 'SEARCH' is given twice (as 'Search', which differs only in case); name each module once")
    }

    // MARK: - Arguments

    @Test func badArguments() throws {
        let cases: [([String], String)] = [
            (["--bogus"], "unknown option '--bogus'; see 'viper-gen module --help'"),
            (["-x"], "unknown option '-x'; see 'viper-gen module --help'"),
            (["--forse"], "unknown option '--forse' (did you mean '--force'?); see 'viper-gen module --help'"),
            (["--param"], "option '--param' needs a value: --param KEY=VALUE"),
            (["--output", "--force"], "option '--output' needs a value: --output DIR"),
            (["--param", "=1"], "--param '=1' is not KEY=VALUE; write e.g. --param tests=false"),
            (
                ["--param", "colour=red"],
                "unknown parameter 'colour' for template 'viper'; allowed: ui, tests, dependencies, access, interactor, "
                    + "screen, parent, presentation"
            ),
            (
                ["--param", "tests=maybe"],
                "invalid value 'maybe' for parameter 'tests' (choice); use one of swift-testing, xctest, none"
            ),
            (
                ["--param", "ui=appkit"],
                "invalid value 'appkit' for parameter 'ui' (choice); use one of swiftui, uikit, none"
            ),
            (["-t", "viper", "--template", "viper"], "option '--template' is given more than once; keep one"),
            (["--force", "-f"], "option '--force' is given more than once; keep one"),
            (["--quiet=yes"], "option '--quiet' takes no value; write '--quiet' alone"),
            (["--template", "vipr"], "unknown template 'vipr'; did you mean 'viper'? available: viper, viper-classic"),
        ]
        let directory = try TemporaryDirectory()
        for (arguments, message) in cases {
            try expectRefused(["module", "Search"] + arguments, in: directory.url, status: 64, message)
        }
    }

    @Test func badCompletionAndHelpArguments() throws {
        let cases: [([String], String)] = [
            (
                ["completions"],
                "'viper-gen completions' takes one shell, got no shell; use bash, zsh or fish, "
                    + "e.g. 'viper-gen completions bash'"
            ),
            (
                ["completions", "bash", "zsh"],
                "'viper-gen completions' takes one shell, got 'bash zsh'; use bash, zsh or fish, "
                    + "e.g. 'viper-gen completions bash'"
            ),
            (["completions", "bash", "--shell"], "unknown option '--shell'; see 'viper-gen completions --help'"),
            (
                ["help", "--man", "--json"],
                "'viper-gen help' takes a command name, --man or --json, got '--man --json'; e.g. 'viper-gen help --man'"
            ),
        ]
        let directory = try TemporaryDirectory()
        for (arguments, message) in cases {
            try expectRefused(arguments, in: directory.url, status: 64, message)
        }
    }

    // MARK: - Templates

    @Test func everyTemplateSyntaxErrorClass() throws {
        let cases: [(template: String, column: Int, message: String)] = [
            ("{{ module.name", 1, "'{{' is never closed; add '}}'"),
            ("{{ \"abc }}", 1, "'{{' is never closed; add '}}'"),
            ("{% if true %}x", 1, "'if' is never closed; add '{% endif %}'"),
            ("{% raw %}x", 1, "'raw' is never closed; add '{% endraw %}'"),
            ("{% comment %}x", 1, "'comment' is never closed; add '{% endcomment %}'"),
            ("{% iff true %}", 1, "unknown tag 'iff' (did you mean 'if'?)"),
            ("{% endif %}", 1, "unexpected 'endif' outside any block"),
            ("{% if true %}{% endfor %}", 14, "unexpected 'endfor'; expected 'elsif' or 'else' or 'endif'"),
            ("{{ }}", 4, "expected a value"),
            ("{{ a..b }}", 6, "expected a name after '.'"),
            ("{{ module.name | }}", 18, "expected a filter name after '|'"),
            ("{% for x module %}{% endfor %}", 10, "expected 'in' after the loop variable"),
            ("{% assign = 1 %}", 11, "expected a variable name after 'assign'"),
            ("{{ module.name | lowerfirst }}", 18, "unknown filter 'lowerfirst' (did you mean 'lower_first'?)"),
            ("{{ module.name | replace: 'a' }}", 18, "filter 'replace' takes 2 arguments, got 1"),
            ("{{ modul.name }}", 4, "unknown variable 'modul' (did you mean 'module'?)"),
            ("{% include 'nope' %}", 12, "no snippet named 'nope' in snippets/"),
            // Found while fuzzing: crashed the renderer (a dictionary literal with the key 'forloop' twice).
            (
                "{% for forloop in list %}{% endfor %}", 8,
                "a loop variable cannot be named 'forloop'; choose another name"
            ),
        ]
        let directory = try TemporaryDirectory()
        for (index, (template, column, message)) in cases.enumerated() {
            let set = try writeSet(in: directory.url, name: "t\(index)", template: template)
            let caret = String(repeating: " ", count: column - 1) + "^"
            try expectRefused(
                ["module", "Search", "-t", "t\(index)", "--template-dir", "sets"], in: directory.url, status: 65,
                "\(set.path)/File.liquid:1:\(column): error: \(message)\n\(template)\n\(caret)", prefixed: false)
        }
    }

    @Test func includeCyclesAndMissingSnippets() throws {
        let directory = try TemporaryDirectory()
        let set = try writeSet(
            in: directory.url, name: "cycle", template: "{% include 'a' %}",
            snippets: ["a": "{% include 'b' %}", "b": "{% include 'a' %}", "c": "{% include 'headr' %}", "header": ""])
        try expectRefused(
            ["module", "Search", "-t", "cycle", "--template-dir", "sets"], in: directory.url, status: 65,
            """
            \(set.path)/snippets/c.liquid:1:12: error: no snippet named 'headr' in snippets/ (did you mean 'header'?)
            {% include 'headr' %}
                       ^
            \(set.path)/snippets/b.liquid:1:12: error: snippets include each other in a cycle: a -> b -> a
            {% include 'a' %}
                       ^
            """, prefixed: false)
    }

    @Test func manifestErrors() throws {
        let file = #"{ "source": "File.liquid", "output": "a.swift" }"#
        let cases: [(manifest: String, column: Int, message: String)] = [
            ("", 1, "invalid JSON: unexpected end of file; a value is missing"),
            ("{", 2, "invalid JSON: expected a key in double quotes"),
            ("[1]", 1, "the manifest must be an object, not an array"),
            (#"{ "name": "m" "files": [] }"#, 15, "invalid JSON: expected ',' or '}'"),
            (#"{ "name": "m", "files": [\#(file),] }"#, 75, "invalid JSON: unexpected character; expected a value"),
            (#"{ "name": "m", "files": [\#(file)] } x"#, 78, "invalid JSON: unexpected text after the JSON value"),
            (#"{ "name": "m", "name": "n", "files": [] }"#, 16, #"invalid JSON: duplicate key "name""#),
            (#"{ "name": "m\u00", "files": [] }"#, 13, #"invalid JSON: invalid \u escape; it takes four hex digits"#),
            (
                #"{ "name": "m\udc00", "files": [] }"#, 13,
                #"invalid JSON: unpaired surrogate '\udc00'; write a character above U+FFFF as both halves, "#
                    + #"such as '\ud83d\ude00', or as itself"#
            ),
            (String(repeating: "[", count: 100_000), 65, "invalid JSON: nested more than 64 levels deep"),
            (#"{ "name": "m" }"#, 1, #"the manifest is missing "files""#),
            (#"{ "name": 1, "files": [\#(file)] }"#, 11, #""name" must be a string, not a number"#),
            (
                #"{ "name": "m", "files": [\#(file)], "fils": 1 }"#, 77,
                #"unknown key "fils" in the manifest (did you mean "files"?); "#
                    + "allowed: name, version, summary, deploymentTargets, parameters, files, support, insertions"
            ),
            (
                #"{ "name": "m", "files": [{ "source": "Nope.liquid", "output": "a.swift" }] }"#, 38,
                #"no template 'Nope.liquid' in the set; add the file or fix "source""#
            ),
            (
                #"{ "name": "m", "files": [{ "source": "File.liquid", "output": "a", "kind": "tst" }] }"#, 76,
                "files[0].kind 'tst' is unknown; use code or test"
            ),
            (
                #"{ "name": "m", "files": [{ "source": "File.liquid", "output": "a", "condition": "params.x" }] }"#,
                82, "unknown variable 'params.x'"
            ),
        ]
        let directory = try TemporaryDirectory()
        for (index, (manifest, column, message)) in cases.enumerated() {
            let set = try writeSet(in: directory.url, name: "m\(index)", manifest: manifest)
            let line = String(manifest.prefix(200))
            let caret = String(repeating: " ", count: column - 1) + "^"
            let result = try runViperGen(
                ["module", "Search", "-t", "m\(index)", "--template-dir", "sets"], in: directory.url)
            #expect(result.status == 65, "\(line)")
            #expect(
                result.standardError.hasPrefix("\(set.path)/template.json:1:\(column): error: \(message)\n"),
                "\(result.standardError.prefix(300))")
            if manifest.count < 200 {
                #expect(result.standardError.hasSuffix("\n\(line)\n\(caret)\n"), "\(result.standardError)")
            }
        }
    }

    @Test func badOutputPaths() throws {
        let directory = try TemporaryDirectory()
        let sets = directory.url.appending(path: "sets").path
        let cases: [(output: String, message: String)] = [
            ("/tmp/{{ module.name }}.swift", "it is absolute; output paths are relative to the output directory"),
            ("~/{{ module.name }}.swift", "it is absolute; output paths are relative to the output directory"),
            ("../{{ module.name }}.swift", "it contains '..' and would leave the output directory"),
            ("{{ module.name }}/../../x.swift", "it contains '..' and would leave the output directory"),
            ("{{ module.name }}//x.swift", "it contains an empty or '.' path component"),
            ("./{{ module.name }}.swift", "it contains an empty or '.' path component"),
            ("{{ module.name }}/", "it ends with '/', so it names a directory"),
            ("{{ module.description }}", "the output path is empty"),
            ("a:{{ module.name }}", "it contains a control character, '\\' or ':'"),
        ]
        for (index, (output, reason)) in cases.enumerated() {
            try writeSet(in: directory.url, name: "p\(index)", output: output)
            let rendered = output.replacingOccurrences(of: "{{ module.name }}", with: "Search")
                .replacingOccurrences(of: "{{ module.description }}", with: "")
            try expectRefused(
                ["module", "Search", "-t", "p\(index)", "--template-dir", "sets"], in: directory.url, status: 65,
                "output path '\(rendered)' of \(sets)/p\(index)/File.liquid is invalid: \(reason); "
                    + "fix \"output\" in the manifest")
        }
    }

    @Test func collidingOutputPaths() throws {
        let directory = try TemporaryDirectory()
        let manifest = """
            { "name": "twice", "files": [
              { "source": "File.liquid", "output": "{{ module.name }}.swift" },
              { "source": "Other.liquid", "output": "{{ module.name | upcase }}.swift" }
            ] }
            """
        let set = try writeSet(in: directory.url, name: "twice", manifest: manifest, extraFiles: ["Other.liquid": ""])
        try expectRefused(
            ["module", "Search", "-t", "twice", "--template-dir", "sets"], in: directory.url, status: 65,
            "\(directory.url.path)/SEARCH.swift would be written twice in this run (by \(set.path)/File.liquid and "
                + "\(set.path)/Other.liquid); make the output paths differ")
    }

    @Test func symbolicLinkLeadingOutside() throws {
        let directory = try TemporaryDirectory()
        let outside = try TemporaryDirectory()
        try writeSet(in: directory.url, name: "linked", output: "link/{{ module.name }}.swift")
        try FileManager.default.createSymbolicLink(
            at: directory.url.appending(path: "link"), withDestinationURL: outside.url)
        let before = try treeListing(outside.url)
        try expectRefused(
            ["module", "Search", "-t", "linked", "--template-dir", "sets"], in: directory.url, status: 65,
            "\(directory.url.path)/link is a symbolic link to \(outside.url.resolvingSymlinksInPath().path), outside "
                + "the output directory \(directory.url.path); refusing to write through it")
        #expect(try treeListing(outside.url) == before)
    }

    // MARK: - File system

    @Test func outputDirectoryIsAFile() throws {
        let directory = try TemporaryDirectory()
        try Data("not a folder\n".utf8).write(to: directory.url.appending(path: "Features"))
        let path = directory.url.appending(path: "Features").path
        try expectRefused(
            ["module", "Search", "--param", "ui=none", "-o", "Features"], in: directory.url, status: 73,
            "\(path) is a file, not a directory; choose another output directory or move the file away")
        try expectRefused(
            ["module", "Search", "--param", "ui=none", "-o", "Features/Sub", "--tests-output", "Tests"],
            in: directory.url, status: 73,
            "\(path) is a file, not a directory, so it cannot contain \(path)/Sub; choose another output directory or "
                + "move the file away")
        try Data().write(to: directory.url.appending(path: "Search"))
        try expectRefused(
            ["module", "Search", "--param", "ui=none", "--param", "tests=none"], in: directory.url, status: 73,
            "\(directory.url.path)/Search is a file, not a directory; move it away or choose another output directory")
    }

    @Test func existingTargetWithoutAndWithForce() throws {
        let directory = try TemporaryDirectory()
        let view = directory.url.appending(path: "Search/SearchView.swift")
        try FileManager.default.createDirectory(
            at: view.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("// mine\n".utf8).write(to: view)
        let arguments = ["module", "Search", "--param", "ui=none", "--param", "tests=none", "-q"]
        try expectRefused(
            arguments, in: directory.url, status: 73, "\(view.path) already exists; use --force to replace it")

        let forced = try runViperGen(arguments + ["--force"], in: directory.url)
        #expect(forced == ProcessResult(status: 0, standardOutput: "", standardError: ""))
        #expect(try String(contentsOf: view, encoding: .utf8).contains("SearchView"))
    }

    /// `--force` replaces files, but never one that is read-only: someone protects it (by hand or through a version
    /// control lock), so the run is refused like any other conflict and nothing is written.
    @Test func readOnlyExistingFileIsNotReplacedEvenWithForce() throws {
        let directory = try TemporaryDirectory()
        let view = directory.url.appending(path: "Search/SearchView.swift")
        try FileManager.default.createDirectory(
            at: view.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("// locked\n".utf8).write(to: view)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: view.path)
        try expectRefused(
            ["module", "Search", "--param", "ui=none", "--force"], in: directory.url, status: 73,
            "\(view.path) is read-only; viper-gen never replaces a read-only file, and nothing was written: make it "
                + "writable (chmod u+w) first")
    }

    // No Darwin counterpart: macOS has no tmpfs, and its way to a small file system, a disk image attached with
    // hdiutil, cannot be run or checked from the Linux machines this suite is developed on. Nothing here is
    // Linux-specific in viper-gen: `WriteTransaction` handles EROFS and ENOSPC by the same code on every platform and
    // words them with `strerror`, so a Mac differs only in that text, and the Linux run covers the logic.
    @Test(
        .enabled(
            if: canMount,
            "Linux, as root: mounts a read-only tmpfs; macOS has no tmpfs, and handles EROFS by the same code"))
    func readOnlyOutputDirectory() throws {
        let directory = try TemporaryDirectory()
        let mountPoint = directory.url.appending(path: "ReadOnly")
        try FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: true)
        try mountFileSystem(["-t", "tmpfs", "-o", "ro,size=64k", "tmpfs", mountPoint.path])
        defer {
            try? unmountFileSystem(mountPoint)
            withExtendedLifetime(directory) {}
        }
        try expectRefused(
            ["module", "Search", "--param", "ui=none", "-o", "ReadOnly"], in: directory.url, status: 73,
            "\(mountPoint.path): cannot write files into the directory: Read-only file system; "
                + "choose another output directory")
    }

    // No Darwin counterpart, for the reason given at `readOnlyOutputDirectory`.
    @Test(
        .enabled(
            if: canMount,
            "Linux, as root: mounts a 64 KB tmpfs; macOS has no tmpfs, and handles ENOSPC by the same code"))
    func noSpaceLeft() throws {
        let directory = try TemporaryDirectory()
        let mountPoint = directory.url.appending(path: "Small")
        try FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: true)
        try mountFileSystem(["-t", "tmpfs", "-o", "size=64k", "tmpfs", mountPoint.path])
        defer {
            try? unmountFileSystem(mountPoint)
            withExtendedLifetime(directory) {}
        }
        try Data("keep\n".utf8).write(to: mountPoint.appending(path: "keep.txt"))
        let before = try treeListing(directory.url)
        let result = try runViperGen(
            ["module"] + (1...20).map { "M\($0)" } + ["--param", "ui=none", "-o", "Small"], in: directory.url)
        #expect(result.status == 74)
        #expect(result.standardOutput == "")
        let lines = result.standardError.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 && lines[1] == "", "\(result.standardError)")
        #expect(lines[0].hasPrefix("viper-gen: error: \(mountPoint.path)/M"))
        #expect(lines[0].hasSuffix(": cannot write: No space left on device; free some space and run again"))
        #expect(try treeListing(directory.url) == before)
    }

    // MARK: - Helpers

    /// Runs viper-gen in `directory` and expects it to fail with `status` and exactly `message` on standard error
    /// (after `viper-gen: error: ` unless `prefixed` is false), nothing on standard output and no change on disk.
    // MARK: - Generamba projects (Rambafile, rambaspec, templates install)

    // MARK: - Xcode projects

    @Test func xcodeProjectInputs() throws {
        let directory = try TemporaryDirectory()
        let root = directory.url.path
        let fixtures = repositoryRoot.appending(path: "Tests/Fixtures/XcodeProjects")
        for name in ["AppWithTests", "NestedGroups"] {
            try FileManager.default.copyItem(
                at: fixtures.appending(path: "\(name)/\(name).xcodeproj"),
                to: directory.url.appending(path: "\(name).xcodeproj"))
        }
        func project(_ name: String, _ contents: String?) throws {
            let folder = directory.url.appending(path: "\(name).xcodeproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            if let contents { try Data(contents.utf8).write(to: folder.appending(path: "project.pbxproj")) }
        }
        try project("Empty", nil)
        try project("Plist", "<?xml version=\"1.0\"?>\n<plist/>\n")
        let malformed =
            "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n\t\tABC = {isa = PBXGroup; children = (;\n"
        try project("Malformed", malformed + "\t};\n}\n")
        // The classic set declares no deployment target, so the fixtures' iOS 14 targets stay valid choices here.
        let module = [
            "module", "Search", "--template", "viper-classic", "--tests-output", "AppTests", "--author", "Jane",
        ]
        let cases: [([String], Int32, String, Bool)] = [
            (
                ["--xcodeproj", "Missing.xcodeproj"], 64,
                "\(root)/Missing.xcodeproj: no such Xcode project; give the path of a folder ending in .xcodeproj",
                true
            ),
            (
                ["--xcodeproj", "Empty.xcodeproj"], 65,
                "\(root)/Empty.xcodeproj: neither project.pbxproj nor project.xcproj inside; is it an Xcode project? "
                    + "Restore the file from version control", true
            ),
            (
                ["--xcodeproj", "AppWithTests.xcodeproj", "--xcode-target", "Ap"], 64,
                "unknown Xcode target 'Ap'; did you mean 'App'? (the project's targets: App, AppTests)", true
            ),
            (
                ["--xcodeproj", "NestedGroups.xcodeproj", "--xcode-target", "Docs", "--output", "MyApp/Docs"], 65,
                "target 'Docs' has no Sources build phase; add one in Xcode (target, Build Phases, +) or choose "
                    + "another target", true
            ),
            (
                [
                    "--xcodeproj", "AppWithTests.xcodeproj", "--xcode-target", "App", "--xcode-group",
                    "App/AppDelegate.swift",
                ],
                64,
                "group path 'App/AppDelegate.swift/Search' names the file 'AppDelegate.swift', not a group; choose a "
                    + "group", true
            ),
            (
                ["--xcodeproj", "Plist.xcodeproj"], 65,
                "\(root)/Plist.xcodeproj/project.pbxproj is an XML property list; viper-gen edits only Xcode's own "
                    + "text format: open the project in Xcode and save it once to convert it", true
            ),
            (
                ["--xcodeproj", "Malformed.xcodeproj"], 65,
                "\(root)/Malformed.xcodeproj/project.pbxproj:5:38: error: invalid project file: unexpected character; "
                    + "expected a value (quote strings with spaces or symbols)\n"
                    + "\t\tABC = {isa = PBXGroup; children = (;\n\t\t                                   ^", false
            ),
            (
                ["--xcodeproj", "/tmp/Elsewhere.xcodeproj"], 64,
                "the Xcode project /tmp/Elsewhere.xcodeproj lies outside the project folder \(root); fix --xcodeproj "
                    + "or run viper-gen in the folder that holds the project", true
            ),
        ]
        for (arguments, status, message, prefixed) in cases {
            let output = arguments.contains("--output") ? [] : ["--output", "App/Modules"]
            try expectRefused(
                module + output + arguments, in: directory.url, status: status, message, prefixed: prefixed)
        }
        try Data("name: App\n".utf8).write(to: directory.url.appending(path: "project.yml"))
        try expectRefused(
            module + ["--output", "App/Modules", "--xcodeproj", "AppWithTests.xcodeproj", "--xcode-target", "App"],
            in: directory.url, status: 65,
            "\(root)/AppWithTests.xcodeproj is generated by XcodeGen from \(root)/project.yml; edits to it would be "
                + "lost: files under a folder listed in the 'sources' of a target in \(root)/project.yml join that "
                + "target when you run 'xcodegen generate'; generate into such a folder (or add the folder to "
                + "'sources') and run it"
        )
    }

    @Test func xcprojInputs() throws {
        let directory = try TemporaryDirectory()
        let root = directory.url.path
        func project(_ name: String, _ files: [String: String]) throws {
            let folder = directory.url.appending(path: "\(name).xcodeproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (file, contents) in files { try Data(contents.utf8).write(to: folder.appending(path: file)) }
        }
        let capabilities = "{\n  \"required-capabilities\": [ \"glow in the dark files\" ],\n  \"files\": [],\n}\n"
        try project("Capabilities", ["project.xcproj": capabilities])
        try project("Both", ["project.xcproj": "{ \"files\": [] }\n", "project.pbxproj": "{}\n"])
        try project("BadTree", ["project.xcproj": "{\n  \"files\": [ 1 ],\n}\n"])
        try project(
            "TwoApps",
            [
                "project.xcproj": """
                {
                  "files": [],
                  "targets": [
                    { "name": "Shop", "id": "1", "product-type": "application" },
                    { "name": "Admin", "id": "2", "product-type": "application" },
                  ],
                }

                """
            ])
        let module = ["module", "Search", "--output", "App/Modules", "--tests-output", "AppTests", "--author", "Jane"]
        let cases: [([String], Int32, String, Bool)] = [
            (
                ["--xcodeproj", "Capabilities.xcodeproj"], 65,
                "\(root)/Capabilities.xcodeproj/project.xcproj:2:28: error: the project requires a newer version of "
                    + "viper-gen with support for glow in the dark files (its 'required-capabilities'); nothing was "
                    + "written: edit the project in Xcode\n"
                    + "  \"required-capabilities\": [ \"glow in the dark files\" ],\n                           ^",
                false
            ),
            (
                ["--xcodeproj", "Both.xcodeproj"], 65,
                "\(root)/Both.xcodeproj holds both project.pbxproj and project.xcproj, and which one Xcode reads is not "
                    + "documented; delete the one your team no longer uses (after converting to project.xcproj, "
                    + "project.pbxproj) and run again", true
            ),
            (
                ["--xcodeproj", "BadTree.xcodeproj", "--xcode-target", "App"], 65,
                "\(root)/BadTree.xcodeproj/project.xcproj:2:14: error: invalid project file: a file-tree entry must be "
                    + "an object\n  \"files\": [ 1 ],\n             ^", false
            ),
            (
                ["--xcodeproj", "TwoApps.xcodeproj"], 64,
                "TwoApps.xcodeproj: cannot tell which targets the module joins (it has 2 app targets); name them with "
                    + "--xcode-target and --xcode-test-target, or \"xcodeTargets\" and \"xcodeTestTargets\" in "
                    + "viper-gen.json (the project's targets: Shop (app), Admin (app))", true
            ),
        ]
        for (arguments, status, message, prefixed) in cases {
            try expectRefused(module + arguments, in: directory.url, status: status, message, prefixed: prefixed)
        }
    }

    // MARK: - SwiftPM targets (--add-target)

    @Test func packageTargetInputs() throws {
        let directory = try TemporaryDirectory()
        let root = directory.url.standardizedFileURL.path
        let noPackage = try TemporaryDirectory()
        let module = ["module", "Search", "--param", "ui=none", "--author", "Jane"]
        let add = module + ["--add-target"]
        try expectRefused(
            add, in: noPackage.url, status: 64,
            "no Package.swift in \(noPackage.url.standardizedFileURL.path) or a folder above it; --add-target works "
                + "in a SwiftPM package: run viper-gen in the package's folder or pass --package DIR")
        try expectRefused(
            add + ["--package", "Nowhere"], in: directory.url, status: 64,
            "\(root)/Nowhere/Package.swift: no such file; --add-target works in a SwiftPM package: run viper-gen in "
                + "the package's folder or pass --package DIR")
        func manifest(_ text: String) throws {
            try Data(text.utf8).write(to: directory.url.appending(path: "Package.swift"))
        }
        try manifest(
            "let package = Package(\n    name: \"App\",\n    targets: [\n        .target(name: \"Search\"),\n    ]\n)\n"
        )
        try expectRefused(
            module + ["--target-dependency", "Core", "--package", "."], in: directory.url, status: 64,
            "--target-dependency and --package apply only with --add-target; add --add-target or drop them")
        try expectRefused(
            add + ["--output", "App", "--xcode-target", "App"], in: directory.url, status: 64,
            "--output does not go with --add-target: a module's target lives in Sources/<Module> and "
                + "Tests/<Module>Tests of the package, under its own name; drop --output\n"
                + "viper-gen: error: --xcode-target does not go with --add-target: a module's target lives in "
                + "Sources/<Module> and Tests/<Module>Tests of the package, under its own name; drop --xcode-target")
        try expectRefused(
            add + ["--target-dependency", "a\"b"], in: directory.url, status: 64,
            "invalid target dependency 'a\"b': give the name of a target or product of the package")
        try expectRefused(
            add + ["--target-dependency", "Search"], in: directory.url, status: 64,
            "--target-dependency Search names a module of this run; a target cannot depend on itself")
        try expectRefused(
            add, in: directory.url, status: 73,
            "\(root)/Package.swift:4:9: error: the package has a target 'Search' already; choose another module name, "
                + "or pass --force to replace the module's files and keep the target\n"
                + "        .target(name: \"Search\"),\n        ^", prefixed: false)
        try manifest("let package = Package(\n    name: \"App\",\n    targets: makeTargets()\n)\n")
        try expectRefused(
            add, in: directory.url, status: 65,
            "\(root)/Package.swift:3:14: error: targets: is neither an array literal nor the name of a top-level "
                + "constant holding one; list the targets as 'targets: [ … ]' (or in 'let targets: [Target] = [ … ]') "
                + "or add the new ones by hand\n    targets: makeTargets()\n             ^", prefixed: false)
        try manifest("let package = Package(name: \"App\", targets: [\n    .target(name: \"A)\n])\n")
        try expectRefused(
            add, in: directory.url, status: 65,
            "\(root)/Package.swift:2:19: error: cannot read the package manifest: this string literal is not closed "
                + "on its line; add the closing quote\n    .target(name: \"A)\n                  ^", prefixed: false)
        // A set whose files do not lie in the module's target folders.
        try manifest("let package = Package(name: \"App\", targets: [])\n")
        try writeSet(in: directory.url, name: "flat", output: "{{ module.name }}Presenter.swift")
        try expectRefused(
            ["module", "Search", "--add-target", "--template", "flat", "--template-dir", "sets"], in: directory.url,
            status: 65,
            "Sources/SearchPresenter.swift of template 'flat' is not in Sources/Search/, the folder of target Search; "
                + "with --add-target, each code file's \"output\" must start with '{{ module.name }}/'")
        try Data(#"{ "addTarget": "yes" }"#.utf8).write(to: directory.url.appending(path: "viper-gen.json"))
        try expectRefused(
            module, in: directory.url, status: 65,
            "\(root)/viper-gen.json:1:16: error: \"addTarget\" must be true or false, not a string\n"
                + "{ \"addTarget\": \"yes\" }\n               ^", prefixed: false)
    }

    @Test func generambaInputs() throws {
        let directory = try TemporaryDirectory()
        let root = directory.url.standardizedFileURL.path
        let rambafile = directory.url.appending(path: "Rambafile")
        let setFolder = directory.url.appending(path: "Templates/s")
        try FileManager.default.createDirectory(at: setFolder, withIntermediateDirectories: true)
        func write(_ text: String, _ url: URL) throws { try Data(text.utf8).write(to: url) }
        let spec = setFolder.appending(path: "s.rambaspec")

        try write("company: [a\n", rambafile)
        try expectRefused(
            ["gen", "Search", "s"], in: directory.url, status: 65,
            "\(root)/Rambafile:1:10: error: invalid YAML: '[' is never closed; add ']'\ncompany: [a\n         ^",
            prefixed: false)
        try write("project_name: [a, b]\n", rambafile)
        try expectRefused(
            ["gen", "Search", "s"], in: directory.url, status: 65,
            "\(root)/Rambafile:1:15: error: \"project_name\" must be a string, not a sequence\n"
                + "project_name: [a, b]\n              ^", prefixed: false)

        try write("project_name: A\n", rambafile)
        try write("name: s\ncode_files:\n- {name: A.swift, path: a.liquid}\n", spec)
        try write("x\n", setFolder.appending(path: "a.liquid"))
        try expectRefused(
            ["gen", "Search", "nope"], in: directory.url, status: 64,
            "unknown template 'nope'; available: s, viper, viper-classic")
        try write("name: s\ncode_files: 3\ntest_files:\n- {path: a}\n", spec)
        try expectRefused(
            ["gen", "Search", "s"], in: directory.url, status: 65,
            "\(root)/Templates/s/s.rambaspec (rendered):2:13: error: \"code_files\" must be a list of {name, path} "
                + "entries, not an integer\ncode_files: 3\n            ^\n"
                + "\(root)/Templates/s/s.rambaspec (rendered):4:3: error: test_files[0] is missing \"name\"\n"
                + "- {path: a}\n  ^", prefixed: false)
        try write("name: s\n", spec)
        try expectRefused(
            ["gen", "Search", "s"], in: directory.url, status: 65,
            "\(root)/Templates/s/s.rambaspec (rendered):1:1: error: the rambaspec is missing \"code_files\"\n"
                + "name: s\n^", prefixed: false)
        try write("name: s\ncode_files:\n- {name: A.swift, path: b.liquid}\n", spec)
        try expectRefused(
            ["gen", "Search", "s"], in: directory.url, status: 65,
            "\(root)/Templates/s/s.rambaspec: no file 'b.liquid' in the set for \"A.swift\"; fix its \"path\"")
        // Generamba (lax Liquid) printed nothing for an unknown variable; viper-gen stops and says where.
        try write("name: s\ncode_files:\n- {name: A.swift, path: a.liquid}\n", spec)
        try write("x {{ not_a_variable }}\n", setFolder.appending(path: "a.liquid"))
        try expectRefused(
            ["gen", "Search", "s"], in: directory.url, status: 65,
            "\(root)/Templates/s/a.liquid:1:6: error: unknown variable 'not_a_variable'\n"
                + "x {{ not_a_variable }}\n     ^", prefixed: false)
        try expectRefused(
            ["gen", "Search"], in: directory.url, status: 64,
            "'viper-gen gen' takes a module name and a template name, got 1 arguments; "
                + "e.g. 'viper-gen gen Search swifty_viper'")
        try expectRefused(
            ["gen", "Search", "s", "--custom_parameters", "novalue"], in: directory.url, status: 64,
            "option '--custom_parameters' needs a value: --custom_parameters KEY:VALUE...")

        try expectRefused(
            ["templates", "install"], in: directory.url, status: 64,
            "\(root)/Rambafile declares no templates; add them under \"templates\", e.g. "
                + "'templates: [{name: swifty_viper}]'")
        try FileManager.default.createDirectory(
            at: directory.url.appending(path: "loc"), withIntermediateDirectories: true)
        try write("templates:\n- {name: t, local: loc}\n", rambafile)
        try expectRefused(
            ["templates", "install"], in: directory.url, status: 65,
            "\(root)/Rambafile:2:3: the folder loc has no t.rambaspec at its root; fix the entry or the set")
        try write("templates:\n- {name: t, git: 'file:///nowhere.git'}\n", rambafile)
        let before = try treeListing(directory.url)
        let noGit = try runViperGen(["templates", "install"], in: directory.url, environment: ["PATH": "/nonexistent"])
        #expect(
            noGit
                == ProcessResult(
                    status: 74, standardOutput: "",
                    standardError:
                        "viper-gen: error: git is not installed or not on PATH; install git to install 't' from "
                        + "file:///nowhere.git, or use a \"local\" entry\n"))
        #expect(try treeListing(directory.url) == before)
    }

    /// Generamba drop-in (issue 22): names Generamba accepts but no file or identifier can hold; paths that match
    /// several files, snippet folders or snippets once case is ignored (a Mac's disk holds one of them); Generamba's
    /// options misspelled.
    @Test func generambaDropInInputs() throws {
        let directory = try TemporaryDirectory()
        let root = directory.url.standardizedFileURL.path
        let set = directory.url.appending(path: "Templates/s")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        func write(_ text: String, _ path: String) throws {
            let url = set.appending(path: path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try Data("project_name: A\n".utf8).write(to: directory.url.appending(path: "Rambafile"))
        try write("name: s\ncode_files:\n- {name: A.swift, path: a.liquid}\n", "s.rambaspec")
        try write("x\n", "a.liquid")
        for (name, reason) in [
            ("Check-Out", "contains '-'; module names are letters, digits and '_'; use 'CheckOut'"),
            ("9lives", "starts with a digit; use 'Lives'"),
            ("class", "'class' is reserved in Swift; use 'Class'"),
            ("check/out", "contains a path separator; module names are letters, digits and '_'; use 'CheckOut'"),
        ] {
            try expectRefused(
                ["gen", name, "s"], in: directory.url, status: 64, "invalid module name '\(name)': \(reason)")
        }
        try expectRefused(
            ["gen", "Search", "s", "--project_target", "App"], in: directory.url, status: 64,
            "unknown option '--project_target' (did you mean '--project_targets'?); see 'viper-gen gen --help'")

        try write("name: s\ncode_files:\n- {name: A.swift, path: B.liquid}\n", "s.rambaspec")
        try write("x\n", "b.liquid")
        try write("y\n", "b.LIQUID")
        try expectRefused(
            ["gen", "Search", "s"], in: directory.url, status: 65,
            "\(root)/Templates/s/s.rambaspec: \"A.swift\" names 'B.liquid', which matches several files ignoring "
                + "case: b.LIQUID, b.liquid; fix its \"path\" or rename the files apart")
        try FileManager.default.removeItem(at: set.appending(path: "b.LIQUID"))

        try write("name: s\ncode_files:\n- {name: A.swift, path: b.liquid}\n", "s.rambaspec")
        try write("{% include 'Header' %}\n", "b.liquid")
        try write("1\n", "Snippets/header.liquid")
        try write("2\n", "SNIPPETS/header.liquid")
        try expectRefused(
            ["gen", "Search", "s"], in: directory.url, status: 65,
            "\(root)/Templates/s: several folders are 'snippets' ignoring case: SNIPPETS/, Snippets/; keep one "
                + "'snippets' folder\n\(root)/Templates/s/b.liquid:1:12: error: no snippet named 'Header' in "
                + "snippets/\n{% include 'Header' %}\n           ^")
        try FileManager.default.removeItem(at: set.appending(path: "SNIPPETS"))
        try write("3\n", "Snippets/HEADER.liquid")
        let before = try treeListing(directory.url)
        let ambiguous = try runViperGen(["gen", "Search", "s"], in: directory.url)
        #expect(
            ambiguous
                == ProcessResult(
                    status: 65, standardOutput: "",
                    standardError:
                        "\(root)/Templates/s/b.liquid:1:12: error: snippet 'Header' matches several snippets "
                        + "ignoring case: HEADER.liquid, header.liquid; rename the include or the files apart\n"
                        + "{% include 'Header' %}\n           ^\n"))
        #expect(try treeListing(directory.url) == before)
    }

    // MARK: - Lockfile

    @Test func lockfileProblems() throws {
        let project = try UpkeepProject()
        let setUp = try project.run(["module", "Search", "-q"])
        try #require(setUp.status == 0)
        let root = project.url.path
        let lockfile = try #require(project.read("viper-gen.lock"))
        try expectRefused(
            ["update", "Serch"], in: project.url, status: 65,
            "\(root)/viper-gen.lock: no module 'Serch' is recorded (did you mean 'Search'?); recorded: Search; run "
                + "'viper-gen adopt Serch TEMPLATE' to record a module made without it")
        try expectRefused(
            ["remove", "Cart"], in: project.url, status: 65,
            "\(root)/viper-gen.lock: no module 'Cart' is recorded; recorded: Search; run 'viper-gen adopt Cart "
                + "TEMPLATE' to record a module made without it")

        let base = try #require(project.read("viper-gen.bases/Search.base"))
        try FileManager.default.removeItem(at: project.url.appending(path: "viper-gen.bases/Search.base"))
        try expectRefused(
            ["update"], in: project.url, status: 65,
            "\(root)/viper-gen.bases/Search.base: the base of module Search is missing; restore it from git (it is "
                + "committed with viper-gen.lock), or run 'viper-gen adopt Search --force' to record the module again; "
                + "nothing is deleted")
        try project.write("viper-gen.bases/Search.base", "x" + base.dropFirst())
        try expectRefused(
            ["update"], in: project.url, status: 65,
            "\(root)/viper-gen.bases/Search.base: the base of module Search does not match viper-gen.lock (other "
                + "sizes or hashes); restore both from git, or run 'viper-gen adopt Search --force'")
        // A larger base is refused unread, naming both sizes (issue 50).
        try project.write("viper-gen.bases/Search.base", base + "x")
        try expectRefused(
            ["update"], in: project.url, status: 65,
            "\(root)/viper-gen.bases/Search.base: the base of module Search is \(base.utf8.count + 1) bytes, but "
                + "viper-gen.lock records \(base.utf8.count) bytes for it; refused unread; restore both from git, or "
                + "run 'viper-gen adopt Search --force'")
        try project.write("viper-gen.bases/Search.base", base)

        try FileManager.default.moveItem(
            at: project.url.appending(path: "sets/mini"), to: project.url.appending(path: "sets/gone"))
        for command in ["check", "modules", "outdated", "update"] {
            try expectRefused(
                [command], in: project.url, status: 65,
                "\(root)/viper-gen.lock: module Search was made with the set 'mini' from sets/mini, which no longer "
                    + "exists; restore the set, or record the module with another set: 'viper-gen adopt Search TEMPLATE "
                    + "--force'")
        }
        try FileManager.default.moveItem(
            at: project.url.appending(path: "sets/gone"), to: project.url.appending(path: "sets/mini"))

        let duplicated = lockfile.replacingOccurrences(
            of: "\"path\": \"Sources/Search/SearchView.swift\"",
            with: "\"path\": \"Sources/Search/SearchPresenter.swift\"")
        try project.write("viper-gen.lock", duplicated)
        let line = duplicated.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
            $0.contains("SearchPresenter.swift") && $0.hasSuffix("}")
        }!
        try expectRefused(
            ["check"], in: project.url, status: 65,
            "\(root)/viper-gen.lock:\(line + 1):9: error: Sources/Search/SearchPresenter.swift is listed twice (by "
                + "module \"Search\" and module \"Search\"); a file belongs to one module, remove one entry or run "
                + "'viper-gen adopt'\n" + duplicated.split(separator: "\n")[line].prefix(160) + "…\n        ^",
            prefixed: false)
        try project.write("viper-gen.lock", "{ \"modules\": [], \"version\": 1 }\n")
        try expectRefused(
            ["module", "Cart"], in: project.url, status: 65,
            "\(root)/viper-gen.lock:1:14: error: \"modules\" must be an object, not an array\n"
                + "{ \"modules\": [], \"version\": 1 }\n             ^", prefixed: false)
    }

    // MARK: - Small faults of issue 19

    /// `--xcode-group ../..` would make groups named `..`; a keyword alone is a fine prefix (`classSearch`).
    @Test func groupPathsWithDotComponentsAndKeywordPrefixes() throws {
        let directory = try TemporaryDirectory()
        try expectRefused(
            ["module", "Search", "--xcode-group", "../..", "--xcode-test-group", "Tests/./X"], in: directory.url,
            status: 64,
            "--xcode-group '../..' has a '.' or '..' component; name groups from the top of the project, e.g. "
                + "App/Modules\nviper-gen: error: --xcode-test-group 'Tests/./X' has a '.' or '..' component; name "
                + "groups from the top of the project, e.g. App/Modules")
        let prefixed = try runViperGen(
            ["module", "Search", "--prefix", "class", "--param", "ui=none", "-q"], in: directory.url)
        #expect(prefixed == ProcessResult(status: 0, standardOutput: "", standardError: ""))
        let presenter = try String(
            contentsOf: directory.url.appending(path: "Search/classSearchPresenter.swift"), encoding: .utf8)
        #expect(presenter.contains("final class classSearchPresenter"))
    }

    // MARK: - Header values

    /// Values written into `//` header comments cannot hold a line break, a tab, an escape or a bidirectional
    /// control, whichever way they come in: an option, viper-gen.json, a Rambafile or git's user.name.
    @Test func headerValuesWithControlCharacters() throws {
        let rule = "values written into file headers must be one line of plain text, remove it"
        let directory = try TemporaryDirectory()
        try expectRefused(
            [
                "module", "Search", "--author", "x\nstruct Pwned {}\n//", "--company", "a\u{202E}b", "--description",
                "d\te", "--project", "P\u{1B}[2J",
            ],
            in: directory.url, status: 64,
            "--author contains a line break (U+000A) at character 2; \(rule)\n"
                + "viper-gen: error: --company contains a bidirectional control (U+202E) at character 2; \(rule)\n"
                + "viper-gen: error: --description contains a tab (U+0009) at character 2; \(rule)\n"
                + "viper-gen: error: --project contains an escape character (U+001B) at character 2; \(rule)")

        let config = directory.url.appending(path: "viper-gen.json")
        try Data(#"{"company": "Acme\u2028Inc"}"#.utf8).write(to: config)
        try expectRefused(
            ["module", "Search"], in: directory.url, status: 65,
            "\(config.path):1:13: error: \"company\" contains a line break (U+2028) at character 5; \(rule)\n"
                + #"{"company": "Acme\u2028Inc"}"# + "\n            ^", prefixed: false)
        try FileManager.default.removeItem(at: config)

        let rambafile = directory.url.appending(path: "Rambafile")
        try Data("project_name: App\nauthor: \"Jane\\r\"\n".utf8).write(to: rambafile)
        try expectRefused(
            ["module", "Search"], in: directory.url, status: 65,
            "\(rambafile.path):2:9: error: \"author\" contains a line break (U+000D) at character 5; \(rule)\n"
                + "author: \"Jane\\r\"\n        ^", prefixed: false)
        try FileManager.default.removeItem(at: rambafile)

        let home = try TemporaryDirectory()
        try Data("[user]\n\tname = \"Jane\\nstruct Pwned {}\"\n".utf8)
            .write(to: home.url.appending(path: ".gitconfig"))
        let before = try treeListing(directory.url)
        let result = try runViperGen(
            ["module", "Search", "--project", "App"], in: directory.url,
            environment: ["HOME": home.url.path, "XDG_CONFIG_HOME": home.url.path])
        #expect(
            result
                == ProcessResult(
                    status: 65, standardOutput: "",
                    standardError:
                        "viper-gen: error: git config user.name contains a line break (U+000A) at character 5; \(rule)\n"
                ))
        #expect(try treeListing(directory.url) == before)
    }

    private func expectRefused(
        _ arguments: [String], in directory: URL, status: Int32, _ message: String, prefixed: Bool = true,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let before = try treeListing(directory)
        let result = try runViperGen(arguments, in: directory)
        let expected = (prefixed ? "viper-gen: error: " : "") + message + "\n"
        #expect(
            result == ProcessResult(status: status, standardOutput: "", standardError: expected), "\(arguments)",
            sourceLocation: sourceLocation)
        #expect(try treeListing(directory) == before, "\(arguments) changed the disk", sourceLocation: sourceLocation)
    }

    /// Writes a template set `name` under `directory/sets` and returns its folder.
    @discardableResult
    private func writeSet(
        in directory: URL, name: String, output: String = "{{ module.name }}.swift", template: String = "// x\n",
        manifest: String? = nil, snippets: [String: String] = [:], extraFiles: [String: String] = [:]
    ) throws -> URL {
        let set = directory.appending(path: "sets/\(name)")
        try FileManager.default.createDirectory(at: set.appending(path: "snippets"), withIntermediateDirectories: true)
        let defaultManifest =
            #"{ "name": "\#(name)", "files": [{ "source": "File.liquid", "output": "\#(output)" }] }"#
        try Data((manifest ?? defaultManifest).utf8).write(to: set.appending(path: "template.json"))
        try Data(template.utf8).write(to: set.appending(path: "File.liquid"))
        for (snippet, text) in snippets {
            try Data(text.utf8).write(to: set.appending(path: "snippets/\(snippet).liquid"))
        }
        for (path, text) in extraFiles { try Data(text.utf8).write(to: set.appending(path: path)) }
        return set
    }
}

/// Every entry below `directory` without following links: folders and links with their mode or target, files with
/// their mode and exact bytes. Two equal listings mean nothing was written, removed or changed.
func treeListing(_ directory: URL) throws -> [String: String] {
    var listing: [String: String] = [:]
    var pending = [""]
    while let relative = pending.popLast() {
        let path = relative.isEmpty ? directory.path : directory.path + "/" + relative
        var info = stat()
        guard lstat(path, &info) == 0 else { continue }
        let mode = String(info.st_mode & 0o7777, radix: 8)
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            listing[relative] = "directory \(mode)"
            for entry in try FileManager.default.contentsOfDirectory(atPath: path) {
                pending.append(relative.isEmpty ? entry : relative + "/" + entry)
            }
        case S_IFLNK:
            listing[relative] = "link to " + (try FileManager.default.destinationOfSymbolicLink(atPath: path))
        default:
            let bytes = FileManager.default.contents(atPath: path) ?? Data()
            listing[relative] = "file \(mode) " + bytes.base64EncodedString()
        }
    }
    return listing
}

/// Whether this process may mount small file systems (root, with `mount` available), tried once.
let canMount: Bool = {
    guard geteuid() == 0, FileManager.default.isExecutableFile(atPath: "/bin/mount") else { return false }
    guard let probe = try? TemporaryDirectory() else { return false }
    guard (try? mountFileSystem(["-t", "tmpfs", "-o", "size=16k", "tmpfs", probe.url.path])) != nil else {
        return false
    }
    try? unmountFileSystem(probe.url)
    return true
}()

/// Runs `mount` with `arguments`, throwing when it fails.
func mountFileSystem(_ arguments: [String]) throws {
    let result = try runProcess(URL(fileURLWithPath: "/bin/mount"), arguments, in: URL(fileURLWithPath: "/"))
    guard result.status == 0 else { throw MountError(message: result.standardError) }
}

/// Unmounts the file system at `mountPoint`.
func unmountFileSystem(_ mountPoint: URL) throws {
    let result = try runProcess(URL(fileURLWithPath: "/bin/umount"), [mountPoint.path], in: URL(fileURLWithPath: "/"))
    guard result.status == 0 else { throw MountError(message: result.standardError) }
}

/// `mount` or `umount` failed.
struct MountError: Error {
    let message: String
}
