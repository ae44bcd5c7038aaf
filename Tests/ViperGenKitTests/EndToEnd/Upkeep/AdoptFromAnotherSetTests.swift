import Foundation
import Testing
import ViperGenTestSupport

/// `adopt` of a module whose files match nothing in the set it renders says why: the files are another installed
/// set's (and which), or the module's folders hold files that no installed set names (and which sets it tried).
@Suite struct AdoptFromAnotherSetTests {
    @Test func aModuleMadeWithAnotherInstalledSetNamesThatSet() throws {
        let directory = try TemporaryDirectory()
        for arguments in [["templates", "new", "Service"], ["module", "Cart", "--template", "Service", "-q"]] {
            let result = runCommand(arguments, in: directory.url)
            try #require(result.status == 0, "\(arguments): \(result.standardError)")
        }
        // The module as a hand-made one: no lockfile entry.
        try FileManager.default.removeItem(at: directory.url.appending(path: "viper-gen.lock"))
        try FileManager.default.removeItem(at: directory.url.appending(path: "viper-gen.bases"))
        let before = snapshotTree(directory.url)
        let root = directory.url.path

        let refused = runCommand(["adopt", "Cart"], in: directory.url)

        #expect(refused.status == 65)
        #expect(
            refused.standardError
                == "viper-gen: error: module Cart: none of the 8 files its set makes is on disk; looked in \(root)/Cart, "
                + "\(root)/CartTests; its files are those of the set Service (2 files on disk): run 'viper-gen adopt "
                + "Cart Service'; or pass --module-folder NAME when its folder has another name, or --output DIR "
                + "(Generamba: --module_path DIR) when it lies elsewhere; nothing was recorded\n")
        #expect(snapshotTree(directory.url) == before)
        #expect(runCommand(["adopt", "Cart", "Service", "-q"], in: directory.url).status == 0)
    }

    @Test func filesNoInstalledSetMakesAreNamedAsTheCause() throws {
        let directory = try TemporaryDirectory()
        let folder = directory.url.appending(path: "Foo")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("final class FooThing {}\n".utf8).write(to: folder.appending(path: "FooThing.swift"))
        let root = directory.url.path

        let refused = runCommand(["adopt", "Foo"], in: directory.url)

        #expect(refused.status == 65)
        #expect(
            refused.standardError
                == "viper-gen: error: module Foo: none of the 8 files its set makes is on disk (its folders hold 1 "
                + "file, none named as the set viper names its files); looked in \(root)/Foo, \(root)/FooTests; no "
                + "other set makes files that are on disk (tried viper-classic): if the module was made with a set "
                + "that is not installed, install it and name it ('viper-gen adopt Foo SET'); or pass --module-folder "
                + "NAME when its folder has another name, or --output DIR (Generamba: --module_path DIR) when it lies "
                + "elsewhere; nothing was recorded\n")
        #expect(snapshotTree(directory.url) == ["Foo/FooThing.swift": "final class FooThing {}\n"])
    }
}
