import Foundation
import PackagePlugin

/// Compiles the top-level `Templates/` folder into ViperGenTemplateSets, so an installed `viper-gen` needs no resources.
///
/// The plugin lists every file under `Templates/` as an input, so adding, editing or removing a template
/// re-runs the embedding on the next build.
@main
struct EmbedTemplatesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let templates = context.package.directoryURL.appending(path: "Templates")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedTemplates.swift")
        return [
            .buildCommand(
                displayName: "Embedding Templates/ into \(target.name)",
                executable: try context.tool(named: "EmbedTemplatesTool").url,
                arguments: [templates.path(percentEncoded: false), output.path(percentEncoded: false)],
                inputFiles: try filesBelow(templates) + [templates],
                outputFiles: [output]
            )
        ]
    }

    private func filesBelow(_ directory: URL) throws -> [URL] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: directory,
                includingPropertiesForKeys: [.isRegularFileKey]
            )
        else { return [] }
        var files: [URL] = []
        for case let url as URL in enumerator
        where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
            files.append(url)
        }
        return files
    }
}
