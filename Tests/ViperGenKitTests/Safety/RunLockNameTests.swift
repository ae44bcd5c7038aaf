import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit

/// The run lock's file is `.viper-gen.run-lock`, a name apart from the lockfile `viper-gen.lock`; a `.viper-gen.lock`
/// that a killed run of an earlier development build left is cleaned up, one that a live run holds is left alone.
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

    @Test func aLegacyLockFileOfAKilledRunIsRemoved() throws {
        let directory = try TemporaryDirectory()
        // Left by a killed run of a build that named its lock file .viper-gen.lock, in the project folder and in a
        // folder above the output.
        try FileManager.default.createDirectory(
            at: directory.url.appending(path: "App"), withIntermediateDirectories: true)
        for path in [".viper-gen.lock", "App/.viper-gen.lock"] {
            try Data().write(to: directory.url.appending(path: path))
        }
        let result = try runViperGen(
            ["module", "Search", "--output", "App/Modules/Feature", "--tests-output", "App/Tests", "--author", "Jane"],
            in: directory.url)
        #expect(result.status == 0, "\(result.standardError)")
        let hidden = snapshotTree(directory.url).keys.filter { $0.split(separator: "/").contains { $0.hasPrefix(".") } }
        #expect(hidden == [])
    }

    @Test func aLegacyLockFileThatARunHoldsOrThatHoldsTextStays() throws {
        let directory = try TemporaryDirectory()
        let real = directory.url.resolvingSymlinksInPath().path
        let held = open(real + "/.viper-gen.lock", O_RDWR | O_CREAT, 0o644)
        try #require(held >= 0 && flock(held, LOCK_EX | LOCK_NB) == 0)
        defer { close(held) }
        try FileManager.default.createDirectory(
            at: directory.url.appending(path: "Docs"), withIntermediateDirectories: true)
        try Data("notes\n".utf8).write(to: directory.url.appending(path: "Docs/.viper-gen.lock"))
        let result = try runViperGen(
            ["module", "Search", "--output", "Docs/Sources", "--tests-output", "Tests", "--author", "Jane"],
            in: directory.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(FileManager.default.fileExists(atPath: real + "/.viper-gen.lock"))
        #expect(try String(contentsOfFile: real + "/Docs/.viper-gen.lock", encoding: .utf8) == "notes\n")
    }
}
