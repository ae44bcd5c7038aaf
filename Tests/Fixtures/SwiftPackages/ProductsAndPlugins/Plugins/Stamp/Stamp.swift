import PackagePlugin

/// A build tool plugin that runs nothing: it is here so that the manifest has a plugin target and a plugin product.
@main struct Stamp: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        []
    }
}
