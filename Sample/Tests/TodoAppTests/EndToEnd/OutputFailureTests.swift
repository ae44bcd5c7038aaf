import XCTest

/// Output that cannot be written ends with one line on standard error and status 74, never a crash, and the line
/// says whether the change was saved. The unwritable outputs are a full disk (`/dev/full`, Linux only) and a
/// descriptor open for reading only (every platform): see `UnwritableOutput`.
final class OutputFailureTests: XCTestCase {
    private let today = "2026-11-21"

    func testAnUnwritableOutputAfterAChangeSaysTheChangeWasSaved() throws {
        for unwritable in UnwritableOutput.all {
            let folder = try TemporaryFolder()

            let run = try runTodo(["add", "Milk"], today: today, folder: folder, output: try unwritable.target())

            XCTAssertEqual(
                run,
                TodoRun(
                    status: 74, output: "",
                    error: "todo: cannot write to standard output: \(unwritable.reason); the change was saved\n"),
                "\(unwritable)")
            XCTAssertEqual(try storedNames(in: folder), ["1 Milk"], "\(unwritable)")
        }
    }

    func testAnUnwritableOutputWhileListingSaysNothingChanged() throws {
        for unwritable in UnwritableOutput.all {
            let folder = try TemporaryFolder()
            _ = try runTodo(["add", "Milk"], today: today, folder: folder)

            let run = try runTodo(["list"], today: today, folder: folder, output: try unwritable.target())

            XCTAssertEqual(
                run,
                TodoRun(
                    status: 74, output: "",
                    error: "todo: cannot write to standard output: \(unwritable.reason); nothing was changed\n"),
                "\(unwritable)")
        }
    }

    func testTheInteractiveAppStopsAtTheFirstOutputItCannotWrite() throws {
        for unwritable in UnwritableOutput.all {
            let folder = try TemporaryFolder()

            let run = try runTodo(
                [], input: "a\nMilk\n\nq\n", today: today, folder: folder, output: try unwritable.target())

            XCTAssertEqual(
                run,
                TodoRun(
                    status: 74, output: "",
                    error: "todo: cannot write to standard output: \(unwritable.reason); the app stopped, and "
                        + "every change made before was saved\n"),
                "\(unwritable)")
            XCTAssertEqual(try storedNames(in: folder), [], "\(unwritable)")
        }
    }

    func testABrokenPipeIsAnErrorNotASignal() throws {
        let folder = try TemporaryFolder()
        _ = try runTodo(["add", "Milk"], today: today, folder: folder)
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()

        let run = try runTodo(["list"], today: today, folder: folder, output: .handle(pipe.fileHandleForWriting))

        XCTAssertEqual(
            run,
            TodoRun(
                status: 74, output: "",
                error: "todo: cannot write to standard output: Broken pipe; nothing was changed\n"))
    }

    func testAClosedStandardOutputIsAnErrorAndNeverWritesIntoTheStore() throws {
        let folder = try TemporaryFolder()
        let shell = URL(fileURLWithPath: "/bin/sh")
        let environment = ["TODO_STORE": folder.storePath, "TODO_TODAY": today]

        let run = try startTodo(
            ["-c", "exec \"$0\" \"$@\" >&-", todoExecutable.path, "add", "Milk"], environment: environment,
            folder: folder, executable: shell
        ).finish()

        XCTAssertEqual(
            run,
            TodoRun(
                status: 74, output: "",
                error: "todo: cannot write to standard output: Bad file descriptor; the change was saved\n"))
        XCTAssertEqual(try storedNames(in: folder), ["1 Milk"])
        XCTAssertFalse(fileText(folder.storePath).contains("Added"))
    }
}
