import Foundation
import Testing
import ViperGenTestSupport

/// The tools `Tests/Benchmarks/run.sh` is built from do what its figures rely on. Nothing is timed here: these check
/// that the floor program writes exactly what the table says it writes, and that `measure.py` keeps, removes and
/// reports runs as documented.
@Suite struct BenchmarkToolingTests {
    private static let benchmarks = repositoryRoot.appending(path: "Tests/Benchmarks")

    @Test func floorCopiesItsInputToItsOutput() throws {
        let scratch = try TemporaryDirectory()
        let floor = try Self.floor.get()
        let input = scratch.url.appending(path: "input.txt")
        try Data("a small input file\n".utf8).write(to: input)

        let result = try runProcess(
            floor, [input.path, scratch.url.appending(path: "output.txt").path], in: scratch.url)

        #expect(result == ProcessResult(status: 0, standardOutput: "", standardError: ""))
        #expect(
            try String(contentsOf: scratch.url.appending(path: "output.txt"), encoding: .utf8) == "a small input file\n"
        )
    }

    @Test func floorReplayWritesTheListedFoldersPathsAndSizesAndNothingElse() throws {
        let scratch = try TemporaryDirectory()
        let floor = try Self.floor.get()
        let listing = scratch.url.appending(path: "listing.txt")
        try Data("d Search\nf 3 Search/A.swift\nd Search/Deep er\nf 0 Search/Deep er/B c.swift\nf 5 top.txt\n".utf8)
            .write(to: listing)
        let tree = scratch.url.appending(path: "tree")
        try FileManager.default.createDirectory(at: tree, withIntermediateDirectories: false)

        let result = try runProcess(floor, ["--replay", listing.path, tree.path], in: scratch.url)

        #expect(result == ProcessResult(status: 0, standardOutput: "", standardError: ""))
        #expect(
            snapshotTree(tree) == ["Search/A.swift": "xxx", "Search/Deep er/B c.swift": "", "top.txt": "xxxxx"])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: tree.path).sorted() == ["Search", "top.txt"])
    }

    @Test func floorReplayRefusesALineThatIsNotAFolderOrAFile() throws {
        let scratch = try TemporaryDirectory()
        let floor = try Self.floor.get()
        let listing = scratch.url.appending(path: "listing.txt")
        try Data("d Search\nf many Search/A.swift\n".utf8).write(to: listing)

        let result = try runProcess(floor, ["--replay", listing.path, scratch.url.path], in: scratch.url)

        #expect(
            result
                == ProcessResult(
                    status: 65, standardOutput: "",
                    standardError: "floor: \(listing.path): not `d PATH` or `f SIZE PATH`: f many Search/A.swift\n"))
    }

    @Test func floorRefusesOtherArgumentsWithUsage() throws {
        let scratch = try TemporaryDirectory()
        let floor = try Self.floor.get()

        let result = try runProcess(floor, ["--tree", "2", scratch.url.path], in: scratch.url)

        #expect(
            result
                == ProcessResult(
                    status: 64, standardOutput: "",
                    standardError: "usage: floor INPUT OUTPUT | floor --replay LISTING DIR\n"))
    }

    @Test func measureKeepsEveryRunsOutputUntilTheEndAndReportsEachRound() throws {
        let scratch = try TemporaryDirectory()
        let floor = try Self.floor.get()
        let (results, _, runFolders) = try measure(floor: floor, in: scratch, environment: ["MEASURE_KEEP": "1"])

        #expect(results.keys.sorted() == ["copy"])
        #expect(results["copy"]?["wall_ms"]?.count == 3)
        #expect(results["copy"]?["wall_ms"]?.allSatisfy { $0 > 0 } == true)
        #expect(results["copy"]?["max_rss_kb"]?.count == 3)
        #expect(results["copy"]?["max_rss_kb"]?.allSatisfy { $0 > 0 } == true)
        // One warm-up run and three timed rounds, each output still in place.
        #expect(runFolders.count == 4)
        #expect(runFolders.allSatisfy { snapshotTree($0) == ["output.txt": "measured\n"] })
    }

    @Test func measureRemovesOutputsAtTheEndOrBetweenRunsWhenAsked() throws {
        let scratch = try TemporaryDirectory()
        let floor = try Self.floor.get()

        let removedAtEnd = try measure(floor: floor, in: scratch, environment: [:])
        #expect(removedAtEnd.scratchFolders.isEmpty, "the scratch folder goes when the measurement ends")

        let removedBetween = try measure(
            floor: floor, in: scratch, environment: ["MEASURE_KEEP": "1", "MEASURE_DELETE_BETWEEN": "1"])
        #expect(removedBetween.scratchFolders.count == 1)
        #expect(removedBetween.runFolders.isEmpty, "each run's output goes right after the run")
        #expect(removedBetween.results["copy"]?["wall_ms"]?.count == 3)
    }

    /// `{copy:FOLDER}` gives each run its own copy of an input the command changes, made before the timer starts.
    @Test func measureCopiesAFolderIntoEachRunBeforeTimingIt() throws {
        let scratch = try TemporaryDirectory()
        let floor = try Self.floor.get()
        let project = scratch.url.appending(path: "project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: false)
        try Data("edited\n".utf8).write(to: project.appending(path: "input.txt"))

        let result = try runProcess(
            executableInPath("python3"),
            [
                Self.benchmarks.appending(path: "measure.py").path, "2",
                "edit=\(floor.path) {copy:\(project.path)}/input.txt {copy:\(project.path)}/output.txt",
            ],
            in: scratch.url, environment: ["MEASURE_DIR": scratch.url.path, "MEASURE_KEEP": "1"])

        #expect(result.status == 0, "\(result.standardError)")
        let measureFolder = try #require(
            try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).first {
                $0.hasPrefix("viper-gen-measure-")
            })
        let runs = try FileManager.default.contentsOfDirectory(atPath: scratch.url.appending(path: measureFolder).path)
        #expect(runs.count == 3)  // a warm-up and two rounds, each with its own copy
        for run in runs {
            #expect(
                snapshotTree(scratch.url.appending(path: "\(measureFolder)/\(run)"))
                    == ["project/input.txt": "edited\n", "project/output.txt": "edited\n"])
        }
        #expect(snapshotTree(project) == ["input.txt": "edited\n"], "the original is never touched")
    }

    @Test func measureStopsWhenACommandFails() throws {
        let scratch = try TemporaryDirectory()
        let floor = try Self.floor.get()

        let result = try runProcess(
            executableInPath("python3"),
            [Self.benchmarks.appending(path: "measure.py").path, "1", "bad=\(floor.path)"],
            in: scratch.url, environment: ["MEASURE_DIR": scratch.url.path])

        #expect(
            result
                == ProcessResult(
                    status: 1, standardOutput: "", standardError: "measure.py: '\(floor.path)' exited with 64\n"))
    }

    private struct FloorBuildFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// `Tests/Benchmarks/Floor/main.swift` built as `run.sh` builds its like-for-like floor, without optimisation;
    /// once for the suite, into `.build`.
    private static let floor: Result<URL, any Error> = Result {
        let folder = repositoryRoot.appending(path: ".build/benchmark-tooling-tests")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let floor = folder.appending(path: "floor")
        let source = benchmarks.appending(path: "Floor/main.swift")
        let result = try runProcess(swiftcExecutable, ["-D", "ESSENTIALS", "-o", floor.path, source.path], in: folder)
        guard result.status == 0 else {
            throw FloorBuildFailure(description: "the floor does not compile:\n\(result.standardError)")
        }
        return floor
    }

    /// Runs `measure.py` for three rounds of the floor copying a file, with its outputs in a folder of `scratch`.
    private func measure(
        floor: URL, in scratch: TemporaryDirectory, environment: [String: String]
    ) throws -> (results: [String: [String: [Double]]], scratchFolders: [URL], runFolders: [URL]) {
        let input = scratch.url.appending(path: "measured.txt")
        try Data("measured\n".utf8).write(to: input)
        let outputs = scratch.url.appending(path: "outputs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: false)

        let result = try runProcess(
            executableInPath("python3"),
            [
                Self.benchmarks.appending(path: "measure.py").path, "3",
                "copy=\(floor.path) \(input.path) {out}/output.txt",
            ],
            in: scratch.url, environment: environment.merging(["MEASURE_DIR": outputs.path]) { $1 })
        try #require(result.status == 0, "measure.py failed:\n\(result.standardError)")

        let results = try JSONDecoder().decode(
            [String: [String: [Double]]].self, from: Data(result.standardOutput.utf8))
        let scratchFolders = try FileManager.default.contentsOfDirectory(at: outputs, includingPropertiesForKeys: nil)
        let runFolders = try scratchFolders.flatMap {
            try FileManager.default.contentsOfDirectory(at: $0, includingPropertiesForKeys: nil)
        }
        return (results, scratchFolders, runFolders)
    }
}
