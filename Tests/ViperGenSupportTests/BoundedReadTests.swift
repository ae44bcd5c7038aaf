import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenSupport

/// Issue 50: a file from a repository may be a link to `/dev/zero`, a pipe, or a sparse file of a gigabyte; it is
/// read only when it is a regular file, and at most up to a limit.
@Suite struct BoundedReadTests {
    @Test func aRegularFileIsReadWhole() throws {
        let folder = try TemporaryDirectory()
        let path = folder.url.appending(path: "project.pbxproj").path
        try Data("twelve bytes".utf8).write(to: URL(fileURLWithPath: path))
        #expect(FileSystem.readRegularFile(atPath: path, limit: 12) == .bytes(Array("twelve bytes".utf8)))
        #expect(FileSystem.readRegularFile(atPath: path, limit: 11) == .tooLarge(size: 12))
        #expect(FileSystem.readRegularFile(atPath: folder.url.appending(path: "none").path, limit: 12) == .unreadable)
    }

    /// `/dev/zero` never ends: it used to be read until memory ran out.
    @Test func aDeviceIsNotRead() {
        #expect(FileSystem.readRegularFile(atPath: "/dev/zero", limit: 1 << 20) == .notRegular)
        #expect(!FileSystem.holds([0, 0], atPath: "/dev/zero"))
    }

    /// A pipe without a writer is not waited on (opening it used to block for ever).
    @Test func aPipeIsNotWaitedOn() throws {
        let folder = try TemporaryDirectory()
        let path = folder.url.appending(path: "project.pbxproj").path
        #expect(mkfifo(path, 0o600) == 0)
        #expect(FileSystem.readRegularFile(atPath: path, limit: 1 << 20) == .notRegular)
        #expect(!FileSystem.holds([], atPath: path))
        #expect(FileSystem.readRegularFile(atPath: folder.url.path, limit: 1 << 20) == .unreadable)
    }

    /// A sparse file takes no room in git or on disk: its size refuses it before a byte is read.
    @Test func aSparseFileOverTheLimitIsRefusedByItsSize() throws {
        let folder = try TemporaryDirectory()
        let path = folder.url.appending(path: "project.pbxproj").path
        try Data().write(to: URL(fileURLWithPath: path))
        #expect(truncate(path, 1 << 30) == 0)
        #expect(FileSystem.readRegularFile(atPath: path, limit: 1 << 20) == .tooLarge(size: 1 << 30))
    }
}
