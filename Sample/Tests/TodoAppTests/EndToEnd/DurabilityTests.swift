import Foundation
import XCTest

/// Power loss: a change counts as done only after the new store file and its folder are on disk. Traced with
/// `strace`: the temporary file is `fsync`ed before it is renamed over the store, and the folder after.
final class DurabilityTests: XCTestCase {
    func testTheFileAndItsFolderAreSyncedAroundTheRename() throws {
        let strace = ["/usr/bin/strace", "/bin/strace"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let strace else { throw XCTSkip("strace is not installed") }
        let folder = try TemporaryFolder()
        let tracePath = folder.url.appending(path: "trace.txt").path
        let environment = ["TODO_STORE": folder.storePath, "TODO_TODAY": "2026-11-21"]

        let run = try startTodo(
            [
                "-f", "-qq", "-o", tracePath, "-e", "trace=open,openat,close,fsync,fdatasync,rename,renameat,renameat2",
                todoExecutable.path, "add", "Milk",
            ], environment: environment, folder: folder, executable: URL(fileURLWithPath: strace)
        ).finish()
        guard run.status == 0 else { throw XCTSkip("strace cannot trace here: \(run.error)") }

        XCTAssertEqual(try storedNames(in: folder), ["1 Milk"])
        let events = Self.storeEvents(in: fileText(tracePath), folder: folder.url.path, store: folder.storePath)
        XCTAssertEqual(events, ["fsync temporary", "rename temporary -> store", "fsync folder"])
    }

    /// The syncs and renames of the store's temporary file, the store and its folder, in order.
    static func storeEvents(in trace: String, folder: String, store: String) -> [String] {
        var openFiles: [String: String] = [:]
        var events: [String] = []
        func role(_ path: String) -> String? {
            if path == store { return "store" }
            if path == folder { return "folder" }
            if path.hasPrefix(folder + "/.todos.json.") && path.hasSuffix(".tmp") { return "temporary" }
            return nil
        }
        for line in trace.split(separator: "\n").map(String.init) {
            let quoted = line.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 1 }.map { String($0.element) }
            let result = line.split(separator: "=").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            if line.contains(" open(") || line.contains(" openat(") {
                if let path = quoted.first, let role = role(path), let descriptor = Int(result) {
                    openFiles[String(descriptor)] = role
                }
            } else if line.contains(" close(") {
                let descriptor = line.split(separator: "(")[1].split(separator: ")")[0]
                openFiles[String(descriptor)] = nil
            } else if line.contains(" fsync(") || line.contains(" fdatasync(") {
                let descriptor = String(line.split(separator: "(")[1].split(separator: ")")[0])
                if let role = openFiles[descriptor] { events.append("fsync \(role)") }
            } else if line.contains(" rename"), quoted.count == 2, let from = role(quoted[0]), let to = role(quoted[1])
            {
                events.append("rename \(from) -> \(to)")
            }
        }
        return events
    }
}
