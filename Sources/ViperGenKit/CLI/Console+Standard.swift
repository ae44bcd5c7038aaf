import ViperGenEngine
import ViperGenSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Console {
    /// The process's standard output and error; colour only when standard error is a terminal and `NO_COLOR`
    /// is unset (https://no-color.org).
    ///
    /// Output that cannot be written (a full disk, a closed descriptor) ends the process with exit code 74, so that
    /// a script never takes lost results for success. A reader that went away ends it by SIGPIPE, as for any Unix
    /// tool; where the caller ignores SIGPIPE, with 74 and no message, since the reader chose to stop reading.
    /// When the run had written its files already, the line says so and where, so that nobody runs it again:
    /// `…: No space left on device; the run itself succeeded: 9 files were written in Sources/Search and
    /// Tests/SearchTests, do not run it again; check the disk or the file it is redirected to`.
    public static func standard(environment: [String: String]) -> Console {
        let color = isatty(STDERR_FILENO) == 1 && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
        let written = WrittenFilesNote()
        return Console(
            output: { text in
                guard let code = writeAll(Array(text.utf8), to: STDOUT_FILENO) else { return }
                if code != EPIPE {
                    let reason = String(cString: strerror(code))
                    let outcome = written.clause.map { "the run itself succeeded: \($0), do not run it again; " } ?? ""
                    let message =
                        "viper-gen: error: cannot write to standard output: \(reason); \(outcome)"
                        + "check the disk or the file it is redirected to\n"
                    _ = writeAll(Array(message.utf8), to: STDERR_FILENO)
                }
                exit(Diagnostic.Category.io.rawValue)
            },
            error: { _ = writeAll(Array($0.utf8), to: STDERR_FILENO) },
            usesColor: color,
            readLine: { Swift.readLine(strippingNewline: true) },
            inputIsTerminal: isatty(STDIN_FILENO) == 1, written: written)
    }
}
