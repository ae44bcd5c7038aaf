import Foundation
import Testing
import ViperGenTestSupport

/// What viper-gen echoes back is safe for a terminal (one problem, one line, in the order written), and its
/// suggestions come from what the user meant to type, through the real binary.
@Suite struct TerminalSafeEchoTests {
    @Test(arguments: [
        (
            ["module", "Se\u{202E}arch"],
            "invalid module name 'Se<U+202E>arch': contains '<U+202E>'; module names are letters and digits; "
                + "use 'Search'"
        ),
        (
            ["module", "Search", "--prefix", "A\nB"],
            "invalid prefix 'A<U+000A>B': it must be a Swift identifier (letters, digits, '_', not starting with a "
                + "digit)"
        ),
        (
            ["module", "Search\u{1B}[2J"],
            "invalid module name 'Search<U+001B>[2J': contains '<U+001B>'; module names are letters and digits; "
                + "use 'Search2J'"
        ),
        (
            ["module", "Se\u{200F}rch"],
            "invalid module name 'Se<U+200F>rch': contains '<U+200F>'; module names are letters and digits; "
                + "use 'Serch'"
        ),
        (
            ["module", "\u{FB01}le"],
            "invalid module name '\u{FB01}le': starts with a lowercase letter; type names are UpperCamelCase; "
                + "use 'File'"
        ),
        (
            ["module", "\u{FF33}earch!"],
            "invalid module name '\u{FF33}earch!': contains '!'; module names are letters and digits; use 'Search'"
        ),
        (["bogus\u{2028}"], "unknown command 'bogus<U+2028>'; see 'viper-gen --help'"),
    ])
    func echoedInputIsEscapedAndSuggestionsFolded(arguments: [String], message: String) throws {
        let directory = try TemporaryDirectory()
        let before = try treeListing(directory.url)
        let result = try runViperGen(arguments, in: directory.url)
        #expect(
            result == ProcessResult(status: 64, standardOutput: "", standardError: "viper-gen: error: \(message)\n"))
        #expect(try treeListing(directory.url) == before)
    }

    @Test func aSourceLineWithControlsStaysOneLineWithItsCaretInPlace() throws {
        let directory = try TemporaryDirectory()
        try Data("{ \"a\u{202E}\": 1, \"target\": \"A B\" }\n".utf8)
            .write(to: directory.url.appending(path: "viper-gen.json"))
        let result = try runViperGen(["module", "Search"], in: directory.url)
        let file = directory.url.appending(path: "viper-gen.json").path
        let message = "unknown key \"a<U+202E>\"; allowed: " + knownConfigKeys
        #expect(
            result
                == ProcessResult(
                    status: 65, standardOutput: "",
                    standardError: """
                        \(file):1:3: error: \(message)
                        { "a<U+202E>": 1, "target": "A B" }
                          ^

                        """))
    }

    private let knownConfigKeys =
        "project, author, company, prefix, template, target, output, testsOutput, templateDirectories, "
        + "parameters, xcodeproj, xcodeTargets, xcodeTestTargets, xcodeGroup, xcodeTestGroup, xcodeLogicalGroups, "
        + "addTarget, targetDependencies, package, deploymentTargets"
}

/// A name too long for a file system blames the module name or the prefix, not the manifest's output path.
@Suite struct LongNameTests {
    @Test func aLongModuleNameIsBlamedWithAShorterSuggestion() throws {
        let directory = try TemporaryDirectory()
        // 100 mathematical bold letters: 100 characters, as many as a module name may have, but 400 bytes.
        let name = String(String.UnicodeScalarView((0..<100).map { Unicode.Scalar(0x1D400 + $0 % 26)! }))
        let ascii = String((0..<100).map { Character(Unicode.Scalar(0x41 + $0 % 26)!) })
        let before = try treeListing(directory.url)
        let result = try runViperGen(["module", name], in: directory.url)
        #expect(
            result
                == ProcessResult(
                    status: 64, standardOutput: "",
                    standardError: "viper-gen: error: invalid module name '\(name)': the file names made from it are "
                        + "longer than the 255 bytes a file system allows (the name takes 400 bytes in UTF-8); "
                        + "shorten it; use '\(ascii)'\n"))
        #expect(try treeListing(directory.url) == before)
    }

    @Test func aLongPrefixIsBlamedAtItsPlaceInTheConfig() throws {
        let directory = try TemporaryDirectory()
        let prefix = String(repeating: "P", count: 240)
        try Data("{\n  \"prefix\": \"\(prefix)\"\n}\n".utf8).write(to: directory.url.appending(path: "viper-gen.json"))
        let before = try treeListing(directory.url)
        let result = try runViperGen(["module", "Search"], in: directory.url)
        let file = directory.url.appending(path: "viper-gen.json").path
        #expect(result.status == 65)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError.hasPrefix(
                "\(file):2:13: error: the prefix '\(prefix)' and the module name 'Search' make file names longer "
                    + "than the 255 bytes a file system allows (they take 240 and 6 bytes in UTF-8); shorten the "
                    + "prefix\n"))
        #expect(result.standardError.split(separator: "\n").filter { $0.contains("error:") }.count == 1)
        #expect(try treeListing(directory.url) == before)
    }
}
