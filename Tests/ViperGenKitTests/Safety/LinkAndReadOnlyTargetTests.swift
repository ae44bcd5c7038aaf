import Foundation
import Testing
import ViperGenTestSupport

/// Issue 50: a link that was the target of a write got three behaviours (an insertion target or module file that is a
/// link was replaced by a regular file, the link lost; `module --force` refused links; a linked `project.pbxproj` was
/// edited through its link), and insertions and `update` rewrote read-only files. One rule now, for every file and
/// command: a link is never written through nor replaced, a read-only file never replaced, both refused with 73.
@Suite struct LinkAndReadOnlyTargetTests {
    static func linkRefusal(_ path: String) -> String {
        "viper-gen: error: \(path) is a symbolic link; viper-gen neither writes through a link nor replaces one, and "
            + "nothing was written: replace the link with the file it points to, or run on the real file\n"
    }

    static func readOnlyRefusal(_ path: String) -> String {
        "viper-gen: error: \(path) is read-only; viper-gen never replaces a read-only file, and nothing was written: "
            + "make it writable (chmod u+w) first\n"
    }

    static let routes = "enum Routes {\n    // viper-gen: routes\n}\n"

    /// The `mini` set with an insertion into `Sources/Routes.swift`.
    static func repositoryWithInsertion() throws -> HostileRepository {
        let repository = try HostileRepository()
        try repository.writeSet(
            insertingInto: "Routes.swift", after: "// viper-gen: routes", text: "    case {{ module.name }}")
        return repository
    }

    @Test func anInsertionTargetThatIsALinkIsRefusedAndKept() throws {
        let repository = try Self.repositoryWithInsertion()
        try repository.write("Sources/Shared/Routes.swift", Self.routes)
        try repository.link("Sources/Routes.swift", to: "Shared/Routes.swift")
        let home = try repository.homeListing()
        let path = repository.project.path + "/Sources/Routes.swift"
        for arguments in [["module", "Search", "-q"], ["module", "Search", "--dry-run", "-q"]] {
            #expect(
                repository.run(arguments)
                    == ProcessResult(status: 73, standardOutput: "", standardError: Self.linkRefusal(path)),
                "\(arguments)")
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == "Shared/Routes.swift")
        #expect(repository.read("Sources/Shared/Routes.swift") == Self.routes)
        #expect(repository.read("Sources/Search/SearchView.swift") == nil)
        #expect(try repository.homeListing() == home)
    }

    @Test func aReadOnlyInsertionTargetIsNotReplaced() throws {
        let repository = try Self.repositoryWithInsertion()
        try repository.write("Sources/Routes.swift", Self.routes)
        let path = repository.project.path + "/Sources/Routes.swift"
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        #expect(
            repository.run(["module", "Search", "-q"])
                == ProcessResult(status: 73, standardOutput: "", standardError: Self.readOnlyRefusal(path)))
        #expect(repository.read("Sources/Routes.swift") == Self.routes)
        #expect(repository.read("Sources/Search/SearchView.swift") == nil)
    }

    @Test func updateDoesNotReplaceAReadOnlyModuleFile() throws {
        let repository = try HostileRepository()
        try repository.succeed(["module", "Search", "-q"])
        let path = repository.project.path + "/Sources/Search/SearchPresenter.swift"
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        try repository.writeSet(presenter: "final class {{ module.name }}Presenter { let version = 2 }\n")
        #expect(
            repository.run(["update", "-q"])
                == ProcessResult(status: 73, standardOutput: "", standardError: Self.readOnlyRefusal(path)))
        #expect(repository.read("Sources/Search/SearchPresenter.swift") == "final class SearchPresenter {}\n")
    }

    @Test func updateDoesNotReplaceAModuleFileThatIsALink() throws {
        let repository = try HostileRepository()
        try repository.succeed(["module", "Search", "-q"])
        let path = repository.project.path + "/Sources/Search/SearchPresenter.swift"
        try FileManager.default.moveItem(atPath: path, toPath: repository.project.path + "/Presenter.swift")
        try repository.link("Sources/Search/SearchPresenter.swift", to: "../../Presenter.swift")
        try repository.writeSet(presenter: "final class {{ module.name }}Presenter { let version = 2 }\n")
        #expect(
            repository.run(["update", "-q"])
                == ProcessResult(status: 73, standardOutput: "", standardError: Self.linkRefusal(path)))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == "../../Presenter.swift")
        #expect(repository.read("Presenter.swift") == "final class SearchPresenter {}\n")
    }
}
