import Foundation
import Testing
import ViperGenTestSupport

/// Issue 30: template-set folders that come from the repository (the config's `templateDirectories`, a Rambafile's
/// `local:` source, through a committed link or spelled outside) are read only inside the project; a folder typed
/// with `--template-dir` stays the user's choice.
@Suite struct TemplateFolderConfinementTests {
    /// A project whose home holds a working `mini` set in `sets/`.
    private func repository(config: String) throws -> HostileRepository {
        let repository = try HostileRepository(config: config)
        try FileManager.default.removeItem(at: repository.project.appending(path: "sets"))
        let set = repository.home.appending(path: "sets/mini")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let manifest =
            #"{ "name": "mini", "files": [ { "source": "Presenter.swift.liquid", "output": "{{ module.name }}/P.swift" } ] }"#
        try Data(manifest.utf8).write(to: set.appending(path: "template.json"))
        try Data("struct {{ module.name }}P {}\n".utf8).write(to: set.appending(path: "Presenter.swift.liquid"))
        return repository
    }

    private let linkFix =
        "refused, nothing was written; viper-gen works only inside the project: run it from the real folder, or "
        + "replace the link with a folder\n"

    @Test func aConfigFolderOutsideTheProjectIsRefused() throws {
        let repository = try repository(
            config: #"{ "template": "mini", "templateDirectories": ["../Home/sets"], "output": "Sources" }"#)
        let home = try repository.homeListing()
        for arguments in [["module", "Search"], ["templates", "lint", "mini"]] {
            #expect(
                repository.run(arguments)
                    == ProcessResult(
                        status: 65, standardOutput: "",
                        standardError:
                            "viper-gen: error: \(repository.home.path)/sets lies outside the project "
                            + "\(repository.project.path); refused, nothing was written; set a template folder inside "
                            + "the project, or type the outside folder with --template-dir\n"),
                "\(arguments)")
        }
        #expect(try repository.homeListing() == home)
        #expect(repository.read("Sources/Search/P.swift") == nil)
    }

    @Test func aConfigFolderThroughACommittedLinkIsRefused() throws {
        let repository = try repository(config: HostileRepository.config)
        try repository.link("sets", to: "../Home/sets")
        let home = try repository.homeListing()
        let project = repository.project.path
        #expect(
            repository.run(["module", "Search"])
                == ProcessResult(
                    status: 65, standardOutput: "",
                    standardError:
                        "viper-gen: error: \(project)/sets leads outside the project \(project) through the symbolic "
                        + "link \(project)/sets (to \(repository.realHome)/sets); " + linkFix))
        #expect(try repository.homeListing() == home)
    }

    @Test func aRecordedSetFolderThroughALinkIsRefused() throws {
        let repository = try HostileRepository()
        try repository.succeed(["module", "Search", "-q"])
        try FileManager.default.moveItem(
            at: repository.project.appending(path: "sets"), to: repository.home.appending(path: "sets"))
        try repository.link("sets", to: "../Home/sets")
        let home = try repository.homeListing()
        let project = repository.project.path
        for arguments in [["check"], ["update"], ["outdated"]] {
            #expect(
                repository.run(arguments)
                    == ProcessResult(
                        status: 65, standardOutput: "",
                        standardError:
                            "viper-gen: error: \(project)/sets/mini leads outside the project \(project) through the "
                            + "symbolic link \(project)/sets (to \(repository.realHome)/sets); " + linkFix),
                "\(arguments)")
        }
        #expect(try repository.homeListing() == home)
    }

    /// A module of a built-in set, once the config names a folder outside: refused as such, not taken for a set
    /// that no longer exists.
    @Test func aBuiltInModuleIsNotReadThroughAFolderOutside() throws {
        let repository = try repository(config: HostileRepository.config)
        try repository.succeed(["module", "Search", "--template", "viper", "-q"])
        try repository.write(
            "viper-gen.json", #"{ "template": "mini", "templateDirectories": ["../Home/sets"], "output": "Sources" }"#)
        let home = try repository.homeListing()
        for arguments in [["check"], ["update"]] {
            #expect(
                repository.run(arguments)
                    == ProcessResult(
                        status: 65, standardOutput: "",
                        standardError:
                            "viper-gen: error: \(repository.home.path)/sets lies outside the project "
                            + "\(repository.project.path); refused, nothing was written; set a template folder inside "
                            + "the project, or type the outside folder with --template-dir\n"),
                "\(arguments)")
        }
        #expect(try repository.homeListing() == home)
    }

    /// `templates new` wrote its set into the config's first template folder wherever it led.
    @Test func templatesNewWritesOnlyInsideTheProject() throws {
        let spelledOut = try repository(
            config: #"{ "template": "mini", "templateDirectories": ["../Home/sets"], "output": "Sources" }"#)
        var home = try spelledOut.homeListing()
        #expect(
            spelledOut.run(["templates", "new", "foo"])
                == ProcessResult(
                    status: 65, standardOutput: "",
                    standardError:
                        "viper-gen: error: \(spelledOut.home.path)/sets/foo lies outside the project "
                        + "\(spelledOut.project.path); refused, nothing was written; set a template folder inside "
                        + "the project, or type the outside folder with --template-dir\n"))
        #expect(try spelledOut.homeListing() == home)
        let linked = try repository(config: HostileRepository.config)
        try linked.link("sets", to: "../Home/sets")
        home = try linked.homeListing()
        let project = linked.project.path
        #expect(
            linked.run(["templates", "new", "foo"])
                == ProcessResult(
                    status: 65, standardOutput: "",
                    standardError:
                        "viper-gen: error: \(project)/sets/foo leads outside the project \(project) through the "
                        + "symbolic link \(project)/sets (to \(linked.realHome)/sets); " + linkFix))
        #expect(try linked.homeListing() == home)
        // Typed, it is the user's choice.
        try linked.succeed(["templates", "new", "foo", "--template-dir", "../Home/sets"])
        #expect(try linked.homeListing() != home)
    }

    @Test func aFolderTypedOnTheCommandLineIsTheUsersChoice() throws {
        let repository = try repository(config: HostileRepository.config)
        try repository.succeed(["module", "Search", "--template-dir", "../Home/sets", "-q"])
        #expect(repository.read("Sources/Search/P.swift") == "struct SearchP {}\n")
    }

    @Test func aRambafileLocalSourceOutsideOrThroughALinkIsRefused() throws {
        let repository = try HostileRepository(config: nil)
        try repository.link("ext", to: "../Home/outside")
        let home = try repository.homeListing()
        let project = repository.project.path
        let cases = [
            (
                "../Home/outside/Documents",
                "\(repository.home.path)/outside/Documents lies outside the project \(project); refused, nothing was "
                    + "written; keep local sets inside the project, or fetch one from elsewhere with \"git\"\n"
            ),
            (
                "ext/Documents",
                "\(project)/ext/Documents leads outside the project \(project) through the symbolic link "
                    + "\(project)/ext (to \(repository.realHome)/outside); " + linkFix
            ),
        ]
        for (local, message) in cases {
            try repository.write("Rambafile", "project_name: App\ntemplates:\n- {name: Documents, local: \(local)}\n")
            #expect(
                repository.run(["templates", "install"])
                    == ProcessResult(status: 65, standardOutput: "", standardError: "viper-gen: error: " + message),
                "\(local)")
        }
        #expect(try repository.homeListing() == home)
        #expect(repository.read("Templates/Documents/Documents.rambaspec") == nil)
    }
}
