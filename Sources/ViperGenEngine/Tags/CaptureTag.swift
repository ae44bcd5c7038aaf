/// `capture name` … `endcapture`: renders the body into a variable instead of the output, as `assign` would set
/// it. `ifchanged` … `endifchanged`: renders the body only when it differs from what the last `ifchanged` rendered.
package struct CaptureTag: TagNode {
    /// The variable to set; nil for `ifchanged`.
    let name: String?
    let body: BlockID

    static let captureDefinition = TagDefinition(endTag: "endcapture", parse: parseCapture)
    static let ifChangedDefinition = TagDefinition(endTag: "endifchanged", parse: parseIfChanged)

    private static func parseCapture(_ markup: inout TagMarkup) -> ParsedTag {
        var name = ""
        do throws(TemplateError) {
            name = try markup.parser.assignedName(for: "a variable name after 'capture'")
            try markup.parser.expectEnd(after: "the variable name")
        } catch {
            markup.errors.append(error)  // keep the block open so its end tag still matches
        }
        return .block(OpenCapture(tag: "capture", name: name))
    }

    private static func parseIfChanged(_ markup: inout TagMarkup) throws(TemplateError) -> ParsedTag {
        do throws(TemplateError) {
            try markup.parser.expectEnd(after: "'ifchanged'")
        } catch {
            markup.errors.append(error)
        }
        return .block(OpenCapture(tag: "ifchanged", name: nil))
    }

    package func render(in context: inout RenderContext, template: LiquidTemplate) throws(TemplateError) -> BlockEntry?
    {
        BlockEntry(
            template: template, block: body, scope: CaptureScope(name: name, start: context.output.endIndex))
    }
}

/// A body being rendered into the output, to be taken out of it at its end.
private struct CaptureScope: BlockScope {
    let name: String?
    /// Where the body's output starts.
    let start: String.Index

    func leave(_ context: inout RenderContext) {
        let rendered = String(context.output[start...])
        guard let name else {
            if rendered == context.lastIfChanged {
                context.output.removeSubrange(start...)
            } else {
                context.lastIfChanged = rendered
            }
            return
        }
        context.output.removeSubrange(start...)
        context.assigned[name] = .string(rendered)
    }
}

/// A `capture` or `ifchanged` whose body is being parsed.
private struct OpenCapture: OpenBlock {
    let tag: String
    let name: String?

    var innerTags: [String] { [] }

    func split(at markup: inout TagMarkup, ending body: BlockID) throws(TemplateError) {}

    func close(ending body: BlockID) -> any TagNode {
        CaptureTag(name: name, body: body)
    }

    var blankness: BlockBlankness { tag == "capture" ? .alwaysBlank : .blankWhenBodiesAre }
}

extension CaptureTag {
    /// Rebuilds a value from the Swift source `EmbedTemplatesTool` writes (see `Prebuilt`).
    package init(_ parts: Prebuilt, name: String?, body: BlockID) {
        self.name = name
        self.body = body
    }
}
