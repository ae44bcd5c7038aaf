import ViperGenConfig

extension CommandOption {
    /// `--config PATH`, shared by the commands that read the project config.
    static func configPath(_ property: @autoclosure @escaping @Sendable () -> WritableKeyPath<Options, String?>)
        -> CommandOption
    {
        .path(
            "config", "PATH", help: "Project config to use (default: the nearest \(ProjectConfig.fileName) above)",
            property())
    }
}
