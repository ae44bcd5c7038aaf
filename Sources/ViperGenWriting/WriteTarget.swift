import ViperGenSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one rule for a file a run writes where something exists already, whatever the file is (a generated file, an
/// insertion's target, an Xcode project file, `Package.swift`, the lockfile) and whichever command writes it: a
/// symbolic link is never written through nor replaced, and a read-only file (no write permission for anyone: a
/// version-control lock, or `chmod a-w` by hand) is never replaced. Both are refused (can't create, 73), naming the
/// file and what to do. The writer checks every file of a `WriteSet` with it before anything is staged; planners
/// check the files they plan with it too, so that `--dry-run` says the same.
package enum WriteTarget {
    /// The refusal to write the file at `path` (absolute), or `nil` when nothing is there or it is a writable file.
    package static func problem(atPath path: String) -> Diagnostic? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        if info.st_mode & S_IFMT == S_IFLNK { return linkProblem(path) }
        if info.st_mode & S_IFMT == S_IFREG, info.st_mode & 0o222 == 0 { return readOnlyProblem(path) }
        return nil
    }

    /// The refusal to write the file at `path`, a symbolic link.
    package static func linkProblem(_ path: String) -> Diagnostic {
        Diagnostic(
            .cannotCreate,
            "\(path) is a symbolic link; viper-gen neither writes through a link nor replaces one, and nothing was "
                + "written: replace the link with the file it points to, or run on the real file")
    }

    /// The refusal to replace the file at `path`, which is read-only.
    package static func readOnlyProblem(_ path: String) -> Diagnostic {
        Diagnostic(
            .cannotCreate,
            "\(path) is read-only; viper-gen never replaces a read-only file, and nothing was written: make it "
                + "writable (chmod u+w) first")
    }
}
