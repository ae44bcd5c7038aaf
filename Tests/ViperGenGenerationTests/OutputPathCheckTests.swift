import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenGeneration
@testable import ViperGenSupport

@Suite struct OutputPathCheckTests {
    /// `/lib` is a link to `usr/lib` on merged-/usr systems (Debian, Ubuntu, Fedora), a folder elsewhere.
    static let linkedFolderAtRoot = ["lib", "bin", "sbin"].first {
        FileSystem.fileType("/" + $0) == .symbolicLink
            && FileSystem.fileType(followingLinks: "/" + $0) == .directory
    }

    /// Regression: with the output directory `/`, every link was refused as leaving it, because the check asked
    /// whether the link's target starts with `//`.
    @Test(.enabled(if: linkedFolderAtRoot != nil, "needs a link to a folder directly under /"))
    func aLinkedFolderUnderTheFileSystemRootIsInsideTheRoot() throws {
        let link = try #require(Self.linkedFolderAtRoot)
        let problem = OutputPathCheck.diskProblem(
            rootPath: "/", relativePath: "\(link)/viper-gen-no-such-folder/Search.swift", overwrite: false)
        #expect(problem == nil)
    }

    @Test func pathsJoinWithOneSlashAlsoUnderTheFileSystemRoot() {
        #expect(joinedPath("/", "Search/View.swift") == "/Search/View.swift")
        #expect(joinedPath("/app", "Search") == "/app/Search")
        #expect(joinedPath("/app/", "Search"[...]) == "/app/Search")
    }

    /// One planning step looks at a missing folder once for all the files below it: what it found missing stays
    /// missing for the step (nothing is written while a run plans), so a file made since is not looked at.
    @Test func aFolderFoundMissingIsNotLookedAtAgainInTheSameStep() throws {
        let root = try TemporaryDirectory()
        let rootPath = root.url.path
        var listings = FolderListings()
        let first = OutputPathCheck.diskProblem(
            rootPath: rootPath, relativePath: "Search/SearchView.swift", overwrite: false, listings: &listings)
        #expect(first == nil)

        try FileManager.default.createDirectory(
            at: root.url.appending(path: "Search"), withIntermediateDirectories: false)
        #expect(FileManager.default.createFile(atPath: rootPath + "/Search/SearchRouter.swift", contents: Data()))
        #expect(listings.type(of: rootPath + "/Search") == nil)
        #expect(listings.type(of: rootPath + "/Search/SearchView.swift") == nil)
        // Below the folder found missing: not looked at, though it is on disk now.
        #expect(listings.type(of: rootPath + "/Search/SearchRouter.swift") == nil)
        #expect(listings.type(of: rootPath) == .directory)
        let sameStep = OutputPathCheck.diskProblem(
            rootPath: rootPath, relativePath: "Search/SearchRouter.swift", overwrite: false, listings: &listings)
        #expect(sameStep == nil)
        let nextStep = OutputPathCheck.diskProblem(
            rootPath: rootPath, relativePath: "Search/SearchRouter.swift", overwrite: false)
        #expect(
            nextStep?.message
                == "\(rootPath)/Search/SearchRouter.swift already exists; use \(Remedy.option(.force)) to replace it")
    }

    @Test func aLinkToAFolderOutsideTheRootIsRefused() throws {
        let root = try TemporaryDirectory()
        let outside = try TemporaryDirectory()
        try FileManager.default.createSymbolicLink(
            atPath: root.url.appending(path: "link").path, withDestinationPath: outside.url.path)
        let problem = OutputPathCheck.diskProblem(
            rootPath: root.url.path, relativePath: "link/Search.swift", overwrite: false)
        let target = outside.url.resolvingSymlinksInPath().path
        #expect(
            problem
                == Diagnostic(
                    .data,
                    "\(root.url.path)/link is a symbolic link to \(target), outside the output directory "
                        + "\(root.url.path); refusing to write through it"))
    }
}
