import Foundation
import Testing
import ViperGenTestSupport

/// Issue 50: a lockfile's insertion entries were never checked before they were read. With a committed link
/// `ext -> ../Home` and an insertion recorded into `ext/.profile`, `check`, `update --dry-run --json`,
/// `remove --dry-run` and `modules` read a file outside the project and printed what it holds (the write was refused,
/// the read was not). Insertion targets now pass the same check as every other recorded path, before anything is read.
@Suite struct InsertionReadThroughLinkTests {
    /// The `mini` set with one insertion into `Sources/List/ListRouter.swift`, a module `Search` made with it, and the
    /// lockfile edited, as a pull request might, to record that insertion in `ext/.profile` where `ext` leads home.
    static func repository() throws -> HostileRepository {
        let repository = try HostileRepository()
        try repository.writeInsertionSet(
            #"{ "into": "List/ListRouter.swift", "after": "// routes", "text": "func show{{ module.name }}() {}\n" }"#
        )
        try repository.write("Sources/List/ListRouter.swift", "final class ListRouter {\n    // routes\n}\n")
        try repository.succeed(["module", "Search", "-q"])
        try repository.link("ext", to: "../Home")
        try repository.editLockfile(#""file": "Sources/List/ListRouter.swift""#, #""file": "ext/.profile""#)
        return repository
    }

    /// The refusal of the insertion target `ext/.profile`, as every command prints it.
    static func refusal(_ repository: HostileRepository) -> String {
        let project = repository.project.path
        return "\(project)/ext/.profile leads outside the project \(project) through the symbolic link \(project)/ext "
            + "(to \(repository.realHome)); refused, nothing was written; viper-gen works only inside the project: "
            + "run it from the real folder, or replace the link with a folder"
    }

    @Test func anInsertionTargetThroughALinkOutsideIsRefusedUnread() throws {
        let repository = try Self.repository()
        let home = try repository.homeListing()
        let router = repository.read("Sources/List/ListRouter.swift")
        for arguments in [
            ["check"], ["update", "--dry-run"], ["update", "Search", "--dry-run", "--json"],
            ["remove", "Search", "--dry-run"], ["modules"], ["outdated"],
        ] {
            let result = repository.run(arguments)
            #expect(result.status == 65, "\(arguments)")
            #expect(result.standardError == "viper-gen: error: \(Self.refusal(repository))\n", "\(arguments)")
            #expect(
                !(result.standardOutput + result.standardError).contains("export PATH"),
                "\(arguments) quoted the file outside")
        }
        #expect(try repository.homeListing() == home)
        #expect(repository.read("Sources/List/ListRouter.swift") == router)
    }
}

/// `adopt` looks for a set's insertions in their files to record those already made: a file behind a link that leads
/// out of the project was read, and the insertion recorded as the module's.
@Suite struct AdoptInsertionThroughLinkTests {
    @Test func adoptDoesNotReadOrRecordAnInsertionTargetOutside() throws {
        let repository = try HostileRepository()
        try repository.writeInsertionSet(
            ##"{ "into": "ext/.profile", "after": "export PATH=$HOME/bin:$PATH", "text": "# {{ module.name }}\n" }"##
        )
        try Data("export PATH=$HOME/bin:$PATH\n# Search\n".utf8).write(to: repository.home.appending(path: ".profile"))
        try repository.link("Sources/ext", to: "../../Home")
        try repository.write("Sources/Search/SearchPresenter.swift", "final class SearchPresenter {}\n")
        let home = try repository.homeListing()
        let result = repository.run(["adopt", "Search", "-q"])
        #expect(result.status == 0, "\(result.standardError)")
        let lockfile = try #require(repository.read("viper-gen.lock"))
        #expect(!lockfile.contains("ext/.profile"), "\(lockfile)")
        #expect(!lockfile.contains("insertions"))
        #expect(try repository.homeListing() == home)
    }
}

extension HostileRepository {
    /// Writes the `mini` set with its presenter and the one insertion `insertion` (a JSON object).
    func writeInsertionSet(_ insertion: String) throws {
        try write(
            "sets/mini/template.json",
            #"{ "name": "mini", "files": [ { "source": "Presenter.swift.liquid", "output": "{{ module.name }}/"#
                + #"{{ module.name }}Presenter.swift" } ], "insertions": [ \#(insertion) ] }"# + "\n")
    }
}
