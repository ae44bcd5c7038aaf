import ViperGenConfig
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Under the MCP server, the served root is the project's boundary: nothing a call reads from the config may lead
/// out of it, whatever the config says (a path typed on the command line may; a tool argument is checked as it is
/// read, `MCPToolCall`).
extension CommandContext {
    /// Refuses, under the MCP server, the config's template folders, Xcode project and package when they lie outside
    /// the served root (spelled so, or through a link); on the command line, nothing.
    /// - Throws: `Diagnostics` (data, 65) naming each such path and the config key that sets it.
    func checkServedRoot(_ config: ProjectConfig) throws(Diagnostics) {
        guard let servedRoot else { return }
        let confinement = ProjectConfinement(folder: servedRoot)
        let file = config.file.path
        var places = config.templateDirectories.map { ($0, "templateDirectories", "folders") }
        if let project = config.xcode.project { places.append((project, "xcodeproj", "a project")) }
        if let package = config.packageTargets.package { places.append((package, "package", "a package folder")) }
        var problems = DiagnosticCollector()
        for (url, key, what) in places {
            let fix =
                "the MCP server works only inside the folder it serves: change \"\(key)\" in \(file) to \(what) "
                + "inside it"
            if let problem = confinement.problem(with: url.path, fix: fix) { problems.add(problem) }
        }
        try problems.check()
    }

    /// How to fix an output root, Xcode project or package outside the project, in the words of the way in.
    /// - Parameter argument: The config key and tool argument that set the path (`output`, `xcodeproj`).
    func outsideProjectFix(argument: String) -> String {
        servedRoot == nil
            ? "set a path inside the project, or type the outside path on the command line"
            : "the MCP server works only inside the folder it serves: set \"\(argument)\" in the config, or the "
                + "argument '\(argument)', to a path inside it"
    }
}
