import Foundation
import Testing
import ViperGenEngine
import ViperGenTestSupport

/// Every article of the DocC catalog can be found: the catalog's first page lists it under its topics, and the
/// README's table links to it. (`.ci/docs` checks that every link resolves.)
@Suite struct DocumentationCatalogTests {
    static let catalog = repositoryRoot.appending(path: "Sources/ViperGenKit/ViperGenKit.docc")

    /// The article names (file names without `.md`); the two module pages are not articles.
    static func articles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: catalog.path)
            .filter { $0.hasSuffix(".md") }
            .map { String($0.dropLast(3)) }
            .filter { $0 != "ViperGenKit" && $0 != "ViperGenEngine" }
            .sorted()
    }

    @Test func theFirstPageListsEveryArticle() throws {
        let page = try String(contentsOf: Self.catalog.appending(path: "ViperGenKit.md"), encoding: .utf8)
        let listed = page.matches(of: /\n- <doc:(\w+)>/).map { String($0.output.1) }
        #expect(listed.sorted() == (try Self.articles()))
    }

    @Test func theReadmeLinksToEveryArticle() throws {
        let readme = try String(contentsOf: repositoryRoot.appending(path: "README.md"), encoding: .utf8)
        let linked = readme.matches(of: /\(Sources\/ViperGenKit\/ViperGenKit\.docc\/(\w+)\.md\)/).map {
            String($0.output.1)
        }
        // Every article is linked, and every link names an article (the tour links one article a second time).
        #expect(Set(linked).sorted() == (try Self.articles()))
    }

    @Test func everyArticleStartsWithItsTitleAndAnAbstract() throws {
        for article in try Self.articles() {
            let text = try String(contentsOf: Self.catalog.appending(path: article + ".md"), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count > 3 && lines[0].hasPrefix("# ") && lines[1].isEmpty, "\(article)")
            #expect(lines.count > 3 && !lines[2].isEmpty && !lines[2].hasPrefix("#"), "\(article) has no abstract")
        }
    }

    /// The example on the `ViperGenEngine` page, as it stands there.
    @Test func theEnginePagesExampleRendersWhatItSays() throws {
        let page = try String(contentsOf: Self.catalog.appending(path: "ViperGenEngine.md"), encoding: .utf8)
        let example = """
            let template = try LiquidTemplate(parsing: "{{ name | pascal_case }}Presenter", name: "Presenter.liquid")
            let text = try template.render(["name": "search-results"])  // "SearchResultsPresenter"
            """
        #expect(page.contains(example))
        let template = try LiquidTemplate(parsing: "{{ name | pascal_case }}Presenter", name: "Presenter.liquid")
        let text = try template.render(["name": "search-results"])
        #expect(text == "SearchResultsPresenter")
    }

    /// The Architecture article names every target folder of `Sources/`, and its layer table lists the layers of the
    /// layer rule top down, so that a new target or layer cannot be left out of the map.
    @Test func theArchitectureArticleNamesEveryTargetAndLayer() throws {
        let article = try String(contentsOf: Self.catalog.appending(path: "Architecture.md"), encoding: .utf8)
        let sources = repositoryRoot.appending(path: "Sources")
        let targets = try FileManager.default.contentsOfDirectory(atPath: sources.path)
        #expect(targets.count >= 8)
        let unnamedTargets = targets.filter { !article.contains("| `\($0)`") && !article.contains(", `\($0)`") }
        #expect(unnamedTargets == [], "targets missing from the table")
        let layerTable = article.components(separatedBy: "## Layers")[1].components(separatedBy: "## Other targets")[0]
        let rows = layerTable.split(separator: "\n").compactMap { $0.firstMatch(of: #/^\| `(\w+)` \|/#)?.1 }
        #expect(rows.map(String.init) == LayerRuleTests.layers.reversed(), "the layer table, top down")
    }

    /// The diagram above the layer table names every layer target of `Package.swift` and the executable, each once,
    /// so that a new layer cannot be left out of the picture.
    @Test func theArchitectureDiagramNamesEveryLayer() throws {
        let article = try String(contentsOf: Self.catalog.appending(path: "Architecture.md"), encoding: .utf8)
        let layers = article.components(separatedBy: "## Layers")[1]
        let diagram = try #require(
            layers.components(separatedBy: "```text\n").dropFirst().first?.components(separatedBy: "```")[0])
        #expect(!layers.components(separatedBy: "```text")[0].contains("| `"), "the diagram stands above the table")
        let named = diagram.matches(of: /[\w-]+/).map { String($0.output) }.filter { $0.hasPrefix("ViperGen") }
        let targets = try PackageTargets.read()
        let layerTargets = targets.keys.filter { !LayerRuleTests.outsideTheRule.contains($0) && !$0.hasSuffix("Tests") }
        #expect(named.sorted() == layerTargets.sorted())
        #expect(diagram.hasPrefix("viper-gen\n"))
    }

    /// The README stays short: the reference lives in the catalog (issue 35).
    @Test func theReadmeHasAtMost300Lines() throws {
        let readme = try String(contentsOf: repositoryRoot.appending(path: "README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        #expect(lines <= 300, "README.md has \(lines) lines; move reference into the DocC catalog")
    }
}
