import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenProjects
@testable import ViperGenSupport

/// Issue 50: a project file is read only when it is a regular file of at most `FileSystem.projectFileSizeLimit`
/// bytes; anything else is refused, unread, with a message that names the file and the ceiling.
@Suite struct ProjectFileReadingTests {
    @Test func aDeviceIsRefusedUnread() {
        #expect(throws: XcodeProjectError.notRegularFile(path: "/dev/zero")) {
            try XcodeProjectDetection.contents(of: "/dev/zero")
        }
        #expect(
            XcodeProjectError.notRegularFile(path: "/dev/zero").diagnostic
                == Diagnostic(
                    .data,
                    "/dev/zero is not a regular file (a device or a pipe); refused, nothing was read: restore the "
                        + "project file from version control"))
    }

    @Test func aFileOverTheCeilingIsRefusedBySize() throws {
        let folder = try TemporaryDirectory()
        let path = folder.url.appending(path: "project.pbxproj").path
        try Data().write(to: URL(fileURLWithPath: path))
        let size = FileSystem.projectFileSizeLimit + 1
        #expect(truncate(path, off_t(size)) == 0)
        #expect(throws: XcodeProjectError.tooLarge(path: path, size: size, limit: 64 << 20)) {
            try XcodeProjectDetection.contents(of: path)
        }
    }

    /// The ceiling is 64 MiB, as RobustnessAndExitCodes.md says.
    @Test func theCeilingIsTheDocumentedOne() {
        #expect(FileSystem.projectFileSizeLimit == 67_108_864)
    }
}
