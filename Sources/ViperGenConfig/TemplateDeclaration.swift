/// One entry of a Rambafile's `templates`: a set to install into `Templates/<name>/`.
public struct TemplateDeclaration: Equatable, Sendable {
    /// Where the set comes from.
    public enum Source: Equatable, Sendable {
        /// `{name, local: PATH}`: a folder, relative to the Rambafile's folder.
        case local(String)
        /// `{name, git: URL, branch: B}`: a repository whose root holds `<name>.rambaspec`; `branch` may be absent.
        case git(url: String, branch: String?)
        /// `{name}`: the set of that name in a catalogue (Generamba's shared one, or the Rambafile's `catalogs`).
        case catalog
    }

    /// The set's name, which names its folder and its `.rambaspec`.
    public let name: String
    /// Where it comes from.
    public let source: Source
    /// Where the entry stands in the Rambafile, for messages.
    public let location: String

    /// Creates a declaration.
    public init(name: String, source: Source, location: String) {
        self.name = name
        self.source = source
        self.location = location
    }
}
