import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenEngine
@testable import ViperGenKit
@testable import ViperGenSupport

/// A render error inside a snippet names each `include` on the way to it, like a stack trace.
@Suite struct IncludeChainTests {
    private let snippets = [
        "outer": "x\n  {% include 'inner' %}",
        "inner": "{% for i in list %}{{ i | join }}{% endfor %}",
        "fine": "ok",
    ]

    @Test func anErrorInANestedSnippetNamesEveryIncludeOutermostFirst() throws {
        let error = try #require(
            renderError("line\n {% include 'outer' %}", ["list": ["a"]], snippets: snippets))
        #expect(error.reason == .filterInput(filter: "join", message: "needs a list, got a string"))
        #expect(error.location.file == "snippets/inner.liquid")
        #expect(error.location.line == 1 && error.location.column == 27)
        #expect(error.includeChain.map(\.file) == ["test.liquid", "snippets/outer.liquid"])
        #expect(error.includeChain.map(\.line) == [2, 2])
        #expect(error.includeChain.map(\.column) == [2, 3])
        #expect(
            error.description == """
                snippets/inner.liquid:1:27: error: filter 'join': needs a list, got a string
                {% for i in list %}{{ i | join }}{% endfor %}
                                          ^
                  included from snippets/outer.liquid:2:3
                  included from test.liquid:2:2
                """)
    }

    @Test func errorsOutsideSnippetsHaveNoChain() throws {
        let afterInclude = try #require(renderError("{% include 'fine' %}\n{{ nope }}", snippets: snippets))
        #expect(afterInclude.includeChain.isEmpty)
        #expect(afterInclude.description == "test.liquid:2:4: error: unknown variable 'nope'\n{{ nope }}\n   ^")
        let missing = try #require(renderError("{% include 'nope' %}", snippets: snippets))
        #expect(missing.includeChain.isEmpty)
    }

    @Test func aMissingSnippetOrACycleInsideASnippetNamesTheIncludesBeforeIt() throws {
        let missing = try #require(renderError("{% include 'a' %}", snippets: ["a": "\n{% include 'b' %}"]))
        #expect(missing.reason == .missingSnippet("b", suggestion: "a"))
        #expect(missing.location.file == "snippets/a.liquid" && missing.location.line == 2)
        #expect(missing.includeChain.map { "\($0.file):\($0.line):\($0.column)" } == ["test.liquid:1:1"])
        let cycle = try #require(
            renderError("{% include 'a' %}", snippets: ["a": "{% include 'b' %}", "b": " {% include 'a' %}"]))
        #expect(cycle.reason == .includeCycle(["a", "b", "a"]))
        #expect(
            cycle.includeChain.map { "\($0.file):\($0.line):\($0.column)" } == [
                "test.liquid:1:1", "snippets/a.liquid:1:1",
            ])
    }

    @Test func theConsolePrintsOneLinePerFrameAfterTheCaret() {
        let output = CapturedText()
        let error = CapturedText()
        let location = SourceLocation(file: "snippets/b.liquid", line: 1, column: 4, lineText: "{{ x }}")
        let chain = [
            SourceLocation(file: "Templates/viper/Router.swift.liquid", line: 12, column: 4, lineText: ""),
            SourceLocation(file: "Templates/viper/snippets/a.liquid", line: 3, column: 1, lineText: ""),
        ]
        let diagnostic = Diagnostic(.data, "unknown variable 'x'", at: location, includeChain: chain)
        Console(output: output.append, error: error.append, usesColor: false).report(diagnostic)
        #expect(output.value == "")
        #expect(
            error.value == """
                snippets/b.liquid:1:4: error: unknown variable 'x'
                {{ x }}
                   ^
                  included from Templates/viper/snippets/a.liquid:3:1
                  included from Templates/viper/Router.swift.liquid:12:4

                """)
    }

    @Test func theCommandLineReportsTheChain() throws {
        let directory = try TemporaryDirectory()
        let set = directory.url.appending(path: "sets/chain")
        try FileManager.default.createDirectory(at: set.appending(path: "snippets"), withIntermediateDirectories: true)
        let manifest = #"{ "name": "chain", "files": [{ "source": "File.liquid", "output": "a.swift" }] }"#
        try Data(manifest.utf8).write(to: set.appending(path: "template.json"))
        try Data("// {{ module.name }}\n\t{% include 'header' %}\n".utf8).write(to: set.appending(path: "File.liquid"))
        try Data("{{ module.nmae }}".utf8).write(to: set.appending(path: "snippets/header.liquid"))
        let result = try runViperGen(
            ["module", "Search", "-t", "chain", "--template-dir", "sets", "--dry-run"], in: directory.url)
        #expect(result.status == 65)
        #expect(
            result.standardError == """
                \(set.path)/snippets/header.liquid:1:4: error: unknown variable 'module.nmae' (did you mean 'module.name'?)
                {{ module.nmae }}
                   ^
                  included from \(set.path)/File.liquid:2:2

                """)
    }
}
