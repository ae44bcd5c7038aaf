/// How much work one render may do, so that a template that runs away (nested loops over big ranges, a string
/// doubled again and again) stops with an error at the tag that crossed the limit, in well under a second and with
/// bounded memory, instead of running for minutes or failing to allocate.
public struct RenderLimits: Sendable, Equatable {
    /// The most bytes of text one render may produce, and the largest string a filter may return: 16 MiB.
    public var outputBytes: Int
    /// The most steps one render may take: each text, output and tag node rendered and each loop iteration is one.
    public var steps: Int
    /// What to do to raise the limits, appended to the error: `raise it with …`.
    public var hint: String

    /// The default limits: 16 MiB of output, 10 million steps.
    public static let standard = RenderLimits()

    /// Creates limits.
    public init(outputBytes: Int = 16 << 20, steps: Int = 10_000_000, hint: String = "") {
        self.outputBytes = outputBytes
        self.steps = steps
        self.hint = hint
    }

    /// `16 MB` for a whole number of mebibytes, else the bytes.
    var outputDescription: String {
        outputBytes % (1 << 20) == 0 ? "\(outputBytes >> 20) MB" : "\(outputBytes) bytes"
    }

    /// The message for crossing the output limit.
    var outputMessage: String {
        "rendering stopped: this passes the limit of \(outputDescription) of text for one file" + suffix
    }

    /// The message for crossing the step limit.
    var stepsMessage: String {
        "rendering stopped: this passes the limit of \(steps) steps (loop iterations and tags) for one file" + suffix
    }

    private var suffix: String { hint.isEmpty ? "" : "; \(hint)" }
}
