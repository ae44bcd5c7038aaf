import Foundation

/// libFuzzer entry point for the three-way merge, as a differential fuzzer against
/// `git merge-file -p --diff3 -L yours -L base -L template`: the input drives a small generator that builds a base
/// file from a few short lines (some ending in `\r\n`, the last one maybe without a line break, the file maybe
/// empty, lines repeated on purpose) and two sides, each the base with a few line edits (insert, delete, replace).
/// The merged bytes and the conflict count (git's exit status) must equal git's.
///
/// Crashes, hangs, memory errors and any difference from git (a trap, printing the three files) are findings.
@_cdecl("LLVMFuzzerTestOneInput")
public func mergeFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    let base = input.lines(count: input.next() % 12)
    let yours = input.edited(base)
    let theirs = input.edited(base)
    let ours = ThreeWayMerge.merge(base: joined(base), yours: joined(yours), theirs: joined(theirs))
    let git = gitMerge(base: joined(base), yours: joined(yours), theirs: joined(theirs))
    guard ours.bytes != git.bytes || ours.conflicts != git.conflicts else { return 0 }
    fatalError(
        """
        the merge differs from git's
        base: \(String(decoding: joined(base), as: UTF8.self).debugDescription)
        yours: \(String(decoding: joined(yours), as: UTF8.self).debugDescription)
        theirs: \(String(decoding: joined(theirs), as: UTF8.self).debugDescription)
        ours (\(ours.conflicts) conflicts): \(String(decoding: ours.bytes, as: UTF8.self).debugDescription)
        git (\(git.conflicts) conflicts): \(String(decoding: git.bytes, as: UTF8.self).debugDescription)
        """)
}

/// The fuzzer's bytes, read one at a time; zeros once they run out.
private struct FuzzInput {
    /// Short lines, some alike, so that diffs have several equally good alignments.
    static let vocabulary = ["a", "b", "c", "}", "", "  return x", "a", "func f() {"]

    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func next() -> Int {
        defer { index += 1 }
        return index < bytes.count ? Int(bytes[index]) : 0
    }

    /// One line with its line break: `\n` mostly, `\r\n` sometimes.
    mutating func line() -> [UInt8] {
        let choice = next()
        let text = Self.vocabulary[choice % Self.vocabulary.count]
        return Array(text.utf8) + (choice & 0x80 != 0 ? [13, 10] : [10])
    }

    /// `count` lines, the last one without its line break when the next byte says so.
    mutating func lines(count: Int) -> [[UInt8]] {
        var lines = (0..<count).map { _ in line() }
        if !lines.isEmpty, next() % 4 == 0 { lines[lines.count - 1].removeAll { $0 == 10 || $0 == 13 } }
        return lines
    }

    /// `lines` with up to three edits.
    mutating func edited(_ lines: [[UInt8]]) -> [[UInt8]] {
        var result = lines
        for _ in 0..<(next() % 4) {
            let position = result.isEmpty ? 0 : next() % (result.count + 1)
            switch next() % 3 {
            case 0: result.insert(line(), at: position)
            case 1 where position < result.count: result.remove(at: position)
            case _ where position < result.count: result[position] = line()
            default: result.append(line())
            }
        }
        // A last line without a line break, or one gaining a line break, now and then.
        if !result.isEmpty, next() % 8 == 0 {
            if result[result.count - 1].last == 10 {
                result[result.count - 1].removeAll { $0 == 10 || $0 == 13 }
            } else {
                result[result.count - 1].append(10)
            }
        }
        return result
    }
}

private func joined(_ lines: [[UInt8]]) -> [UInt8] { lines.flatMap { $0 } }

/// One folder for the three files git merges, made once for the process.
private let mergeFolder: URL = {
    let folder = FileManager.default.temporaryDirectory.appending(path: "merge-fuzzer-\(getpid())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}()

/// `git merge-file -p --diff3` of the three files: the merged bytes and the conflict count (its exit status).
/// Started with `posix_spawnp`, its output going to a file: Foundation's `Process` leaks a little per run, which
/// the leak checker would report as a finding of ours.
private func gitMerge(base: [UInt8], yours: [UInt8], theirs: [UInt8]) -> MergeResult {
    for (name, bytes) in [("yours", yours), ("base", base), ("theirs", theirs)] {
        writeFile(mergeFolder.appending(path: name).path, bytes)
    }
    let outputPath = mergeFolder.appending(path: "merged").path
    let arguments = [
        "git", "merge-file", "-p", "--diff3", "-L", "yours", "-L", "base", "-L", "template",
        mergeFolder.appending(path: "yours").path, mergeFolder.appending(path: "base").path,
        mergeFolder.appending(path: "theirs").path,
    ]
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    var argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    let spawned = posix_spawnp(&pid, "git", &actions, nil, &argv, environ)
    precondition(spawned == 0, "cannot run git: error \(spawned)")
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    let exited = status & 0x7f == 0
    let code = (status >> 8) & 0xff
    precondition(exited && (0...127).contains(code), "git merge-file failed with status \(status)")
    return MergeResult(bytes: readFile(outputPath), conflicts: Int(code))
}

// Plain system calls for the files: Foundation's file reading leaks a buffer now and then on Linux, which the leak
// checker would report as a finding of ours.

private func writeFile(_ path: String, _ bytes: [UInt8]) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    precondition(descriptor >= 0, "cannot create \(path): errno \(errno)")
    defer { close(descriptor) }
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    precondition(written == bytes.count, "cannot write \(path): errno \(errno)")
}

private func readFile(_ path: String) -> [UInt8] {
    let descriptor = open(path, O_RDONLY)
    precondition(descriptor >= 0, "cannot open \(path): errno \(errno)")
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        precondition(count >= 0, "cannot read \(path): errno \(errno)")
        if count == 0 { return bytes }
        bytes += buffer[..<count]
    }
}
