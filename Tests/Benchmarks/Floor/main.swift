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
//   floor INPUT OUTPUT        a minimal Swift program linked with Foundation that starts, reads one small file and
//                             writes one file: the floor the benchmark issue defines.
//   floor --tree N DIR        creates N folders of 9 files of 2 KB each in DIR, the file-system work of generating
//                             N modules and nothing else: viper-gen cannot write N modules faster than this.
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

let arguments = CommandLine.arguments
do {
    if arguments.count == 4, arguments[1] == "--tree", let modules = Int(arguments[2]) {
        let contents = Data(repeating: UInt8(ascii: "x"), count: 2_048)
        for module in 1...modules {
            let folder = URL(fileURLWithPath: arguments[3]).appending(path: "M\(module)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
            for file in 1...9 { try writeFile(contents, to: folder.appending(path: "File\(file).swift").path) }
        }
    } else if arguments.count == 3 {
        let input = try Data(contentsOf: URL(fileURLWithPath: arguments[1]))
        try writeFile(input, to: arguments[2])
    } else {
        fputs("usage: floor INPUT OUTPUT | floor --tree MODULES DIR\n", stderr)
        exit(64)
    }
} catch {
    fputs("floor: \(error)\n", stderr)
    exit(74)
}
