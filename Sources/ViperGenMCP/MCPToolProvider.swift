import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What an `MCPServer` offers: its tools and resources. The server knows the protocol; the provider (over the
/// command table, `MCPCommandTools` in the CLI layer) knows the commands.
package protocol MCPToolProvider {
    /// The server's version, for `serverInfo`.
    var version: String { get }
    /// What the client tells its model about the server (`instructions` of `initialize`).
    var instructions: String { get }
    /// Every tool's entry in `tools/list`, for tools working in `root`.
    func toolDefinitions(root: URL) -> [MCPValue]
    /// Runs the tool `name` in `root`.
    /// - Parameter progress: Told after each module the call plans; it reports progress and stops a cancelled call
    ///   before anything is written.
    /// - Returns: The `tools/call` result (problems with the call's arguments or run are results with `isError`).
    /// - Throws: `MCPError` (invalid params) for an unknown tool.
    func callTool(
        _ name: String, arguments: [String: MCPValue], root: URL, protocolVersion: String, progress: ModuleProgress
    ) throws(MCPError) -> MCPValue
    /// Every resource, read from `root` as it is now.
    func resources(root: URL) -> [MCPResource]
}
