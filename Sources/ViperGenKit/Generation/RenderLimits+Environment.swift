import ViperGenEngine

extension RenderLimits {
    /// The environment variable that sets the limit of text per file, in MB.
    static let fileMegabytesVariable = "VIPER_GEN_MAX_FILE_MB"
    /// The environment variable that sets the limit of steps per file.
    static let stepsVariable = "VIPER_GEN_MAX_RENDER_STEPS"
    /// The environment variable that sets the limit of text per run, in MB.
    static let runMegabytesVariable = "VIPER_GEN_MAX_RUN_MB"
    /// The text one run may render in all, by default: 256 MB.
    static let standardRunBytes = 256 << 20

    /// viper-gen's limits per file with no variable set: 16 MB of text, 1 million steps.
    static let viperGenStandard = RenderLimits(
        outputBytes: 16 << 20, steps: 1_000_000,
        hint: "raise the limits with \(fileMegabytesVariable)=MB or \(stepsVariable)=N if the template is meant to "
            + "do this")

    /// viper-gen's limits: 16 MB of text and 1 million steps per file, each raised by its environment variable.
    /// - Throws: A usage diagnostic (64) for a value that is not a positive whole number.
    static func viperGen(environment: [String: String]) throws(Diagnostic) -> (file: RenderLimits, runBytes: Int) {
        var limits = viperGenStandard
        var runBytes = standardRunBytes
        if let megabytes = try number(fileMegabytesVariable, environment) { limits.outputBytes = megabytes << 20 }
        if let steps = try number(stepsVariable, environment) { limits.steps = steps }
        if let megabytes = try number(runMegabytesVariable, environment) { runBytes = megabytes << 20 }
        return (limits, runBytes)
    }

    private static func number(_ name: String, _ environment: [String: String]) throws(Diagnostic) -> Int? {
        guard let text = environment[name] else { return nil }
        guard let value = Int(text), value > 0, value < 1 << 40 else {
            throw Diagnostic(.usage, "\(name) must be a positive whole number, got '\(text.debugDescription)'")
        }
        return value
    }
}
