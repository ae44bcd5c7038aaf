import ViperGenEngine

/// Renders `text` with `variables`, failing the test on any error.
package func render(_ text: String, _ variables: [String: TemplateValue] = [:], snippets: [String: String] = [:]) throws
    -> String
{
    var parsedSnippets: [String: LiquidTemplate] = [:]
    for (name, source) in snippets {
        parsedSnippets[name] = try LiquidTemplate(parsing: source, name: "snippets/\(name).liquid")
    }
    return try LiquidTemplate(parsing: text, name: "test.liquid").render(variables, snippets: parsedSnippets)
}

/// The error rendering `text` throws.
package func renderError(_ text: String, _ variables: [String: TemplateValue] = [:], snippets: [String: String] = [:])
    -> TemplateError?
{
    do {
        _ = try render(text, variables, snippets: snippets)
        return nil
    } catch let error as TemplateError {
        return error
    } catch {
        return nil
    }
}
