import Foundation
import Testing
import ViperGenTestSupport
import ViperGenWriting

@testable import ViperGenFormats
@testable import ViperGenGeneration
@testable import ViperGenSupport

/// Recording many modules: the checks a run makes for each module against the lockfile (letter case of names and
/// folders, folders made by viper-gen, the bases folder) answer from indexes built once a run; these tests pin what
/// they answer, so that the indexes say what a look at every recorded module says.
@Suite struct ModuleRecorderTests {
    /// Module names that sort differently as text than as numbers (`M10` before `M2`).
    private static func names(_ range: ClosedRange<Int>) -> [String] { range.map { "M\($0)" } }

    /// A run of `names` into `output` (relative to `folder`, which holds the lockfile).
    private static func request(_ names: [String], in folder: URL, output: String = "Sources") -> GenerationRequest {
        var request = GenerationRequest(
            moduleNames: names, author: "Jane Appleseed", projectName: "App", target: "App",
            codeDirectory: folder.appending(path: output), testsDirectory: folder.appending(path: output),
            date: GenerationDate(year: 2026, month: 12, day: 2), now: 1_795_348_800)
        request.lockDirectory = folder
        return request
    }

    private static func run(_ names: [String], in folder: URL, output: String = "Sources") throws {
        try PlanWriter(journalKey: JournalKey(environment: testEnvironment)).write(
            try GenerationPlanner().plan(request(names, in: folder, output: output)))
    }

    /// The lockfile and every base of a project, by path relative to its folder.
    private static func records(of folder: URL) throws -> [String: Data] {
        var records = [Lockfile.fileName: try Data(contentsOf: folder.appending(path: Lockfile.fileName))]
        let bases = folder.appending(path: Lockfile.basesFolder)
        for name in try FileManager.default.contentsOfDirectory(atPath: bases.path) {
            records[Lockfile.basesFolder + "/" + name] = try Data(contentsOf: bases.appending(path: name))
        }
        return records
    }

    /// One run of 60 modules records the same lockfile and bases, byte for byte, as six runs of ten that each find
    /// the modules of the runs before in the lockfile; and every module records the output folder, which the first
    /// run made, as made by viper-gen (another module records it), with its own folders.
    @Test func oneRunOfManyModulesRecordsWhatRunsOfFewRecord() throws {
        let together = try TemporaryDirectory()
        let apart = try TemporaryDirectory()
        try Self.run(Self.names(1...60), in: together.url)
        for first in stride(from: 1, through: 51, by: 10) {
            try Self.run(Self.names(first...first + 9), in: apart.url)
        }
        let records = try Self.records(of: together.url)
        // The lockfile, a base a module, and the base of the support layer that the modules share.
        #expect(records.count == 62)
        #expect(records == (try Self.records(of: apart.url)))
        let lockfile = try ModuleRecorder(lockDirectory: apart.url).load().lockfile
        #expect(lockfile.modules.count == 60)
        for (name, module) in lockfile.modules {
            #expect(module.folders == ["Sources", "Sources/\(name)", "Sources/\(name)Tests"])
        }
    }

    /// A name differing only in letter case from a recorded one is refused, among many recorded modules; so is one
    /// whose base differs only in letter case from a file in the bases folder, which is listed once for the run.
    @Test func aNameDifferingInLetterCaseNamesTheFirstRecordedOne() throws {
        let project = try TemporaryDirectory()
        try Self.run(Self.names(1...30) + ["Search"], in: project.url)
        let recorder = ModuleRecorder(lockDirectory: project.url)
        let expected = Diagnostic(
            .cannotCreate,
            "\(recorder.lockfileURL.path): module SEARCH differs only in letter case from module Search, which is "
                + "recorded there; a case-insensitive file system (macOS's default) takes the two names for one "
                + "module: name this one 'Search' to work on that one, or choose a name that differs in more than "
                + "letter case")
        #expect(throws: Diagnostics([expected])) {
            try GenerationPlanner().plan(Self.request(["M31", "SEARCH"], in: project.url, output: "More"))
        }
        // A base left on disk without its entry: the bases folder, listed once for the run, still says so.
        let bases = project.url.appending(path: Lockfile.basesFolder).path
        try FileManager.default.copyItem(atPath: bases + "/M7.base", toPath: bases + "/Extra.base")
        let base = Diagnostic(
            .cannotCreate,
            "\(bases)/Extra.base differs only in letter case from the base of module EXTRA, EXTRA.base, and is on "
                + "disk; a case-insensitive file system (macOS's default) takes the two names for one module: name "
                + "this one differently, or remove \(bases)/Extra.base if no module of that name is recorded")
        #expect(throws: Diagnostics([base])) {
            try GenerationPlanner().plan(Self.request(["M32", "EXTRA"], in: project.url, output: "More"))
        }
    }

    /// An output folder differing only in letter case from one the lockfile records (no longer on disk) is refused,
    /// naming the first module by name that records it, whichever folder the other modules record.
    @Test func anOutputFolderDifferingInLetterCaseNamesTheFirstModuleRecordingIt() throws {
        let project = try TemporaryDirectory()
        try Self.run(Self.names(1...20), in: project.url, output: "App/Sources")
        try Self.run(["A1", "B1"], in: project.url, output: "Other")
        try FileManager.default.removeItem(at: project.url.appending(path: "App"))
        let recorder = ModuleRecorder(lockDirectory: project.url)
        let expected = Diagnostic(
            .cannotCreate,
            "\(recorder.lockfileURL.path): output folder app/Sources/New of module Z1 differs only in letter case "
                + "from App/Sources/New, the spelling of module M1's output folder App/Sources, which is recorded "
                + "there; a case-insensitive file system (macOS's default) takes them for one folder: spell it "
                + "App/Sources/New, or choose a folder that differs in more than letter case")
        #expect(throws: Diagnostics([expected])) {
            try GenerationPlanner().plan(Self.request(["Z1"], in: project.url, output: "app/Sources/New"))
        }
    }

    /// The index answers as a look at every module would: the first name by sort order of those differing only in
    /// letter case, and a folder recorded by another module, also once a module's entry is replaced.
    @Test func theIndexOfRecordedModulesAnswersAsTheirEntriesSay() {
        func module(_ name: String, folders: [String]) -> LockedModule {
            LockedModule(
                name: name, template: LockedTemplate(name: "viper", source: "built-in", version: nil, contentHash: ""),
                inputs: LockedInputs(output: "Sources", testsOutput: "Tests"), files: [], folders: folders)
        }
        var lockfile = Lockfile()
        for (name, folders) in [("search", ["Sources"]), ("Search", ["Sources"]), ("Other", ["Tests"])] {
            lockfile.modules[name] = module(name, folders: folders)
        }
        var index = RecordedModules(lockfile)
        #expect(index.name(matching: "SEARCH") == "Search")
        #expect(index.name(matching: "Sea") == nil)
        #expect(index.recordsFolder("Sources", besides: lockfile.modules["search"]))
        #expect(!index.recordsFolder("Tests", besides: lockfile.modules["Other"]))
        #expect(index.recordsFolder("Tests", besides: nil))
        let replaced = module("Other", folders: ["Sources"])
        index.record(replaced, replacing: lockfile.modules["Other"])
        #expect(!index.recordsFolder("Tests", besides: nil))
        #expect(index.recordsFolder("Sources", besides: replaced))
        #expect(index.outputFolders["Sources"]?.module == "Other")
        #expect(index.outputFolders["Tests"]?.isTests == true)
    }
}
