import Foundation
import Testing
import ViperGenTestSupport

/// `viper-gen module Search > /dev/full`: the files are written before the report is printed, so the line about the
/// report that could not be printed says that the run itself succeeded, what it wrote and where, and not to run it
/// again (a second run would stop with "already exists"). Run with `/dev/full` on Linux and a read-only descriptor on
/// every platform (`UnwritableOutput`), so that a Mac runs it too.
@Suite struct FullOutputAfterWriteTests {
    /// Runs the binary in `directory` with standard output on `output`: the exit code and standard error.
    static func runIntoFullOutput(_ arguments: [String], in directory: URL, output: UnwritableOutput) throws -> (
        Int32, String
    ) {
        let full = try #require(output.handle())
        let error = Pipe()
        let process = Process()
        process.executableURL = viperGenExecutable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = testEnvironment.merging(["NO_COLOR": "1"]) { $1 }
        process.standardOutput = full
        process.standardError = error
        try process.run()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationReason == .exit ? process.terminationStatus : -1, message)
    }

    @Test(arguments: UnwritableOutput.all) func theLineSaysTheFilesWereWrittenAndWhere(output: UnwritableOutput) throws
    {
        let directory = try TemporaryDirectory()
        let (status, message) = try Self.runIntoFullOutput(
            ["module", "Search", "--output", "Sources", "--tests-output", "Tests", "--author", "Jane"],
            in: directory.url, output: output)
        #expect(status == 74)
        #expect(
            message
                == "viper-gen: error: cannot write to standard output: \(output.reason); the run itself "
                + "succeeded: 11 files were written in Sources/Search, Tests/SearchTests, Sources/VIPER and "
                + "Tests/VIPER, do not run it again; check the disk or the file it is redirected to\n")
        let written = snapshotTree(directory.url).keys.filter { $0.hasPrefix("Sources/") || $0.hasPrefix("Tests/") }
        #expect(written.count == 11)
    }

    @Test(arguments: UnwritableOutput.all) func anEditedXcodeProjectIsNamedToo(output: UnwritableOutput) throws {
        let app = try XcodeProjectCommandTests.makeApp()
        let (status, message) = try Self.runIntoFullOutput(
            XcodeProjectCommandTests.arguments, in: app.url, output: output)
        #expect(status == 74)
        #expect(
            message
                == "viper-gen: error: cannot write to standard output: \(output.reason); the run itself "
                + "succeeded: 11 files were written in App/Modules/Search, AppTests/SearchTests, App/Modules/VIPER "
                + "and AppTests/VIPER and AppWithTests.xcodeproj was updated, do not run it again; check the disk or "
                + "the file it is redirected to\n")
    }

    @Test(arguments: UnwritableOutput.all) func aDryRunOrAFailedRunClaimsNothing(output: UnwritableOutput) throws {
        let directory = try TemporaryDirectory()
        let plain =
            "viper-gen: error: cannot write to standard output: \(output.reason); check the disk or the "
            + "file it is redirected to\n"
        let dryRun = try Self.runIntoFullOutput(
            ["module", "Search", "--dry-run", "--author", "Jane"], in: directory.url, output: output)
        #expect(dryRun.0 == 74)
        #expect(dryRun.1 == plain)
        #expect(snapshotTree(directory.url).isEmpty)
    }
}
