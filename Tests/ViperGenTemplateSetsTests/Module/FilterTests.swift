import Testing
import ViperGenTestSupport

@testable import ViperGenEngine
@testable import ViperGenSupport
@testable import ViperGenTemplateSets

@Suite struct FilterTests {
    @Test(arguments: [
        ("{{ 'search Results' | upcase }}", "SEARCH RESULTS"),
        ("{{ 'Search' | downcase }}", "search"),
        ("{{ 'sEARCH results' | capitalize }}", "Search results"),
        ("{{ '' | default: 'none' }}", "none"),
        ("{{ 'set' | default: 'none' }}", "set"),
        ("{{ false | default: 'none' }}", "none"),
        ("{{ nil | default: 'none' }}", "none"),
        ("{{ 'aXbX' | replace: 'X', '-' }}", "a-b-"),
        ("{{ 'a' | replace: '', '-' }}", "a"),
        ("{{ 'View' | prepend: 'Search' | append: 'Controller' }}", "SearchViewController"),
        ("{{ 'Über' | size }}", "4"),
        ("{{ '  padded \n' | strip }}", "padded"),
        ("{{ 'URLPreview' | lower_first }}", "uRLPreview"),
        ("{{ 'search' | upper_first }}", "Search"),
        ("{{ 'URLPreview' | snake_case }}", "url_preview"),
        ("{{ 'searchResultsV2' | kebab_case }}", "search-results-v2"),
        ("{{ 'URLPreview' | camel_case }}", "urlPreview"),
        ("{{ 'search-results' | camel_case }}", "searchResults"),
        ("{{ 'search_results screen' | pascal_case }}", "SearchResultsScreen"),
        ("{{ 'Über' | snake_case }}", "über"),
    ])
    func filter(template: String, expected: String) throws {
        #expect(try render(template) == expected)
    }

    @Test func joinUsesASpaceByDefault() throws {
        #expect(try render("{{ list | join }}", ["list": ["a", 1, true]]) == "a 1 true")
    }

    @Test(arguments: [
        ("URLPreview", ["URL", "Preview"]),
        ("searchResults", ["search", "Results"]),
        ("search-results_screen now", ["search", "results", "screen", "now"]),
        ("Version2Screen", ["Version2", "Screen"]),
        ("HTTPSConnection", ["HTTPS", "Connection"]),
        ("Über", ["Über"]),
        ("", []),
    ])
    func identifierWords(identifier: String, words: [String]) {
        #expect(IdentifierWords(identifier).words == words)
    }
}

@Suite struct ModuleNameTests {
    @Test(arguments: ["Search", "URLPreview", "Über", "Go", "Search2", "ÉcranPrincipal"])
    func acceptsTypeNames(name: String) throws {
        #expect(try ModuleName(validating: name).value == name)
    }

    @Test func caseForms() throws {
        let name = try ModuleName(validating: "URLPreview")
        #expect(name.lowerCamelCase == "urlPreview")
        #expect(name.snakeCase == "url_preview")
        #expect(name.kebabCase == "url-preview")
        #expect(try ModuleName(validating: "Über").lowerCamelCase == "über")
    }

    @Test(arguments: [
        ("", "invalid module name '': the name is empty; name the module, e.g. 'Search'"),
        (
            "search-results",
            "invalid module name 'search-results': contains '-'; module names are letters and digits; use 'SearchResults'"
        ),
        (
            "Search Results",
            "invalid module name 'Search Results': contains a space; module names are letters and digits; use 'SearchResults'"
        ),
        ("2Search", "invalid module name '2Search': starts with a digit; use 'Search'"),
        (
            "search",
            "invalid module name 'search': starts with a lowercase letter; type names are UpperCamelCase; use 'Search'"
        ),
        ("class", "invalid module name 'class': 'class' is reserved in Swift; use 'Class'"),
        ("Self", "invalid module name 'Self': 'Self' is reserved in Swift; use 'SelfModule'"),
        ("Type", "invalid module name 'Type': 'Type' is reserved in Swift; use 'TypeModule'"),
        ("Protocol", "invalid module name 'Protocol': 'Protocol' is reserved in Swift; use 'ProtocolModule'"),
        ("../Evil", "invalid module name '../Evil': contains '.'; module names are letters and digits; use 'Evil'"),
        ("A/B", "invalid module name 'A/B': contains a path separator; module names are letters and digits; use 'AB'"),
        ("Search🔍", "invalid module name 'Search🔍': contains '🔍'; module names are letters and digits; use 'Search'"),
        ("🔍", "invalid module name '🔍': contains '🔍'; module names are letters and digits"),
        (
            String(repeating: "A", count: 101),
            "invalid module name '\(String(repeating: "A", count: 101))': longer than 100 characters; shorten it"
        ),
    ])
    func refusesInvalidNamesWithASuggestion(name: String, message: String) {
        #expect(throws: Diagnostic(.usage, message)) { try ModuleName(validating: name) }
    }
}
