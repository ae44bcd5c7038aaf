import ViperGenFormats
import ViperGenMCP
import ViperGenSupport

/// What a tool call returns: a short text, the command's `--json` document as `structuredContent`, and `isError`
/// when the command failed (its document is then the CLI's error object: exit code, message, every problem with its
/// file, line and column).
struct MCPToolResult: Equatable {
    /// The short summary: the command line run and its outcome, or every problem on its own line.
    let text: String
    /// The `--json` document (or, for a command without `--json`, its exit code and output).
    let structured: MCPValue
    let isError: Bool

    /// The `outputSchema` of a tool whose command prints `--json`: one of the command's `documents`, or on failure
    /// the CLI's error object (`ErrorReport`). An object at the top, as MCP requires.
    static func outputSchema(documents: [MCPValue]) -> MCPValue {
        [
            "type": "object",
            "description": "The document the command prints with --json; when isError is true, the CLI's error object",
            "anyOf": .array(documents + [ErrorReport.schema]),
        ]
    }

    /// A call whose arguments were refused before anything ran.
    init(failure: Diagnostics) {
        let report = ErrorReport(failure, spelling: .mcp)
        structured = (try? MCPValue.parse(report.json())) ?? .null
        text = Self.problemLines(structured)
        isError = true
    }

    /// The result of a run that printed `output` and `diagnostics` and exited with `status`.
    init(tool: MCPTool, commandLine: [String], status: Int32, output: String, diagnostics: String) {
        let ran = Self.display(commandLine)
        guard tool.printsJSON else {
            structured = [
                "exitCode": .number(Double(status)), "output": .string(output), "diagnostics": .string(diagnostics),
            ]
            isError = status != 0
            text = isError ? "\(ran) failed with exit \(status):\n\(diagnostics)" : output
            return
        }
        guard let document = try? MCPValue.parse(output), document.object != nil else {
            structured = [
                "error": [
                    "exitCode": .number(Double(status == 0 ? 70 : status)),
                    "message": .string("\(ran) printed no JSON document (exit \(status))"), "problems": [],
                ]
            ]
            text = "\(ran) printed no JSON document (exit \(status)):\n\(diagnostics)"
            isError = true
            return
        }
        structured = document
        if document["error"] != nil {
            isError = true
            text = Self.problemLines(document)
            return
        }
        isError = false
        let counts = (document.object ?? [:]).sorted { $0.key < $1.key }.compactMap { key, value in
            value.array.map { "\(key): \($0.count)" }
        }
        text =
            "\(ran): exit \(status)" + (counts.isEmpty ? "" : " (\(counts.joined(separator: ", ")))")
            + "; the JSON document is the structured content"
    }

    /// `error: message` for each problem, `file:line:column: error: message` where it has a place.
    private static func problemLines(_ report: MCPValue) -> String {
        let problems = report["error"]?["problems"]?.array ?? []
        return problems.map { problem in
            let message = problem["message"]?.string ?? ""
            guard let file = problem["file"]?.string else { return "error: \(message)" }
            let line = problem["line"].map { ":" + $0.text() } ?? ""
            let column = problem["column"].map { ":" + $0.text() } ?? ""
            return "\(file)\(line)\(column): error: \(message)"
        }.joined(separator: "\n")
    }

    /// The result as `tools/call` returns it; before protocol 2025-06-18, which has no `structuredContent`, the
    /// document is also a second text block.
    func value(protocolVersion: String) -> MCPValue {
        var content: [MCPValue] = [["type": "text", "text": .string(text)]]
        if protocolVersion < "2025-06-18" {
            content.append(["type": "text", "text": .string(structured.text(pretty: true))])
        }
        return ["content": .array(content), "structuredContent": structured, "isError": .bool(isError)]
    }

    /// `viper-gen module --json -- Settings`, words with spaces or quotes quoted, for messages.
    static func display(_ commandLine: [String]) -> String {
        "viper-gen "
            + commandLine.map { word in
                word.isEmpty || word.contains(where: { " \"'\\$".contains($0) }) ? JSONText.quoted(word) : word
            }.joined(separator: " ")
    }
}
