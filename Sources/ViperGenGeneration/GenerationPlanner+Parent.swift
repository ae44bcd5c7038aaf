import ViperGenEngine
import ViperGenSupport
import ViperGenTemplateSets

extension GenerationPlanner {
    /// The name of the parameter that names a recorded module to wire a new one into (`--param parent=List`).
    static let parentParameter = "parent"

    /// The refusal (65) of a `parent` that the lockfile does not record, listing the recorded modules; `nil` when the
    /// set takes no `parent`, none is given, there is no lockfile to look in, or the module is recorded.
    static func unrecordedParent(
        _ parameters: [String: TemplateValue], of set: TemplateSet, request: GenerationRequest
    ) -> Diagnostic? {
        guard set.parameters.contains(where: { $0.name == parentParameter }),
            case .string(let parent)? = parameters[parentParameter], !parent.isEmpty,
            let lockDirectory = request.lockDirectory
        else { return nil }
        let recorder = ModuleRecorder(lockDirectory: lockDirectory)
        let recorded = ((try? recorder.load())?.lockfile.modules.keys).map { $0.sorted() } ?? []
        guard !recorded.contains(parent) else { return nil }
        let known = recorded.isEmpty ? "it records none" : "recorded: " + recorded.joined(separator: ", ")
        let suggestion = nearestName(to: parent, in: recorded).map { " (did you mean '\($0)'?)" } ?? ""
        return Diagnostic(
            .data,
            "parent module '\(parent)' is not recorded in \(recorder.lockfileURL.path)\(suggestion); \(known); "
                + "generate it first, or name a recorded module with \(Remedy.option(.param, value: "parent=NAME"))")
    }
}
