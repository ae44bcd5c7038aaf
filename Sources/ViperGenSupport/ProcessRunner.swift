import ViperGenEngine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a program found on `PATH` and collects what it prints on standard error, with `posix_spawn` directly (no
/// Foundation `Process`, which would load all of Foundation into every run).
package enum ProcessRunner {
    /// How a program ended.
    package struct Outcome: Equatable, Sendable {
        /// The exit status, or 128 + the signal number for a program killed by a signal.
        package let status: Int32
        /// Its standard error, trimmed of surrounding whitespace.
        package let errorOutput: String
    }

    /// Why a program could not be run.
    package enum Failure: Error, Equatable {
        /// No executable of that name in any folder of `PATH`.
        case notFound(String)
        /// `pipe` or `posix_spawn` failed; `reason` is the system's message.
        case cannotStart(String, reason: String)
    }

    /// The executable `name` in the first folder of `path` (a `PATH` value) that has one.
    static func find(_ name: String, path: String) -> String? {
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = joinedPath(String(folder), name)
            if access(candidate, X_OK) == 0, FileSystem.fileType(followingLinks: candidate) == .regular {
                return candidate
            }
        }
        return nil
    }

    /// Runs `name` with `arguments` in the environment `environment` (whose `PATH` finds it), standard input and
    /// output on `/dev/null`, and waits for it.
    package static func run(_ name: String, _ arguments: [String], environment: [String: String]) throws(Failure)
        -> Outcome
    {
        guard let executable = find(name, path: environment["PATH"] ?? "/usr/bin:/bin") else {
            throw .notFound(name)
        }
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw .cannotStart(name, reason: String(cString: strerror(errno))) }
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t?
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 2)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child = pid_t()
        let spawned = posix_spawn(&child, executable, &actions, nil, argv, envp)
        close(pipeEnds[1])
        guard spawned == 0 else {
            close(pipeEnds[0])
            throw .cannotStart(name, reason: String(cString: strerror(spawned)))
        }
        var errorBytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(pipeEnds[0], &buffer, buffer.count)
            if count > 0 {
                errorBytes += buffer[..<count]
            } else if count == 0 || errno != EINTR {
                break
            }
        }
        close(pipeEnds[0])
        var status: Int32 = 0
        while waitpid(child, &status, 0) == -1, errno == EINTR {}
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        let text = String(decoding: errorBytes, as: UTF8.self)
        return Outcome(status: exitStatus, errorOutput: text.trimmingWhitespace())
    }
}
