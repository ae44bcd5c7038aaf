import Foundation
import Testing
import ViperGenTestSupport

/// Issue 30, case 8: a template or snippet that is a link to `~/.ssh/id_ed25519` put the private key into the
/// generated code and the base. Templates and snippets must lie inside their set; a link inside the set is fine.
@Suite struct TemplateLinkOutTests {
    @Test func aTemplateLinkingOutOfItsSetIsRefused() throws {
        let repository = try HostileRepository()
        try FileManager.default.removeItem(at: repository.project.appending(path: "sets/mini/View.swift.liquid"))
        try repository.link("sets/mini/View.swift.liquid", to: "../../../Home/.ssh/id_ed25519")
        let home = try repository.homeListing()
        let project = repository.project.path
        #expect(
            repository.run(["module", "Search", "-q"])
                == ProcessResult(
                    status: 65, standardOutput: "",
                    standardError:
                        "viper-gen: error: \(project)/sets/mini/View.swift.liquid is a symbolic link to "
                        + "\(repository.realHome)/.ssh/id_ed25519, outside the template set; refused, nothing was "
                        + "read; templates and snippets must lie inside their set: copy the file in\n"))
        #expect(repository.read("Sources/Search/SearchView.swift") == nil)
        #expect(repository.read("viper-gen.bases/Search.base") == nil)
        #expect(try repository.homeListing() == home)
    }

    @Test func aSnippetLinkingOutOfItsSetIsRefused() throws {
        let repository = try HostileRepository()
        try repository.writeSet(presenter: "{% include 'key' %}\n")
        try repository.link("sets/mini/key.liquid", to: "../../../Home/.ssh/id_ed25519")
        let home = try repository.homeListing()
        let result = repository.run(["module", "Search", "-q"])
        #expect(
            result
                == ProcessResult(
                    status: 65, standardOutput: "",
                    standardError:
                        "viper-gen: error: \(repository.project.path)/sets/mini/key.liquid is a symbolic link to "
                        + "\(repository.realHome)/.ssh/id_ed25519, outside the template set; refused, nothing was "
                        + "read; templates and snippets must lie inside their set: copy the file in\n"))
        #expect(try repository.homeListing() == home)
    }

    @Test func aLinkInsideTheSetIsRead() throws {
        let repository = try HostileRepository()
        try repository.write("sets/mini/shared/View.txt", "struct {{ module.name }}View {}\n")
        try FileManager.default.removeItem(at: repository.project.appending(path: "sets/mini/View.swift.liquid"))
        try repository.link("sets/mini/View.swift.liquid", to: "shared/View.txt")
        try repository.succeed(["module", "Search", "-q"])
        #expect(repository.read("Sources/Search/SearchView.swift") == "struct SearchView {}\n")
    }
}
