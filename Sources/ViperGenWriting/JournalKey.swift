import ViperGenSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The per-user secret that seals the journals this machine's runs write, so that crash recovery rolls forward only a
/// journal that a run of viper-gen by this user left here, never one that came with a checkout (whose absolute paths
/// could name a nested repository's `.git/hooks`).
///
/// 32 random bytes in the file `journal-key` of viper-gen's state folder, outside every project:
/// `$XDG_STATE_HOME/viper-gen` when `XDG_STATE_HOME` is set, else `~/Library/Application Support/viper-gen` on Apple
/// platforms and `~/.local/state/viper-gen` elsewhere. The first run that writes creates it (the folder 0700, the
/// file 0600); a key that is not a regular file of 32 bytes owned by this user and closed to group and others is not
/// used. Without a key (no home folder, or one that cannot be written), journals are written unsealed: the run works
/// as before, but a run killed while moving its files is then reported rather than finished by the next one.
public struct JournalKey: Sendable {
    /// The state folder that holds the key; `nil` when the environment names no home.
    public let folder: String?

    /// The key's file name in `folder`.
    static let fileName = "journal-key"

    /// The key of the state folder `folder`.
    public init(folder: String?) {
        self.folder = folder.map(ProjectPath.normalized)
    }

    /// The key of the user the environment describes (`XDG_STATE_HOME`, `HOME`).
    public init(environment: [String: String]) {
        self.init(folder: Self.stateFolder(environment: environment))
    }

    /// viper-gen's state folder for `environment`; `nil` without an absolute `XDG_STATE_HOME` or `HOME`.
    ///
    /// `canImport(Darwin)`, not `os(macOS)`: the Darwin type-check checks the tool as iOS (Tests/Darwin/typecheck.sh).
    public static func stateFolder(environment: [String: String]) -> String? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return state + "/viper-gen" }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        #if canImport(Darwin)
            return home + "/Library/Application Support/viper-gen"
        #else
            return home + "/.local/state/viper-gen"
        #endif
    }

    /// The seal of `message`: its HMAC-SHA256 under the key, created first when `creating` and there is none; `nil`
    /// without a usable key.
    func seal(_ message: [UInt8], creating: Bool) -> String? {
        guard let key = bytes(creating: creating) else { return nil }
        return SHA256.hmacHex(key: key, message: message)
    }

    /// The key's bytes, read from its file (or made, when `creating` and it is missing); `nil` when there is no
    /// usable key.
    private func bytes(creating: Bool) -> [UInt8]? {
        guard let folder else { return nil }
        let path = folder + "/" + Self.fileName
        if let key = Self.load(path) { return key }
        guard creating, Self.makeFolders(folder) else { return nil }
        // Written under a name of its own, then linked to the key's name, which fails when another run got there
        // first: no run ever reads a key that is half written, and every run uses the one that stays.
        var random = SystemRandomNumberGenerator()
        let key = (0..<32).map { _ in UInt8.random(in: 0...255, using: &random) }
        let partial = path + ".\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(partial, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        let failed = writeAll(key, to: descriptor) != nil
        close(descriptor)
        defer { unlink(partial) }
        guard !failed, link(partial, path) == 0 || errno == EEXIST else { return nil }
        return Self.load(path)
    }

    /// The key at `path`: a regular file (not a link) of 32 bytes, owned by this user and closed to everyone else.
    private static func load(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == getuid(),
            info.st_mode & 0o077 == 0, info.st_size == 32
        else { return nil }
        var key = [UInt8](repeating: 0, count: 32)
        guard read(descriptor, &key, 32) == 32 else { return nil }
        return key
    }

    /// Creates `folder` and its missing parents, each closed to everyone but this user (as the XDG base directories
    /// are to be made); whether it is a folder now.
    private static func makeFolders(_ folder: String) -> Bool {
        var missing: [String] = []
        var current = folder
        while FileSystem.fileType(current) == nil, current != "/" {
            missing.append(current)
            current = ProjectPath.parent(current)
        }
        for path in missing.reversed() where mkdir(path, 0o700) != 0 && errno != EEXIST { return false }
        return FileSystem.fileType(followingLinks: folder) == .directory
    }
}
