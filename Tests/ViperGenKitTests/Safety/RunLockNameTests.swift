import Foundation
import Testing
import ViperGenTestSupport

/// The run lock's file is `.viper-gen.run-lock`, a name apart from the lockfile `viper-gen.lock`, and a run that waited
/// for it leaves none behind.
@Suite struct RunLockNameTests {
    static let arguments = ["module", "Search", "--output", "Sources", "--tests-output", "Tests", "--author", "Jane"]

    @Test func aRunWaitsForTheHolderOfTheRunLockFileAndLeavesNoLockFile() throws {
        let directory = try TemporaryDirectory()
        let real = directory.url.resolvingSymlinksInPath().path
        // The run locks the nearest existing folder of Sources/ and Tests/: the project folder.
        let holder = try HeldRunLock(in: directory.url)
        let result = try runViperGen(Self.arguments, in: directory.url, releasingWhenItWaits: holder)
        #expect(result.status == 0)
        #expect(result.standardError == "viper-gen: waiting for another viper-gen run on \(real)\n")
        let left = try FileManager.default.contentsOfDirectory(atPath: real).sorted()
        #expect(left == ["Sources", "Tests", "viper-gen.bases", "viper-gen.lock"])
    }
}
