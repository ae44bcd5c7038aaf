import ViperGenEngine
import ViperGenSupport

extension RenderLimits {
    /// The environment variable that sets the limit of text per file, in MB.
    static let fileMegabytesVariable = "VIPER_GEN_MAX_FILE_MB"
    /// The environment variable that sets the limit of steps per file.
    static let stepsVariable = "VIPER_GEN_MAX_RENDER_STEPS"
    /// The environment variable that sets the limit of text per run, in MB.
    static let runMegabytesVariable = "VIPER_GEN_MAX_RUN_MB"
    /// The text one run may render in all, by default: 256 MB.
    static let standardRunBytes = 256 << 20

    /// The option's kinds of limit, each with the environment variable it stands beside.
    static let optionKinds = ["file-mb": fileMegabytesVariable, "steps": stepsVariable, "run-mb": runMegabytesVariable]

    /// viper-gen's limits per file with no variable set: 16 MB of text, 1 million steps.
    ///
    /// The remedies are interpolated by their `description`: interpolating a `CustomStringConvertible` value goes
    /// through the standard library's generic path, which cost about 200,000 instructions on every run.
    static let viperGenStandard = RenderLimits(
        outputBytes: 16 << 20, steps: 1_000_000,
        hint:
            "raise the limits with \(Remedy.option(.renderLimit, value: "file-mb=MB").description) or "
            + "\(Remedy.option(.renderLimit, value: "steps=N").description) (or \(fileMegabytesVariable), \(stepsVariable)) if "
            + "the template is meant to do this")

    /// viper-gen's limits: 16 MB of text and 1 million steps per file and 256 MB per run, each raised by its
    /// environment variable, and over that by the `--render-limit KIND=N` values in `options`.
    /// - Throws: A usage diagnostic (64) for a value that is not a positive whole number, or an unknown kind.
    package static func viperGen(environment: [String: String], options: [String] = []) throws(Diagnostic)
        -> (file: RenderLimits, runBytes: Int)
    {
        viperGen(try given(environment: environment, options: options))
    }

    /// The limits a run sets, by kind (`steps`: 5000000, `file-mb` and `run-mb` in MB): each `--render-limit
    /// KIND=N` value in `options` over its environment variable; kinds set by neither are absent.
    /// - Throws: A usage diagnostic (64) for a value that is not a positive whole number, or an unknown kind.
    package static func given(environment: [String: String], options: [String]) throws(Diagnostic) -> [String: Int] {
        var values: [String: String] = [:]
        for kind in optionKinds.keys {
            if let text = environment[optionKinds[kind]!] { values[kind] = text }
        }
        var given: [String: String] = [:]
        for option in options {
            let parts = option.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, optionKinds[String(parts[0])] != nil else {
                throw Diagnostic(
                    .usage,
                    "\(Remedy.option(.renderLimit, value: "'\(option.debugDescription.dropFirst().dropLast())'")) must "
                        + "be KIND=N with KIND file-mb, steps or run-mb, e.g. "
                        + "\(Remedy.option(.renderLimit, value: "steps=5000000"))")
            }
            given[String(parts[0])] = String(parts[1])
        }
        var numbers: [String: Int] = [:]
        for kind in ["file-mb", "steps", "run-mb"] {
            if let value = try number(kind, values, given) { numbers[kind] = value }
        }
        return numbers
    }

    /// The standard limits with the kinds in `values` (`given(environment:options:)`, a module's recorded ones)
    /// set to theirs.
    package static func viperGen(_ values: [String: Int]) -> (file: RenderLimits, runBytes: Int) {
        var limits = viperGenStandard
        var runBytes = standardRunBytes
        if let megabytes = values["file-mb"] { limits.outputBytes = megabytes << 20 }
        if let steps = values["steps"] { limits.steps = steps }
        if let megabytes = values["run-mb"] { runBytes = megabytes << 20 }
        return (limits, runBytes)
    }

    /// The kinds of `file` and `runBytes` that differ from the standard limits, by kind as `--render-limit` takes
    /// them: what a module's lockfile entry records, so that `update` renders it with the limits it was made with.
    static func changed(file: RenderLimits, runBytes: Int) -> [String: Int] {
        var values: [String: Int] = [:]
        if file.outputBytes != viperGenStandard.outputBytes { values["file-mb"] = file.outputBytes >> 20 }
        if file.steps != viperGenStandard.steps { values["steps"] = file.steps }
        if runBytes != standardRunBytes { values["run-mb"] = runBytes >> 20 }
        return values
    }

    /// The value of limit `kind`: the option's, else the environment variable's.
    private static func number(_ kind: String, _ environment: [String: String], _ options: [String: String])
        throws(Diagnostic) -> Int?
    {
        let name = options[kind] != nil ? "\(Remedy.option(.renderLimit, value: kind))" : optionKinds[kind]!
        guard let text = options[kind] ?? environment[kind] else { return nil }
        guard let value = Int(text), value > 0, value < 1 << 40 else {
            throw Diagnostic(.usage, "\(name) must be a positive whole number, got '\(text.debugDescription)'")
        }
        return value
    }
}
