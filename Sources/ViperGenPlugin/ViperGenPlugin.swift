import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory viper-gen ARGUMENTS...`: runs the `viper-gen` built from this
/// package with every argument, in the directory of the package the plugin runs in. Its output goes straight to the
/// terminal; a failing run ends the plugin with the tool's exit code.
@main
struct ViperGenPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "viper-gen")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationReason == .exit, process.terminationStatus == 0 { return }
        exit(process.terminationReason == .exit ? process.terminationStatus : 70)
    }
}
