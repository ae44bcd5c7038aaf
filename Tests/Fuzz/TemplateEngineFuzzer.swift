/// libFuzzer entry point for the template engine: parses the input as a template, then renders it with a fixed
/// context and a few snippets.
///
/// The input may carry snippets after the template: it is split at NUL bytes, the first part is the template and
/// each following part is a snippet named `s1`, `s2`, … (besides the fixed `header` and `loop` snippets), so the
/// fuzzer can also reach include chains and cycles. Any thrown error is a valid outcome; only crashes, hangs and
/// memory errors are findings.
@_cdecl("LLVMFuzzerTestOneInput")
public func templateEngineFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let parts = bytes.split(separator: 0, omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
    var snippets: [String: LiquidTemplate] = [:]
    for (name, text) in fixedSnippets {
        snippets[name] = try? LiquidTemplate(parsing: text, name: "snippets/\(name).liquid")
    }
    for (index, text) in parts.dropFirst().prefix(8).enumerated() {
        snippets["s\(index + 1)"] = try? LiquidTemplate(parsing: text, name: "snippets/s\(index + 1).liquid")
    }
    guard let template = try? LiquidTemplate(parsing: parts.first ?? "", name: "fuzz.liquid") else { return 0 }
    _ = try? template.render(fuzzContext, snippets: snippets)
    return 0
}

/// Snippets every input can include.
private let fixedSnippets: [String: String] = [
    "header": "// {{ module.name }} by {{ developer.name | default: 'nobody' }}\n",
    "loop": "{% for x in module.items %}{{ x | upcase }}{% unless forloop.last %},{% endunless %}{% endfor %}",
]

/// The variables every input renders with: strings, numbers, booleans, lists, nested dictionaries and nil.
private let fuzzContext: [String: TemplateValue] = [
    "module": [
        "name": "URLPreview", "type_name": "ABCURLPreview", "snake_name": "url_preview", "description": "",
        "items": ["a", "b", "c"], "count": .integer(3), "nested": ["deep": ["deeper": "x"]],
    ],
    "developer": ["name": "Jane", "company": ""],
    "params": ["tests": true, "ui": "none", "entity": "Item"],
    "flag": true, "off": false, "nothing": .nil, "number": .integer(-42), "empty_list": [],
    "matrix": [["a", "b"], ["c"], []],
]
