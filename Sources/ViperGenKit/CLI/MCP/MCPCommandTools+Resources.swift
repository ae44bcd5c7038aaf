import ViperGenFormats
import ViperGenGeneration
import ViperGenMCP
import ViperGenSupport
import ViperGenTemplateSets

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `resources/list` and `resources/read`: every template set (its description, manifest and files), the lockfile,
/// and the recorded modules' state, so that an agent can read what a module will look like before generating it.
extension MCPCommandTools {
    func resources(root: URL) -> [MCPResource] {
        let context = quietContext(root)
        let config = (try? context.projectConfig(path: nil)) ?? nil
        let library = context.templateLibrary(templateDirectories: [], config: config)
        var resources: [MCPResource] = []
        for (name, origin) in library.availableSets() {
            resources.append(
                MCPResource(
                    uri: MCPResource.uri("templates/\(name)"), name: "template set \(name)",
                    description: "The set's summary, parameters (types, choices, defaults) and files",
                    mimeType: "text/plain",
                    read: { () throws(MCPError) -> String in
                        do throws(Diagnostics) {
                            return TemplateDescription(set: try library.load(name)).text
                        } catch {
                            throw Self.readError(error)
                        }
                    }))
            let files: [String: String] =
                switch origin {
                case .builtIn: TemplateLibrary.builtInFiles(of: name)
                case .directory(let path): (try? TemplateLibrary.readFiles(in: URL(fileURLWithPath: path))) ?? [:]
                }
            for (path, contents) in files.sorted(by: { $0.key < $1.key }) {
                resources.append(
                    MCPResource(
                        uri: MCPResource.uri("templates/\(name)/\(path)"), name: "\(name)/\(path)",
                        description: "A file of the template set \(name)", mimeType: MCPResource.mimeType(of: path),
                        read: { contents }))
            }
        }
        // Read as every command reads it (`ModuleRecorder.lockfileText`): a lockfile that leads out of the project
        // is refused unread, with the command line's message.
        let recorder = ModuleRecorder(lockDirectory: context.lockDirectory(config: config))
        if FileSystem.fileType(recorder.lockfileURL.path) != nil {
            resources.append(
                MCPResource(
                    uri: MCPResource.uri("lockfile"), name: Lockfile.fileName,
                    description: "The lockfile: every recorded module with its set, inputs and files",
                    mimeType: "application/json",
                    read: { () throws(MCPError) -> String in
                        do throws(Diagnostics) {
                            guard let (text, _) = try recorder.lockfileText() else {
                                throw Diagnostics([
                                    Diagnostic(.io, "\(recorder.lockfileURL.path): the lockfile is gone")
                                ])
                            }
                            return text
                        } catch {
                            throw Self.readError(error)
                        }
                    }))
        }
        if let modules = MCPToolTable.tool(named: "modules") {
            let call = MCPToolCall(tool: modules, root: root, environment: environment, diagnostics: diagnostics)
            resources.append(
                MCPResource(
                    uri: MCPResource.uri("modules"), name: "recorded modules",
                    description: "What the modules tool returns: each recorded module with its set and state",
                    mimeType: "application/json", read: { call.run([:]).structured.text(pretty: true) }))
        }
        return resources
    }

    /// A resource that cannot be read, as `resources/read` refuses it: the problems, spelled for MCP.
    private static func readError(_ error: Diagnostics) -> MCPError {
        MCPError(.invalidParams, RemedySpelling.mcp.spelled(error.problems.map(\.message).joined(separator: "; ")))
    }
}
