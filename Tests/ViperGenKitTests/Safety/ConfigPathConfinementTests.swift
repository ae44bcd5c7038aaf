import Foundation
import Testing
import ViperGenTestSupport

/// Issue 30: paths from the repository's config are confined like the lockfile's: an output folder outside the
/// project, or one that leads out through a committed link, is refused before anything is written; the same path
/// typed on the command line is the user's choice and works.
@Suite struct ConfigPathConfinementTests {
    @Test func aConfigOutputOutsideTheProjectIsRefused() throws {
        let repository = try HostileRepository(
            config: #"{ "template": "mini", "templateDirectories": ["sets"], "output": "../Home/outside" }"#)
        let home = try repository.homeListing()
        #expect(
            repository.run(["module", "Search", "-q"])
                == ProcessResult(
                    status: 65, standardOutput: "",
                    standardError:
                        "viper-gen: error: \(repository.home.path)/outside lies outside the project "
                        + "\(repository.project.path); refused, nothing was written; set a path inside the project, "
                        + "or type the outside path on the command line\n"))
        #expect(try repository.homeListing() == home)
        try repository.succeed(["module", "Search", "--output", "../Home/outside", "-q"])
        #expect(try repository.homeListing() != home)
    }

    @Test func aConfigOutputThroughALinkIsRefused() throws {
        let repository = try HostileRepository(
            config: #"{ "template": "mini", "templateDirectories": ["sets"], "output": "ext/Sources" }"#)
        try repository.link("ext", to: "../Home/outside")
        let home = try repository.homeListing()
        let project = repository.project.path
        #expect(
            repository.run(["module", "Search", "-q"])
                == ProcessResult(
                    status: 65, standardOutput: "",
                    standardError:
                        "viper-gen: error: \(project)/ext/Sources leads outside the project \(project) through the "
                        + "symbolic link \(project)/ext (to \(repository.realHome)/outside); refused, nothing was "
                        + "written; viper-gen works only inside the project: run it from the real folder, or replace "
                        + "the link with a folder\n"))
        #expect(try repository.homeListing() == home)
    }
}
