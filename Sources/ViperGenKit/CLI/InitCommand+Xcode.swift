#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension InitCommand {
    /// Keys whose value is a comma-separated list at the prompt and a JSON list in the config.
    static let listKeys: Set<String> = ["xcodeTargets", "xcodeTestTargets"]

    /// The Xcode project next to the config and its targets, when there is exactly one `.xcodeproj` that reads; no
    /// fields otherwise, so that a package project's config names no project.
    static func detectedXcodeFields(in root: URL) -> [Field] {
        let projects = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? [])
            .filter { $0.hasSuffix(".xcodeproj") }
        guard projects.count == 1, let name = projects.first,
            let targets = try? XcodeProjectTargets.read(project: root.appending(path: name))
        else { return [] }
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
