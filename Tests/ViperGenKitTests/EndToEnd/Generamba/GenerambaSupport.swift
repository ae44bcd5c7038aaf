import Foundation
import Testing
import ViperGenTestSupport

/// The Generamba fixture corpus (`Tests/Fixtures/Generamba`).
let generambaFixtures = repositoryRoot.appending(path: "Tests/Fixtures/Generamba")

/// A fresh copy of the fixture project (`Rambafile` and `Templates/`) in a temporary folder.
func generambaProjectCopy() throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    for entry in try FileManager.default.contentsOfDirectory(atPath: generambaFixtures.appending(path: "project").path)
    {
        try FileManager.default.copyItem(
            at: generambaFixtures.appending(path: "project/\(entry)"), to: directory.url.appending(path: entry))
    }
    return directory
}

/// What a run generated in a project copy: every file outside the project's own `Rambafile`, `viper-gen.json`
/// and `Templates/`, and outside the lockfile and bases the run records (which `LockfileTests` checks).
func generatedFiles(in project: URL) -> [String: String] {
    withoutLockfile(snapshotTree(project)).filter {
        !$0.key.hasPrefix("Templates/") && $0.key != "Rambafile" && $0.key != "viper-gen.json"
    }
}

/// Compares generated files byte for byte with `expected/<name>` of the corpus, printing a line diff; `.gitkeep`
/// files there stand for empty folders, which must exist and be empty.
func expectGenerambaOutput(
    in project: URL, matches name: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    let expectedRoot = generambaFixtures.appending(path: "expected/\(name)")
    let expectedTree = snapshotTree(expectedRoot)
    let expected = expectedTree.filter { !$0.key.hasSuffix("/.gitkeep") }
    let actual = generatedFiles(in: project)
    for path in Set(expected.keys).subtracting(actual.keys).sorted() {
        Issue.record("expected \(name)/\(path) was not generated", sourceLocation: sourceLocation)
    }
    for path in Set(actual.keys).subtracting(expected.keys).sorted() {
        Issue.record("\(path) was generated but is not expected in \(name)", sourceLocation: sourceLocation)
    }
    for (path, contents) in actual.sorted(by: { $0.key < $1.key }) {
        guard let wanted = expected[path], wanted != contents else { continue }
        Issue.record(
            "\(path) differs from expected/\(name):\n\(lineDiff(expected: wanted, actual: contents))",
            sourceLocation: sourceLocation)
    }
    for keep in expectedTree.keys where keep.hasSuffix("/.gitkeep") {
        let folder = project.appending(path: String(keep.dropLast("/.gitkeep".count)))
        let contents = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(contents == [], "\(folder.path) should be an empty folder", sourceLocation: sourceLocation)
    }
}

/// The Generamba drop-in fixtures (`Tests/Fixtures/Generamba/dropin`): a catalogue laid out as Generamba's shared one
/// and an Objective-C era project whose Xcode groups have no folders.
let generambaDropInFixtures = generambaFixtures.appending(path: "dropin")

/// A bare git repository at `directory/<name>.git` whose branch `main` holds the files of `folder`; returns its
/// `file://` URL. Fails the test when git fails (git must be installed).
func bareGitRepository(of folder: URL, named name: String, in directory: URL) throws -> String {
    let work = directory.appending(path: "\(name)-work")
    try FileManager.default.copyItem(at: folder, to: work)
    let bare = directory.appending(path: "\(name).git")
    let git = executableInPath("git")
    for (arguments, place) in [
        (["init", "--quiet", "--bare", "-b", "main", bare.path], directory),
        (["init", "--quiet", "-b", "main"], work), (["add", "-A"], work),
        (["-c", "user.name=T", "-c", "user.email=t@example.invalid", "commit", "--quiet", "-m", "set"], work),
        (["push", "--quiet", bare.path, "main"], work),
    ] {
        let result = try runProcess(git, arguments, in: place)
        #expect(result.status == 0, "git \(arguments): \(result.standardError)")
    }
    return "file://" + bare.path
}

/// A copy of the drop-in project in `directory/project`, its Rambafile's `CATALOG_URL` replaced by `catalogue`.
func generambaDropInProject(in directory: URL, catalogue: String) throws -> URL {
    let project = directory.appending(path: "project")
    try FileManager.default.copyItem(at: generambaDropInFixtures.appending(path: "project"), to: project)
    let rambafile = project.appending(path: "Rambafile")
    let text = try String(contentsOf: rambafile, encoding: .utf8)
    try Data(text.replacingOccurrences(of: "CATALOG_URL", with: catalogue).utf8).write(to: rambafile)
    return project
}
