import ViperGenConfig
import ViperGenSupport
import ViperGenTemplateSets

extension RenderInput {
    /// Where the request keeps the value: a property of its own for the inputs code reads by name, else
    /// `GenerationRequest.otherInputs`.
    package var request: WritableKeyPath<GenerationRequest, String> {
        switch lockfileKey {
        case Self.author.lockfileKey: \.author
        case Self.company.lockfileKey: \.company
        case Self.description.lockfileKey: \.moduleDescription
        case Self.prefix.lockfileKey: \.prefix
        case Self.project.lockfileKey: \.projectName
        case Self.target.lockfileKey: \.target
        default: \GenerationRequest.[otherInput: lockfileKey]
        }
    }

    /// What templates see at `variable` for `module`: the value, but for `target`, which for a module that is its own
    /// target is its own name, written as an import needs it (a target named like a keyword, `class`, from a
    /// folder's name, in backticks).
    func templateValue(_ request: GenerationRequest, module: ModuleName) -> String {
        guard lockfileKey == Self.target.lockfileKey else { return request[keyPath: self.request] }
        return SwiftIdentifier.importSpelling(request.packageTargets == nil ? request.target : module.value)
    }

    /// The lockfile's text inputs of `request`.
    static func recorded(_ request: GenerationRequest) -> [String: String] {
        var texts: [String: String] = [:]
        for input in all { texts[input.lockfileKey] = request[keyPath: input.request] }
        return texts
    }

    /// Sets every input of `request` to its value in `texts` (a lockfile entry's), empty where it has none.
    package static func restore(_ texts: [String: String], into request: inout GenerationRequest) {
        for input in all { request[keyPath: input.request] = texts[input.lockfileKey] ?? "" }
    }
}
