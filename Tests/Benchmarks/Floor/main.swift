import Foundation

// The floor for a cold-process benchmark: a minimal Swift program linked with Foundation that starts, reads one
// small file and writes one file. viper-gen cannot start faster than this.
//
// Usage: floor INPUT OUTPUT

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: floor INPUT OUTPUT\n".utf8))
    exit(64)
}
do {
    let input = try Data(contentsOf: URL(fileURLWithPath: arguments[1]))
    try input.write(to: URL(fileURLWithPath: arguments[2]))
} catch {
    FileHandle.standardError.write(Data("floor: \(error)\n".utf8))
    exit(74)
}
