import Foundation
import Testing

@testable import ViperGenSupport

/// `ProjectPath.normalized` returns a path that is already normalized as it is (without splitting it), and works out
/// every other one; `URL.normalizedPath` stands in for `standardizedFileURL.path`; `ProjectPath.parent` climbs one
/// folder.
@Suite struct ProjectPathTests {
    @Test(arguments: [
        ("/", "/"),
        ("/a/b", "/a/b"),
        ("/a/.b/c..", "/a/.b/c.."),
        ("/a/.../b", "/a/.../b"),
        ("/a/./b", "/a/b"),
        ("/a/b/.", "/a/b"),
        ("/a/../b", "/b"),
        ("/a/b/..", "/a"),
        ("/..", "/"),
        ("/../a", "/a"),
        ("/a//b", "/a/b"),
        ("/a/b/", "/a/b"),
        ("//", "/"),
        ("a/b", "/a/b"),
        ("", "/"),
    ])
    func normalizedPaths(path: String, expected: String) {
        #expect(ProjectPath.normalized(path) == expected)
    }

    @Test(arguments: ["/a/b/c", "/a/./b/../c", "/tmp/x/Search/SearchRouter.swift", "/a/b/."])
    func normalizedPathIsTheStandardizedFileURLsPath(path: String) {
        let url = URL(fileURLWithPath: path)
        #expect(url.normalizedPath == url.standardizedFileURL.path)
    }

    @Test(arguments: [
        ("/a/b/c", "/a/b"),
        ("/a", "/"),
        ("/", "/"),
        ("/Süß/Café.swift", "/Süß"),
        ("/a b/c", "/a b"),
    ])
    func theParentOfAnAbsolutePath(path: String, expected: String) {
        #expect(ProjectPath.parent(path) == expected)
    }

    @Test(arguments: [
        ("Sources", "/w/App"), ("../Shared/Sources", "/w/App"), ("/abs/./x", "/w/App"), (".", "/w/App"),
        ("a/b/../c/", "/w/App"), ("Modules", "/"), ("..", "/w/App"), ("/", "/w/App"),
    ])
    func resolvingAPathIsTheStandardizedFileURL(path: String, base: String) {
        for isDirectory in [true, false] {
            let folder = URL(fileURLWithPath: base, isDirectory: true)
            let expected = URL(fileURLWithPath: path, isDirectory: isDirectory, relativeTo: folder).standardizedFileURL
            let resolved = URL.resolving(path, against: folder, isDirectory: isDirectory)
            #expect(resolved == expected)
            #expect(resolved.path == expected.path)
        }
    }

    @Test func componentsLeaveOutEmptyOnes() {
        #expect(ProjectPath.components("/a//b/Café.swift/") == ["a", "b", "Café.swift"])
        #expect(ProjectPath.components("Search/SearchView.swift") == ["Search", "SearchView.swift"])
        #expect(ProjectPath.components("/").isEmpty)
    }
}
