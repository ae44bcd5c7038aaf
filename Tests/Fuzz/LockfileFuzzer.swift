/// libFuzzer entry point for the lockfile reader and writer: reads the input as `viper-gen.lock`; an input it refuses
/// must come with problems that each point into the input (a line and column of it); an input it accepts must write
/// back as a lockfile that reads to the same value and writes back byte for byte (the writer's output is a fixed
/// point), and an input that is already in the writer's layout must write back as itself.
///
/// Thrown diagnostics with positions are valid outcomes; crashes, hangs, memory errors, a problem without a position
/// and a lockfile that does not survive its own writer (a trap) are findings.
@_cdecl("LLVMFuzzerTestOneInput")
public func lockfileFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let source = SourceText(name: "viper-gen.lock", bytes: bytes)
    let lockfile: Lockfile
    do {
        var reader = LockfileReader(source: source, textInputs: RenderInput.lockfileKeys)
        lockfile = try reader.read()
    } catch {
        let lineCount = bytes.count { $0 == UInt8(ascii: "\n") } + 1
        // When problems were left out, the last one is the note that counts them, which has no position.
        for problem in error.problems.dropLast(error.omittedCount > 0 ? 1 : 0) {
            guard let location = problem.location else { fatalError("a problem without a position: \(problem)") }
            precondition(location.file == "viper-gen.lock", "a problem placed in \(location.file)")
            precondition(1...lineCount ~= location.line, "line \(location.line) of \(lineCount): \(problem)")
            precondition(location.column >= 1, "column \(location.column): \(problem)")
        }
        return 0
    }
    let written = Array(lockfile.encoded().utf8)
    var rereader = LockfileReader(
        source: SourceText(name: "written.lock", bytes: written), textInputs: RenderInput.lockfileKeys)
    guard let reread = try? rereader.read() else { fatalError("the writer wrote a lockfile its reader refuses") }
    precondition(reread == lockfile, "a written lockfile reads back as another value")
    precondition(Array(reread.encoded().utf8) == written, "writing a written lockfile again changes it")
    return 0
}
