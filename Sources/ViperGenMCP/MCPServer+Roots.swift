import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The client's first root as the server's root, when the client offers roots and `--root` was not given.
extension MCPServer {
    /// Asks the client for its roots (after `notifications/initialized`, and again when they change); tool calls
    /// wait for the answer. Each request has a new id: `viper-gen-roots-1`, `viper-gen-roots-2`, …
    func requestRootsIfOffered() {
        guard offersRoots, !rootIsFixed, awaitedRoots == nil else { return }
        rootsRequests += 1
        let id = MCPValue.string("viper-gen-roots-\(rootsRequests)")
        awaitedRoots = id
        send(["jsonrpc": "2.0", "id": id, "method": "roots/list"])
    }

    /// Takes the answer to `roots/list`: the first `file://` root that is a folder becomes the root. Then the held
    /// requests run.
    func receiveResponse(_ id: MCPValue, _ message: MCPValue) {
        guard id == awaitedRoots else {
            diagnostics("viper-gen mcp: ignored a response to an unknown request \(id.text())\n")
            return
        }
        awaitedRoots = nil
        useFirstRoot(of: message["result"])
        for message in takeDeferred() { handle(message) }
    }

    /// Makes the first `file://` root of `roots` (a `roots/list` result) that is a folder the root. In the envelope
    /// era, where each call brings the roots, it says so only when the root changes.
    func useFirstRoot(of roots: MCPValue?) {
        let before = root
        let quiet = era == .envelope
        if let uri = roots?["roots"]?.array?.first?["uri"]?.string, uri.hasPrefix("file://"),
            let url = URL(string: uri), FileSystem.fileType(followingLinks: url.path) == .directory
        {
            useRoot(URL(fileURLWithPath: url.path, isDirectory: true))
            if !quiet || root != before {
                diagnostics("viper-gen mcp: working in \(url.path), the client's first root\n")
            }
        } else if !quiet {
            diagnostics("viper-gen mcp: the client named no folder as its first root; working in \(root.path)\n")
        }
    }
}
