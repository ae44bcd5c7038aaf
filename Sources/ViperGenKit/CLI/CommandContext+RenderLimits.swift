import ViperGenEngine
import ViperGenSupport

extension CommandContext {
    /// The render limits a run that renders recorded modules again (`update`, `adopt`, `outdated`) sets over those
    /// each module recorded: its `--render-limit KIND=N` values over the `VIPER_GEN_MAX_*` variables.
    /// - Throws: `Diagnostics`: a value that is not `KIND=N` (64) or not a number in range.
    func renderLimits(_ options: [String]) throws(Diagnostics) -> [String: Int] {
        do {
            return try RenderLimits.given(environment: environment, options: options)
        } catch {
            throw Diagnostics([error])
        }
    }
}
