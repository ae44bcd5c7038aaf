import ViperGenEngine
import ViperGenFormats
import ViperGenSupport
import ViperGenTemplateSets

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension GenerationPlanner {
    /// The name of the parameter that names a recorded module to wire a new one into (`--param parent=List`).
    static let parentParameter = "parent"

    /// The parameters a module wired into a parent must share with it: the inserted route is written for one flavour
    /// (`ui`), one set of test files (`tests`) and one way of passing dependencies (`dependencies`).
    static let sharedWithParent = ["ui", "tests", "dependencies"]

    /// Why `modules` cannot be wired into the `parent` the parameters name (65), or `nil` when they can: the set
    /// takes no `parent`, none is given, there is no lockfile to look in, or the parent is recorded with the same
    /// `sharedWithParent` values and, with dependencies, its dependencies protocol inherits each module's.
    static func parentProblem(
        _ parameters: [String: TemplateValue], of set: TemplateSet, request: GenerationRequest, modules: [ModuleName]
    ) -> Diagnostic? {
        guard set.parameters.contains(where: { $0.name == parentParameter }),
            case .string(let parent)? = parameters[parentParameter], !parent.isEmpty,
            let lockDirectory = request.lockDirectory
        else { return nil }
        let recorder = ModuleRecorder(lockDirectory: lockDirectory)
        let lockfile = (try? recorder.load())?.lockfile
        guard let recorded = lockfile?.modules[parent] else {
            return unrecordedParent(parent, recorded: (lockfile?.modules.keys).map { $0.sorted() } ?? [], recorder)
        }
        if recorded.template.name != set.name {
            return otherSet(recorded, set: set, lockfile: lockfile)
        }
        let names = modules.map(\.value).joined(separator: ", ")
        if let problem = elsewhere(recorded, names: names, request: request, recorder: recorder) { return problem }
        if let problem = mismatch(with: recorded, parameters, names: names, request: request) { return problem }
        guard case .bool(true)? = parameters["dependencies"] else { return nil }
        let parentType = (recorded.inputs.texts["prefix"] ?? "") + parent
        let unwired = modules.map { request.prefix + $0.value + "Dependencies" }.filter { child in
            !inherits(parentType + "Dependencies", child, in: recorded, recorder: recorder)
        }
        guard let child = unwired.first else { return nil }
        return Diagnostic(
            .data,
            "\(parentType)Dependencies of the parent module '\(parent)' does not inherit \(child), so its router "
                + "cannot pass its dependencies on; nothing was written; add \(child) to the protocols "
                + "\(parentType)Dependencies inherits (in \(parentType)Contract.swift), then run again")
    }

    /// The refusal of a `parent` that the lockfile does not record, listing the recorded modules.
    private static func unrecordedParent(_ parent: String, recorded: [String], _ recorder: ModuleRecorder)
        -> Diagnostic
    {
        let known = recorded.isEmpty ? "it records none" : "recorded: " + recorded.joined(separator: ", ")
        let suggestion = nearestName(to: parent, in: recorded).map { " (did you mean '\($0)'?)" } ?? ""
        return Diagnostic(
            .data,
            "parent module '\(parent)' is not recorded in \(recorder.lockfileURL.path)\(suggestion); \(known); "
                + "generate it first, or name a recorded module with \(Remedy.option(.param, value: "parent=NAME"))")
    }

    /// The refusal of a parent made with another set (one the user made, a Generamba template, the classic set): the
    /// route is inserted after anchors of `set`'s own files, which the other set's files do not have. Names both sets
    /// and the recorded modules made with `set`, which can be parents.
    private static func otherSet(_ parent: LockedModule, set: TemplateSet, lockfile: Lockfile?) -> Diagnostic {
        let modules = lockfile.map { Array($0.modules.values) } ?? []
        let candidates = modules.filter { $0.template.name == set.name }.map(\.name).sorted()
        let known = candidates.isEmpty ? "" : " (recorded: \(candidates.joined(separator: ", ")))"
        return Diagnostic(
            .data,
            "\(parent.name) was made with \(parent.template.name); parent needs a module made with \(set.name); "
                + "nothing was written; name a parent made with \(set.name)\(known) with "
                + "\(Remedy.option(.param, value: "parent=NAME")), or leave parent out")
    }

    /// The refusal of a parent recorded under other output folders than this run's: the route goes into its files,
    /// which lie in the folders its lockfile entry names (`output`, `testsOutput`), not in this run's.
    private static func elsewhere(
        _ parent: LockedModule, names: String, request: GenerationRequest, recorder: ModuleRecorder
    ) -> Diagnostic? {
        let folders: [(option: Remedy.Option, key: String, recorded: String, directory: URL)] = [
            (.output, "output", parent.inputs.output, request.codeDirectory),
            (.testsOutput, "testsOutput", parent.inputs.testsOutput, request.testsDirectory),
        ]
        guard let folder = folders.first(where: { recorder.relativePath($0.directory) != $0.recorded }) else {
            return nil
        }
        let here = recorder.relativePath(folder.directory) ?? folder.directory.path
        return Diagnostic(
            .data,
            "parent module '\(parent.name)' is recorded under \(Remedy.option(folder.option, value: folder.recorded)) "
                + "(\"\(folder.key)\" of \(parent.name) in \(recorder.lockfileURL.path)), not under \(here) where "
                + "\(names) would go, so its files cannot take the route; nothing was written; run with "
                + "\(Remedy.option(folder.option, value: folder.recorded))")
    }

    /// The refusal of a parent recorded with other `sharedWithParent` values than the new modules', naming both.
    private static func mismatch(
        with parent: LockedModule, _ parameters: [String: TemplateValue], names: String, request: GenerationRequest
    ) -> Diagnostic? {
        var theirs: [String] = []
        var ours: [String] = []
        for name in sharedWithParent {
            guard let recorded = parent.inputs.parameters[name], let value = parameters[name] else { continue }
            let recordedText: String
            switch recorded {
            case .string(let text): recordedText = text
            case .bool(let flag): recordedText = String(flag)
            }
            let valueText: String
            switch value {
            case .string(let text): valueText = text
            case .bool(let flag): valueText = String(flag)
            default: continue
            }
            guard recordedText != valueText else { continue }
            theirs.append("\(name)=\(recordedText)")
            ours.append("\(name)=\(valueText)")
        }
        guard !theirs.isEmpty else { return nil }
        let assignments = theirs.map { Remedy.option(.param, value: $0).description }.joined(separator: " ")
        return Diagnostic(
            .data,
            "parent module '\(parent.name)' was made with \(theirs.joined(separator: ", ")) and \(names) would be "
                + "made with \(ours.joined(separator: ", ")); the route it inserts would not compile; nothing was "
                + "written; make \(names) with \(assignments), or name a parent made with "
                + "\(ours.joined(separator: ", "))")
    }

    /// Whether one of `parent`'s recorded files declares `protocol` inheriting `inherited` (named in the
    /// declaration before its `{`).
    private static func inherits(
        _ protocolName: String, _ inherited: String, in parent: LockedModule, recorder: ModuleRecorder
    ) -> Bool {
        let confinement = recorder.confinement
        for file in parent.files {
            // A recorded path is read only inside the project, as every command reads one (`checkConfinement`).
            let path = recorder.url(file.path).path
            guard confinement.problem(with: path) == nil, let data = FileManager.default.contents(atPath: path) else {
                continue
            }
            let tokens = words(String(decoding: data, as: UTF8.self))
            guard
                let start = tokens.indices.dropLast().first(where: {
                    tokens[$0] == "protocol" && tokens[$0 + 1] == protocolName
                })
            else { continue }
            return tokens[(start + 2)...].prefix { $0 != "{" }.contains(inherited)
        }
        return false
    }

    /// The identifiers and opening braces of `text`, in order (comments and strings are not told apart).
    private static func words(_ text: String) -> [String] {
        var words: [String] = []
        var word = ""
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                continue
            }
            if !word.isEmpty { words.append(word) }
            word = ""
            if character == "{" { words.append("{") }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }
}
