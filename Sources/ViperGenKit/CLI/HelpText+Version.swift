extension HelpText {
    /// `viper-gen --version`: the version and the commit it was built from (`unknown` outside a checkout or a
    /// release tarball).
    static var versionLine: String {
        "viper-gen \(version) (commit \(BuildInfo.commit))\n"
    }
}
