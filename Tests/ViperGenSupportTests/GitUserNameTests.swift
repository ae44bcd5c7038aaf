import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenSupport

@Suite struct GitUserNameTests {
    @Test(
        arguments: [
            ("[user]\n\tname = Jane Appleseed\n", "Jane Appleseed"),
            (
                "[core]\n\tname = Not This\n[user]\n  email = j@x.org\n  name = \"Jane \\\"J\\\" Doe\" # comment\n",
                "Jane \"J\" Doe"
            ),
            ("[User]\nName=First\n[user]\nname = Last ; comment\n", "Last"),
            ("[user]\nemail = j@x.org\n", nil),
            ("[user]\nname =\n", nil),
        ] as [(String, String?)])
    func readsTheLastUserNameOfAConfig(text: String, name: String?) {
        #expect(GitUserName.userName(inConfig: text) == name)
    }

    @Test func repositoryConfigWinsOverGlobalAndXDG() throws {
        let root = try TemporaryDirectory()
        let repository = root.url.appending(path: "repo")
        let nested = repository.appending(path: "Sources/App")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: repository.appending(path: ".git"), withIntermediateDirectories: true)
        let home = root.url.appending(path: "home")
        try FileManager.default.createDirectory(
            at: home.appending(path: ".config/git"), withIntermediateDirectories: true)
        try Data("[user]\n\tname = XDG\n".utf8).write(to: home.appending(path: ".config/git/config"))
        let environment = ["HOME": home.path]
        #expect(GitUserName.find(from: nested, environment: environment) == "XDG")
        try Data("[user]\n\tname = Global\n".utf8).write(to: home.appending(path: ".gitconfig"))
        #expect(GitUserName.find(from: nested, environment: environment) == "Global")
        try Data("[user]\n\tname = Repository\n".utf8).write(to: repository.appending(path: ".git/config"))
        #expect(GitUserName.find(from: nested, environment: environment) == "Repository")
        #expect(GitUserName.find(from: root.url, environment: ["HOME": root.url.path]) == "")
    }
}
