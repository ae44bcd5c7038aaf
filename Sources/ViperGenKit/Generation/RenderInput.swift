/// One text input of a render, declared once: where the request keeps it, its key in the lockfile, and how a user sets
/// it (a `module` option, a `viper-gen.json` key, a Rambafile key). The lockfile's writer and reader and the mappings
/// between a request and its lockfile entry are derived from `RenderInput.all`, so that an input declared here is
/// recorded and rendered again by `update` exactly; `RenderInputTests` proves it for every row and every way of
/// setting it.
///
/// Adding an input: a stored property on `GenerationRequest`, one row here, its option and config keys where the row
/// names them, and its use in `TemplateVariables`.
struct RenderInput: Sendable {
    /// Where the request keeps the value.
    let request: WritableKeyPath<GenerationRequest, String> & Sendable
    /// The member of the module's `inputs` in `viper-gen.lock`.
    let lockfileKey: String
    /// The `module` option that sets it (`--company`), if any.
    let option: String?
    /// The `viper-gen.json` key that sets it, if any.
    let configKey: String?
    /// The Rambafile key that sets it, if any.
    let rambafileKey: String?
    /// The variable templates read it as (`developer.company`), which `TemplateVariables` provides.
    let variable: String

    /// Every text input, in lockfile key order.
    static let all: [RenderInput] = [
        RenderInput(
            request: \.author, lockfileKey: "author", option: "--author", configKey: "author", rambafileKey: "author",
            variable: "developer.name"),
        RenderInput(
            request: \.company, lockfileKey: "company", option: "--company", configKey: "company",
            rambafileKey: "company", variable: "developer.company"),
        RenderInput(
            request: \.moduleDescription, lockfileKey: "description", option: "--description", configKey: nil,
            rambafileKey: nil, variable: "module.description"),
        RenderInput(
            request: \.prefix, lockfileKey: "prefix", option: "--prefix", configKey: "prefix", rambafileKey: "prefix",
            variable: "prefix"),
        RenderInput(
            request: \.projectName, lockfileKey: "project", option: "--project", configKey: "project",
            rambafileKey: "project_name", variable: "project.name"),
        RenderInput(
            request: \.target, lockfileKey: "target", option: "--target", configKey: "target", rambafileKey: nil,
            variable: "target"),
    ]

    /// The lockfile keys of every input, for `LockfileReader`.
    static var lockfileKeys: [String] { all.map(\.lockfileKey) }

    /// The lockfile's text inputs of `request`.
    static func recorded(_ request: GenerationRequest) -> [String: String] {
        var texts: [String: String] = [:]
        for input in all { texts[input.lockfileKey] = request[keyPath: input.request] }
        return texts
    }

    /// Sets every input of `request` to its value in `texts` (a lockfile entry's), empty where it has none.
    static func restore(_ texts: [String: String], into request: inout GenerationRequest) {
        for input in all { request[keyPath: input.request] = texts[input.lockfileKey] ?? "" }
    }
}
