import ViperGenProjects

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
    /// clear, every code and unit-test target, for the user to narrow.
    static func detectedXcodeFields(in root: URL) -> [Field] {
        let projects = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? [])
            .filter { $0.hasSuffix(".xcodeproj") }
        guard projects.count == 1, let name = projects.first,
            let all = try? XcodeProjectTargets.read(project: root.appending(path: name))
        else { return [] }
        let choice = try? XcodeTargetChoice.choose(all, project: name)
        let targets = (code: choice?.code ?? all.code, unitTests: choice?.tests ?? all.unitTests)
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
}
