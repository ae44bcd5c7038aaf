import ViperGenEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The Model Context Protocol session of `viper-gen mcp`: reads JSON-RPC 2.0 messages and answers them through
/// `send`, one at a time, in the order they came. Requests get a response (a result or a JSON-RPC error);
/// notifications get none; a bad message never ends the session.
package final class MCPServer {
    /// The protocol versions the `initialize` handshake negotiates, newest first: the client's is answered when
    /// listed, else the newest.
    package static let protocolVersions = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]
    /// The protocol versions of the per-request envelope (`server/discover`, then each request's `_meta` names its
    /// version), newest first.
    package static let modernProtocolVersions = ["2026-07-28"]

    /// The folder the tools work in and the paths they may name.
    private(set) var root: URL
    /// `--root` was given: a root the client offers does not replace it.
    let rootIsFixed: Bool
    /// The tools and resources.
    let provider: any MCPToolProvider
    /// Writes one message to the client.
    let send: (MCPValue) -> Void
    /// Writes a diagnostic line to standard error.
    let diagnostics: @Sendable (String) -> Void
    /// Whether the client cancelled the request with this id (noted by the transport as it reads, during a call).
    let isCancelled: (MCPValue) -> Bool
    /// A test hook (`VIPER_GEN_MCP_TEST_AWAIT_CANCEL`): after a call's first module is planned, wait (up to ten
    /// seconds) for the client to cancel it, so that a test cancels a call that provably started and not finished.
    package var awaitsCancellation = false
    /// The negotiated protocol version (the newest until `initialize`; the request's own in the envelope era).
    var protocolVersion = MCPServer.protocolVersions[0]
    /// Which protocol era the connection speaks, decided by the client's first request.
    var era = MCPProtocolEra.undecided
    /// The id of the `roots/list` request sent to the client, while its answer is awaited.
    var awaitedRoots: MCPValue?
    /// Requests that need the root, held while the client's roots are awaited.
    private var deferred: [MCPValue] = []
    /// How many `roots/list` requests the server has sent.
    var rootsRequests = 0
    /// The client declared the `roots` capability.
    private(set) var offersRoots = false

    package init(
        root: URL, rootIsFixed: Bool, provider: any MCPToolProvider, send: @escaping (MCPValue) -> Void,
        isCancelled: @escaping (MCPValue) -> Bool = { _ in false }, diagnostics: @escaping @Sendable (String) -> Void
    ) {
        self.root = root.standardizedFileURL
        self.rootIsFixed = rootIsFixed
        self.provider = provider
        self.send = send
        self.isCancelled = isCancelled
        self.diagnostics = diagnostics
    }

    /// Handles one line of input: a JSON-RPC message (batches are refused, as the current specification has none).
    func handle(line: String) {
        guard line.contains(where: { !$0.isWhitespace }) else { return }
        let parsed: (message: MCPValue, idSpelling: String?)
        do {
            parsed = try MCPValue.parseMessage(line)
        } catch {
            let place = "line \(error.location.line), column \(error.location.column) of the message"
            return reply(to: .null, error: MCPError(.parseError, "\(error.message) (at \(place))"))
        }
        handle(parsed.message, idSpelling: parsed.idSpelling)
    }

    /// Handles one parsed message.
    /// - Parameter idSpelling: How its `id` is spelled in the line it came from, when that is a number.
    func handle(_ message: MCPValue, idSpelling: String? = nil) {
        guard let members = message.object else {
            let what = message.array != nil ? "a batch (an array), which MCP does not use" : message.typeName
            return reply(to: .null, error: MCPError(.invalidRequest, "a message must be a JSON object, not \(what)"))
        }
        let id = members["id"]
        if let id, !Self.isValidID(id, spelled: idSpelling) {
            // A number is named as spelled (at most 40 characters of it), and the way out is to send it as a string.
            let what =
                idSpelling.map {
                    "the number \($0.count > 40 ? String($0.prefix(40)) + "…" : $0); send such an id as a string"
                } ?? id.typeName
            return reply(
                to: .null,
                error: MCPError(
                    .invalidRequest,
                    "'id' must be a string, or an integer from -\(Self.largestID) to \(Self.largestID) written "
                        + "without a fraction or exponent (an answer carries its id exactly as sent), not \(what)"))
        }
        guard members["jsonrpc"] == "2.0" else {
            return reply(to: id ?? .null, error: MCPError(.invalidRequest, "'jsonrpc' must be \"2.0\""))
        }
        guard let methodValue = members["method"] else {
            // A response to a request of the server's (roots/list).
            if let id, members["result"] != nil || members["error"] != nil { return receiveResponse(id, message) }
            return reply(to: id ?? .null, error: MCPError(.invalidRequest, "a request needs a 'method'"))
        }
        guard let method = methodValue.string else {
            return reply(to: id ?? .null, error: MCPError(.invalidRequest, "'method' must be a string"))
        }
        let params = members["params"] ?? .object([:])
        guard params.object != nil else {
            return reply(to: id ?? .null, error: MCPError(.invalidParams, "'params' of \(method) must be an object"))
        }
        guard let id else { return receiveNotification(method, params) }
        let enveloped = params["_meta"]?[Self.protocolVersionKey] != nil
        if era == .undecided { era = enveloped && method != "initialize" ? .envelope : .handshake }
        if era == .envelope { return answerInEnvelopeEra(method, params, id: id) }
        if enveloped, method != "initialize" {
            return reply(
                to: id,
                error: MCPError(
                    .invalidRequest,
                    "this connection speaks the initialize handshake (it began with one); a request carrying the "
                        + "\(Self.modernProtocolVersions[0]) envelope needs a new connection that begins with "
                        + "server/discover"))
        }
        if awaitedRoots != nil, ["tools/call", "resources/read"].contains(method) {
            deferred.append(message)
            return
        }
        do {
            send(["jsonrpc": "2.0", "id": id, "result": try result(of: method, params, id: id)])
        } catch {
            reply(to: id, error: error)
        }
    }

    /// The result of the request `method`.
    func result(of method: String, _ params: MCPValue, id: MCPValue) throws(MCPError) -> MCPValue {
        switch method {
        case "initialize": return initialize(params)
        case "ping": return .object([:])
        case "tools/list": return ["tools": .array(provider.toolDefinitions(root: root))]
        case "tools/call": return try callTool(params, id: id)
        case "resources/list": return ["resources": .array(provider.resources(root: root).map(\.listing))]
        case "resources/templates/list": return ["resourceTemplates": []]
        case "resources/read": return try readResource(params)
        default:
            let suggestion = nearestName(to: method, in: Self.methods).map { "did you mean '\($0)'? " } ?? ""
            throw MCPError(
                .methodNotFound,
                "unknown method '\(method)'; \(suggestion)viper-gen mcp answers \(Self.methods.joined(separator: ", "))"
            )
        }
    }

    /// The requests the server answers.
    static let methods = [
        "initialize", "ping", "tools/list", "tools/call", "resources/list", "resources/templates/list",
        "resources/read",
    ]

    private func initialize(_ params: MCPValue) -> MCPValue {
        let requested = params["protocolVersion"]?.string ?? ""
        protocolVersion = Self.protocolVersions.contains(requested) ? requested : Self.protocolVersions[0]
        offersRoots = params["capabilities"]?["roots"] != nil
        return [
            "protocolVersion": .string(protocolVersion),
            "capabilities": Self.capabilities,
            "serverInfo": serverInfo,
            "instructions": .string(provider.instructions),
        ]
    }

    /// What the server offers: tools and resources, whose lists do not change during a session.
    static let capabilities: MCPValue = [
        "tools": ["listChanged": false], "resources": ["listChanged": false, "subscribe": false],
    ]

    /// Who the server is.
    var serverInfo: MCPValue {
        ["name": "viper-gen", "title": "viper-gen", "version": .string(provider.version)]
    }

    private func receiveNotification(_ method: String, _ params: MCPValue) {
        switch method {
        case "notifications/initialized", "notifications/roots/list_changed":
            // The envelope era has no requests from the server: roots come with a call (`input_required`).
            if era != .envelope { requestRootsIfOffered() }
        case "notifications/cancelled":
            // The transport notes it as it reads: a running call stops after the module it is planning, before
            // writing anything, and its response is not sent.
            let id = params["requestId"].map { $0.text() } ?? "?"
            diagnostics("viper-gen mcp: request \(id) was cancelled\n")
        default:
            break
        }
    }

    /// Makes `url` the root.
    func useRoot(_ url: URL) {
        root = url.standardizedFileURL
    }

    /// The requests held while the roots were awaited, in order; none are held after.
    func takeDeferred() -> [MCPValue] {
        defer { deferred = [] }
        return deferred
    }

    func reply(to id: MCPValue, error: MCPError) {
        send(["jsonrpc": "2.0", "id": id, "error": error.value])
    }

    /// The largest whole number an id may be, 2^53 - 1: above it a JSON number read as a double is no longer exact
    /// (9007199254740993 reads as 9007199254740992), and the answer would carry another id.
    static let largestID: Int64 = 9_007_199_254_740_991

    /// Whether `id` is a string or an integer that the answer carries exactly as `spelling` wrote it (MCP's ids are
    /// strings or integers): digits, a minus sign, no fraction or exponent, at most `largestID`.
    private static func isValidID(_ id: MCPValue, spelled spelling: String?) -> Bool {
        switch id {
        case .string: return true
        case .number(let number):
            guard let spelling else { return number == number.rounded() && number.magnitude <= Double(largestID) }
            return Int64(spelling).map { String($0) == spelling && $0.magnitude <= largestID } ?? false
        default: return false
        }
    }
}
