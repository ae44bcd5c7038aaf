import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Waiting for the lock: `todo` says that another process holds the store, and gives up after
/// `TODO_LOCK_TIMEOUT` seconds (10 by default) with an error, changing nothing.
final class LockWaitTests: XCTestCase {
    private let today = "2026-11-21"

    /// Holds the store's lock the way another `todo` would, until released.
    private final class HeldLock {
        private let descriptor: Int32

        init(storePath: String) {
            descriptor = open(storePath + ".lock", O_RDWR | O_CREAT, 0o644)
            flock(descriptor, LOCK_EX)
        }

        func release() {
            flock(descriptor, LOCK_UN)
            close(descriptor)
        }
    }

    /// Waits at most `seconds` for `process`, killing it if it is still running.
    private func finish(
        _ started: (process: Process, finish: () throws -> TodoRun), within seconds: TimeInterval
    ) throws -> TodoRun {
        let deadline = Date().addingTimeInterval(seconds)
        while started.process.isRunning && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
        }
        if started.process.isRunning {
            started.process.terminate()
            XCTFail("todo still waited after \(seconds) seconds")
        }
        return try started.finish()
    }

    /// Waits, at most five seconds, until a started `todo` wrote to its standard error: it found the lock held.
    private func waitForAnyStandardError(in folder: TemporaryFolder) {
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.url.path)) ?? []
            if names.contains(where: { $0.hasSuffix(".err") && !fileText(folder.url.appending(path: $0).path).isEmpty })
            {
                return
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    func testGivesUpAfterTheTimeoutWithAnErrorAndChangesNothing() throws {
        let folder = try TemporaryFolder()
        _ = try runTodo(["add", "Milk"], today: today, folder: folder)
        let lock = HeldLock(storePath: folder.storePath)
        defer { lock.release() }
        let environment = ["TODO_STORE": folder.storePath, "TODO_TODAY": today, "TODO_LOCK_TIMEOUT": "0.5"]

        let run = try finish(startTodo(["add", "Bread"], environment: environment, folder: folder), within: 5)

        let path = folder.storePath
        XCTAssertEqual(
            run,
            TodoRun(
                status: 1, output: "",
                error: "todo: another todo process holds the store \(path); waiting up to 0.5 seconds\n"
                    + "todo: gave up waiting for the store \(path) after 0.5 seconds; nothing was changed; try again "
                    + "when the other todo has finished\n"))
        XCTAssertEqual(try storedNames(in: folder), ["1 Milk"])
    }

    func testSaysItWaitsAndGoesOnWhenTheLockIsReleased() throws {
        let folder = try TemporaryFolder()
        let lock = HeldLock(storePath: folder.storePath)
        let started = try startTodo(
            ["add", "Bread"], environment: ["TODO_STORE": folder.storePath, "TODO_TODAY": today], folder: folder)
        waitForAnyStandardError(in: folder)
        lock.release()

        let run = try finish(started, within: 5)

        XCTAssertEqual(
            run,
            TodoRun(
                status: 0, output: "Added 1: Bread (due Saturday, 2026-11-21)\n",
                error: "todo: another todo process holds the store \(folder.storePath); waiting up to 10 seconds\n"))
    }

    func testAnInvalidTimeoutIsASettingError() throws {
        let folder = try TemporaryFolder()

        let run = try runTodo(["list"], today: today, environment: ["TODO_LOCK_TIMEOUT": "soon"], folder: folder)

        XCTAssertEqual(run, TodoRun(status: 1, output: "", error: "todo: invalid TODO_LOCK_TIMEOUT 'soon'\n"))
    }
}
