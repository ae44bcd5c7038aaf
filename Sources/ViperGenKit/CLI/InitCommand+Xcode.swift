import ViperGenProjects
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension InitCommand {
    /// Keys whose value is a comma-separated list at the prompt and a JSON list in the config.
    static let listKeys: Set<String> = ["xcodeTargets", "xcodeTestTargets"]

    /// The Xcode project next to the config and its targets, when there is exactly one `.xcodeproj` that reads; no
    /// fields otherwise, so that a package project's config names no project. The targets proposed are those a run
    /// would choose (`XcodeTargetChoice`: the only app and the unit tests that test it); where that choice is not
    /// clear, every app target and the unit tests that test one of them, for the user to narrow (extensions, tools
    /// and frameworks only when there is no app, as in a framework's own project: a screen module compiled into a
    /// share extension or a command-line tool would not build).
    static func detectedXcodeFields(in root: URL) -> [Field] {
        let projects = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? [])
            .filter { $0.hasSuffix(".xcodeproj") }
        // A project whose bundle or project file leads out of the folder is not read (nor proposed).
        guard projects.count == 1, let name = projects.first,
            ProjectConfinement(folder: root).xcodeProjectProblem(root.appending(path: name).path) == nil,
            let all = try? XcodeProjectTargets.read(project: root.appending(path: name))
        else { return [] }
        let choice = try? XcodeTargetChoice.choose(all, project: name)
        let targets = choice.map { (code: $0.code, unitTests: $0.tests) } ?? proposedTargets(all)
        return [
            Field(key: "xcodeproj", option: \.xcodeProject, prompt: "Xcode project", value: name),
            Field(
                key: "xcodeTargets", option: \.xcodeTargets, prompt: "Targets of the code (comma-separated)",
                value: targets.code.joined(separator: ", ")),
            Field(
                key: "xcodeTestTargets", option: \.xcodeTestTargets, prompt: "Targets of the tests (comma-separated)",
                value: targets.unitTests.joined(separator: ", ")),
        ]
    }

    /// The targets proposed when a run's choice is not clear: the app targets and the unit tests that test one of
    /// them (or name no tested target), else every code and unit-test target.
    static func proposedTargets(_ all: XcodeProjectTargets) -> (code: [String], unitTests: [String]) {
        let apps = all.all.filter { $0.role == .application }.map(\.name)
        guard !apps.isEmpty else { return (all.code, all.unitTests) }
        let tests = all.all.filter { target in
            target.role == .unitTests && (target.testedTarget.map(apps.contains) ?? true)
        }
        return (apps, tests.map(\.name))
    }
}
