/// The typed options of one command: a value of it is what the scanner fills and what the command reads.
protocol CommandOptions: Sendable {
    /// Every option at its default.
    init()
    /// The command's options, in the order help lists them.
    static var declarations: [CommandOption<Self>] { get }
    /// The arguments that are not options, in order.
    var positionals: [String] { get set }
    /// `--help` was given: the command prints its help instead of running.
    var help: Bool { get set }
}
