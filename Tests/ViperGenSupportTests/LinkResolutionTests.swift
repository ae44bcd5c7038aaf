import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenSupport

/// The confinement rule resolves links as the kernel does: a link's `..` counts from where the links before it lead,
/// never from their spelling, so `ext -> inner/../x` with `inner` leading out is outside although it reads as inside.
@Suite struct LinkResolutionTests {
    @Test func dotDotInALinkCountsFromWhereTheLinksLead() throws {
        let directory = try TemporaryDirectory()
        let root = realPath(directory.url)
        let project = root + "/Project"
        try FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/Deep/a", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/Deep/x", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: project + "/x", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: project + "/inner", withDestinationPath: root + "/Deep/a")
        try FileManager.default.createSymbolicLink(atPath: project + "/ext", withDestinationPath: "inner/../x")

        let resolved = FileSystem.resolvingLinks(project + "/ext/new/file.swift")
        #expect(resolved.path == root + "/Deep/x/new/file.swift")
        #expect(FileSystem.resolvingLinks(project + "/ext").path == realPath(URL(fileURLWithPath: project + "/ext")))
        let confinement = ProjectConfinement(folder: URL(fileURLWithPath: project))
        #expect(
            confinement.problem(with: project + "/ext/new/file.swift")?.message
                == "\(project)/ext/new/file.swift leads outside the project \(project) through the symbolic link "
                + "\(project)/ext (to \(root)/Deep/x); refused, nothing was written; viper-gen works only inside the "
                + "project: run it from the real folder, or replace the link with a folder")
        #expect(confinement.problem(with: project + "/x/file.swift") == nil)
    }

    @Test func aLinkLoopEndsResolvingInsideTheProject() throws {
        let directory = try TemporaryDirectory()
        let project = realPath(directory.url) + "/Project"
        try FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: project + "/a", withDestinationPath: "b")
        try FileManager.default.createSymbolicLink(atPath: project + "/b", withDestinationPath: "a")
        let confinement = ProjectConfinement(folder: URL(fileURLWithPath: project))
        // The loop ends inside the project, where writing fails with the system's own error; nothing leads out.
        #expect(confinement.problem(with: project + "/a/file.swift") == nil)
        #expect(FileSystem.resolvingLinks(project + "/a/file.swift").path.hasPrefix(project + "/"))
    }
}
