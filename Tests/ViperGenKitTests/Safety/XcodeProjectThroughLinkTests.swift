import Foundation
import Testing
import ViperGenTestSupport

/// Issue 30, case 7: `--xcodeproj ext/Victim.xcodeproj`, where `ext` links to a folder outside, edited that project
/// (only a linked bundle itself was refused). A link met anywhere on the way is refused before the project is read.
@Suite struct XcodeProjectThroughLinkTests {
    @Test func aProjectBehindALinkedFolderIsRefused() throws {
        let repository = try HostileRepository()
        try FileManager.default.createDirectory(
            at: repository.home.appending(path: "outside/Victim.xcodeproj"), withIntermediateDirectories: true)
        try Data("// !$*UTF8*$!\n{ }\n".utf8).write(
            to: repository.home.appending(path: "outside/Victim.xcodeproj/project.pbxproj"))
        try repository.link("ext", to: "../Home/outside")
        let home = try repository.homeListing()
        let project = repository.project.path
        #expect(
            repository.run(["module", "Search", "--xcodeproj", "ext/Victim.xcodeproj", "-q"])
                == ProcessResult(
                    status: 65, standardOutput: "",
                    standardError:
                        "viper-gen: error: \(project)/ext/Victim.xcodeproj leads outside the project \(project) "
                        + "through the symbolic link \(project)/ext (to \(repository.realHome)/outside); refused, "
                        + "nothing was written; viper-gen works only inside the project: run it from the real folder, "
                        + "or replace the link with a folder\n"))
        #expect(repository.read("Sources") == nil)
        #expect(try repository.homeListing() == home)
    }
}
