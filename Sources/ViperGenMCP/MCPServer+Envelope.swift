import ViperGenEngine

/// Which protocol era a connection speaks. The client's first request decides, once: one carrying the per-request
/// envelope (`_meta` naming `io.modelcontextprotocol/protocolVersion`) begins the envelope era of 2026-07-28;
/// anything else, `initialize` above all, begins the handshake era of the older versions.
enum MCPProtocolEra {
    case undecided
    /// `initialize`, then requests at the negotiated version; the server may ask the client for its roots.
    case handshake
    /// No handshake: `server/discover` says what the server speaks, and every request names its version, the
    /// client's capabilities and the client in `params._meta`. The server sends no requests.
    case envelope
}

/// Protocol 2026-07-28: each request checked for its envelope, `server/discover`, results stamped with their type,
/// cache hints and the server's identity, and the client's roots asked for with `input_required`.
extension MCPServer {
    /// The `_meta` key of a request's protocol version.
    static let protocolVersionKey = "io.modelcontextprotocol/protocolVersion"
    /// The `_meta` key of the client's capabilities, sent with each request.
    static let clientCapabilitiesKey = "io.modelcontextprotocol/clientCapabilities"
    /// The `_meta` key of the server's identity in each result.
    static let serverInfoKey = "io.modelcontextprotocol/serverInfo"

    /// The requests the envelope era answers (it has no `initialize` and no `ping`).
    static let envelopeMethods = [
        "server/discover", "tools/list", "tools/call", "resources/list", "resources/templates/list", "resources/read",
    ]

    /// The results a client may cache: they carry `ttlMs` 0 (fetch again whenever needed, as they follow the
    /// project's files) and `cacheScope` private.
    static let cacheableMethods: Set = [
        "server/discover", "tools/list", "resources/list", "resources/templates/list", "resources/read",
    ]

    /// Answers the request `id` of the envelope era.
    func answerInEnvelopeEra(_ method: String, _ params: MCPValue, id: MCPValue) {
        do {
            send(["jsonrpc": "2.0", "id": id, "result": try envelopeResult(of: method, params, id: id)])
        } catch {
            reply(to: id, error: error)
        }
    }

    private func envelopeResult(of method: String, _ params: MCPValue, id: MCPValue) throws(MCPError) -> MCPValue {
        let supported = MCPValue.array(Self.modernProtocolVersions.map { .string($0) })
        let modern = Self.modernProtocolVersions.joined(separator: ", ")
        if method == "initialize" {
            var data: [String: MCPValue] = ["supported": supported]
            data["requested"] = params["protocolVersion"]?.string.map { .string($0) }
            throw MCPError(
                .unsupportedProtocolVersion,
                "this connection speaks \(modern), which has no initialize handshake (it began with a request "
                    + "carrying the envelope); open a new connection that begins with initialize", data: .object(data))
        }
        guard let meta = params["_meta"]?.object else {
            throw MCPError(
                .invalidParams,
                "params._meta of \(method) must be an object carrying '\(Self.protocolVersionKey)' and "
                    + "'\(Self.clientCapabilitiesKey)', as every request of protocol \(modern) does")
        }
        let missing = [Self.protocolVersionKey, Self.clientCapabilitiesKey].filter { meta[$0] == nil }
        guard missing.isEmpty else {
            throw MCPError(
                .invalidParams,
                "params._meta of \(method) lacks '\(missing.joined(separator: "', '"))'; every request of protocol "
                    + "\(modern) carries '\(Self.protocolVersionKey)' and '\(Self.clientCapabilitiesKey)'")
        }
        guard case .string(let version) = meta[Self.protocolVersionKey] else {
            let found = meta[Self.protocolVersionKey]?.typeName ?? "nothing"
            throw MCPError(.invalidParams, "'\(Self.protocolVersionKey)' must be a string, not \(found)")
        }
        guard Self.modernProtocolVersions.contains(version) else {
            throw MCPError(
                .unsupportedProtocolVersion,
                "protocol version '\(version)' is not supported; viper-gen mcp speaks \(modern) with the envelope, "
                    + "and \(Self.protocolVersions.joined(separator: ", ")) after initialize on a new connection",
                data: ["supported": supported, "requested": .string(version)])
        }
        protocolVersion = version
        guard Self.envelopeMethods.contains(method) else {
            let suggestion = nearestName(to: method, in: Self.envelopeMethods).map { "did you mean '\($0)'? " } ?? ""
            throw MCPError(
                .methodNotFound,
                "unknown method '\(method)' in protocol \(version); \(suggestion)viper-gen mcp answers "
                    + Self.envelopeMethods.joined(separator: ", "))
        }
        if ["tools/call", "resources/read"].contains(method),
            let asking = rootsInputRequest(params, clientCapabilities: meta[Self.clientCapabilitiesKey])
        {
            return stamped(asking, cacheable: false)
        }
        let result =
            method == "server/discover"
            ? [
                "supportedVersions": supported, "capabilities": Self.capabilities,
                "instructions": .string(provider.instructions),
            ]
            : try result(of: method, params, id: id)
        return stamped(result, cacheable: Self.cacheableMethods.contains(method))
    }

    /// `result` with what every result of the envelope era carries: `resultType` (`complete` unless it says
    /// otherwise), the cache hints of a cacheable one, and the server's identity in `_meta`.
    private func stamped(_ result: MCPValue, cacheable: Bool) -> MCPValue {
        guard var members = result.object else { return result }
        if members["resultType"] == nil { members["resultType"] = "complete" }
        if cacheable {
            members["ttlMs"] = 0
            members["cacheScope"] = "private"
        }
        var meta = members["_meta"]?.object ?? [:]
        meta[Self.serverInfoKey] = serverInfo
        members["_meta"] = .object(meta)
        return .object(members)
    }

    /// The server sends no requests in the envelope era, so a call from a client that offers roots (without
    /// `--root`) is answered `input_required`, asking for `roots/list`; the client calls again with the answer in
    /// `inputResponses.roots`, and its first folder root becomes the root. `nil` when the call can run.
    private func rootsInputRequest(_ params: MCPValue, clientCapabilities: MCPValue?) -> MCPValue? {
        guard !rootIsFixed, clientCapabilities?["roots"] != nil else { return nil }
        guard let answer = params["inputResponses"]?["roots"] else {
            return ["resultType": "input_required", "inputRequests": ["roots": ["method": "roots/list"]]]
        }
        useFirstRoot(of: answer)
        return nil
    }
}
