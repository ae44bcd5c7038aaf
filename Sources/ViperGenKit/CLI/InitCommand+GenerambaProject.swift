import ViperGenConfig
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension InitCommand {
    /// Whether `init` without `--from-rambafile` takes the settings of the Generamba `Rambafile` in `root` (issue 53:
    /// it proposed the folder's name, `.` and `templates`, after which `gen NAME swifty_viper` found no set and
    /// `module NAME` ignored the Rambafile's folders). With a Rambafile and no value given on the command line, its
    /// settings are the default: `--yes` takes them, a prompt proposes them (an empty answer or `y` takes them). With
    /// values given, those are used as before and a note names `--from-rambafile`. Without a Rambafile, `false`.
    func takesRambafile(_ options: InitOptions, in root: URL) -> Bool {
        guard !options.fromRambafile,
            FileSystem.fileType(followingLinks: root.appending(path: ProjectConfig.rambafileName).path) == .regular
        else { return false }
        let given =
            !options.inputs.isEmpty
            || [
                options.template, options.output, options.testsOutput, options.templateDirectory, options.xcodeProject,
                options.xcodeTargets, options.xcodeTestTargets,
            ].contains { $0 != nil }
        if given {
            context.console.note(
                "this folder has a \(ProjectConfig.rambafileName); the config takes the values given, not its "
                    + "settings; run 'viper-gen init --from-rambafile' to take them")
            return false
        }
        if options.acceptsDefaults { return true }
        context.console.error(
            "This folder has a \(ProjectConfig.rambafileName): take its settings (folders, Xcode project and targets, "
                + "templates), as 'viper-gen init --from-rambafile' does? [Y/n]: ")
        let answer = context.console.readLine()?.trimmingWhitespace().lowercased() ?? ""
        return answer.isEmpty || answer == "y" || answer == "yes"
    }
}
