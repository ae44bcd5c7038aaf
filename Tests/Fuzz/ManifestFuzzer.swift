/// libFuzzer entry point for manifest and JSON decoding: loads a template set whose `template.json` is the input
/// (through `TemplateSetLoader`, exactly as for a set on disk), then renders every output path, condition and
/// template of the set it accepts with a fixed context.
///
/// The set around the manifest holds two templates and a snippet, so manifests that name them get past the file
/// checks. Any thrown error is a valid outcome; only crashes, hangs and memory errors are findings.
@_cdecl("LLVMFuzzerTestOneInput")
public func manifestFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    var files = setFiles
    files[TemplateSetLoader.manifestName] = String(decoding: bytes, as: UTF8.self)
    let loader = TemplateSetLoader(files: files, displayRoot: "fuzz", origin: .directory("fuzz"))
    guard let set = try? loader.load() else { return 0 }
    var params: [String: TemplateValue] = [:]
    for parameter in set.parameters { params[parameter.name] = parameter.defaultValue }
    let variables: [String: TemplateValue] = [
        "module": ["name": "Search", "type_name": "Search"], "params": .dictionary(TemplateDictionary(sorting: params)),
    ]
    for file in set.files {
        _ = try? file.condition?.render(variables, snippets: set.snippets)
        _ = try? file.outputPath.render(variables, snippets: set.snippets)
        _ = try? file.template.render(variables, snippets: set.snippets)
    }
    return 0
}

/// The files of the fuzzed set other than its manifest.
private let setFiles: [String: String] = [
    "A.swift.liquid": "{% include 'header' %}struct {{ module.type_name }} {}\n",
    "Tests.swift.liquid": "{% if params.tests %}final class {{ module.name }}Tests {}{% endif %}\n",
    "snippets/header.liquid": "// {{ module.name }}\n",
]
