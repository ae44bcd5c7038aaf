#if ESSENTIALS
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Floors for the process benchmarks, built with swiftc -O by run.sh:
//
//   floor INPUT OUTPUT          a minimal Swift program linked with Foundation that starts, reads one small file and
//                               writes one file: the start-up floor.
//   floor --replay LISTING DIR  writes into DIR exactly the folders, paths and byte sizes LISTING names, atomically
//                               as viper-gen writes: every file first into a staging folder inside DIR, then each new
//                               top-level entry moved into place with one rename, then the staging folder removed.
//                               run.sh derives LISTING from a real viper-gen run (`find … -printf`), so that the
//                               floor writes what the run it is compared with writes, and nothing else.
//
// LISTING has one line per entry, folders before what they hold: `d PATH` for a folder, `f SIZE PATH` for a file of
// SIZE bytes; PATH is relative to DIR and may contain spaces.
//
// Built with -D ESSENTIALS it links FoundationEssentials instead of Foundation, as viper-gen does on Linux: the
// like-for-like floor, without ICU and FoundationInternationalization to load.
//
// Files are written with open, write and close, as viper-gen writes them: Foundation's `Data.write(to:)` also calls
// fsync on every file, which costs about 0.3 ms a file on this project's VM disk and would make the floor slower
// than the work it is meant to bound.

/// Creates (or truncates) the file at `path` and writes `bytes` to it.
func writeFile(_ bytes: Data, to path: String) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    defer { close(descriptor) }
    try bytes.withUnsafeBytes { buffer in
        var written = 0
        while written < buffer.count {
            let result = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            guard result > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            written += result
        }
    }
}

/// One entry of a replay listing: a folder, or a file of `size` bytes.
enum ListedEntry {
    case folder(path: String)
    case file(path: String, size: Int)

    var path: String {
        switch self {
        case .folder(let path), .file(let path, _): path
        }
    }

    /// Reads `d PATH` or `f SIZE PATH`; nil for anything else.
    init?(line: Substring) {
        if line.hasPrefix("d "), line.count > 2 {
            self = .folder(path: String(line.dropFirst(2)))
            return
        }
        let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        if parts.count == 3, parts[0] == "f", let size = Int(parts[1]), size >= 0, !parts[2].isEmpty {
            self = .file(path: String(parts[2]), size: size)
        } else {
            return nil
        }
    }
}

/// Writes `entries` into `directory` through a staging folder, then moves each new top-level entry into place.
func replay(_ entries: [ListedEntry], into directory: String) throws {
    let staging = directory + "/.floor-staging"
    guard mkdir(staging, 0o755) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    var topLevel: [String] = []
    for entry in entries {
        switch entry {
        case .folder(let path):
            guard mkdir(staging + "/" + path, 0o755) == 0 else {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
        case .file(let path, let size):
            try writeFile(Data(repeating: UInt8(ascii: "x"), count: size), to: staging + "/" + path)
        }
        if !entry.path.contains("/") { topLevel.append(entry.path) }
    }
    for name in topLevel {
        guard rename(staging + "/" + name, directory + "/" + name) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
    }
    guard rmdir(staging) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
}

let usage = "usage: floor INPUT OUTPUT | floor --replay LISTING DIR\n"
let arguments = CommandLine.arguments
do {
    if arguments.count == 4, arguments[1] == "--replay" {
        let listing = try String(decoding: Data(contentsOf: URL(fileURLWithPath: arguments[2])), as: UTF8.self)
        var entries: [ListedEntry] = []
        for line in listing.split(separator: "\n") {
            guard let entry = ListedEntry(line: line) else {
                fputs("floor: \(arguments[2]): not `d PATH` or `f SIZE PATH`: \(line)\n", stderr)
                exit(65)
            }
            entries.append(entry)
        }
        try replay(entries, into: arguments[3])
    } else if arguments.count == 3 {
        let input = try Data(contentsOf: URL(fileURLWithPath: arguments[1]))
        try writeFile(input, to: arguments[2])
    } else {
        fputs(usage, stderr)
        exit(64)
    }
} catch {
    fputs("floor: \(error)\n", stderr)
    exit(74)
}
