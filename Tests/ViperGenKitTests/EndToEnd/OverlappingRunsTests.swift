import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenWriting

/// Two real `viper-gen module` runs started at once, many times: with and without an Xcode project, with the same
/// and with different modules. Runs on different modules both succeed with both modules on disk and in the project;
/// runs on the same module leave exactly one module, the other run stopping with 73 and nothing written.
///
/// `VIPER_GEN_OVERLAP_ROUNDS` sets the number of rounds (each round runs the four cases): 3 by default, e.g. 400 for
/// a long run (`VIPER_GEN_OVERLAP_ROUNDS=400 swift test --filter OverlappingRunsTests`).
@Suite(.serialized) struct OverlappingRunsTests {
    static let rounds = Int(ProcessInfo.processInfo.environment["VIPER_GEN_OVERLAP_ROUNDS"] ?? "") ?? 3

    static func arguments(_ module: String, xcode: Bool) -> [String] {
        ["module", module, "--output", "App/Modules", "--tests-output", "AppTests", "--author", "Jane"]
            + (xcode
                ? ["--xcodeproj", "AppWithTests.xcodeproj", "--xcode-target", "App", "--xcode-test-target", "AppTests"]
                : [])
    }

    /// Starts both argument lists at the same moment in `folder` and returns both results.
    static func runTogether(_ first: [String], _ second: [String], in folder: URL) -> [ProcessResult?] {
        let results = ResultBox()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            results.set(index, try? runViperGen(index == 0 ? first : second, in: folder))
        }
        return results.values
    }

    static func makeFolder(xcode: Bool) throws -> TemporaryDirectory {
        xcode ? try XcodeProjectCommandTests.makeApp() : try TemporaryDirectory()
    }

    @Test(arguments: [false, true]) func differentModulesBothSucceedWithBothInTheProject(xcode: Bool) throws {
        var failures: [String] = []
        for round in 0..<Self.rounds {
            let folder = try Self.makeFolder(xcode: xcode)
            let results = Self.runTogether(
                Self.arguments("Search", xcode: xcode), Self.arguments("Settings", xcode: xcode), in: folder.url)
            for (index, result) in results.enumerated() where result?.status != 0 {
                failures.append("round \(round) run \(index): \(result?.status ?? -1) \(result?.standardError ?? "")")
            }
            let tree = snapshotTree(folder.url)
            for module in ["Search", "Settings"] {
                if tree["App/Modules/\(module)/\(module)Presenter.swift"] == nil {
                    failures.append("round \(round): \(module) missing on disk")
                }
                if xcode, tree["AppWithTests.xcodeproj/project.pbxproj"]?.contains("\(module)Presenter.swift") != true {
                    failures.append("round \(round): \(module) missing from project.pbxproj")
                }
            }
            failures += Self.leftovers(in: tree, round: round)
        }
        #expect(failures == [])
    }

    @Test(arguments: [false, true]) func theSameModuleTwiceLeavesOneModuleAndOneRunStops(xcode: Bool) throws {
        var failures: [String] = []
        for round in 0..<Self.rounds {
            let folder = try Self.makeFolder(xcode: xcode)
            let arguments = Self.arguments("Search", xcode: xcode)
            let results = Self.runTogether(arguments, arguments, in: folder.url)
            let statuses = results.map { $0?.status ?? -1 }.sorted()
            let stopped = results.first { $0?.status == 73 }??.standardError ?? ""
            // Whichever run comes second finds the first one's module recorded, as it would after it.
            let problems = stopped.split(separator: "\n").filter { !$0.hasPrefix("viper-gen: waiting for another") }
            let recorded = "viper-gen: error: module Search is recorded in \(folder.url.path)/viper-gen.lock already; "
            if statuses != [0, 73] || problems.count != 1 || problems.first?.hasPrefix(recorded) != true {
                failures.append("round \(round): \(statuses) \(results.map { $0?.standardError ?? "" })")
            }
            let tree = snapshotTree(folder.url)
            if xcode {
                let project = tree["AppWithTests.xcodeproj/project.pbxproj"] ?? ""
                let reference = "/* SearchPresenter.swift */ = {isa = PBXFileReference"
                let count = project.components(separatedBy: reference).count - 1
                if count != 1 { failures.append("round \(round): SearchPresenter.swift \(count) times in project") }
            }
            failures += Self.leftovers(in: tree, round: round)
        }
        #expect(failures == [])
    }

    /// Staging folders and lock files left behind, which a finished run never leaves.
    static func leftovers(in tree: [String: String], round: Int) -> [String] {
        tree.keys.filter { $0.contains(".viper-gen-") || $0.hasSuffix(RunLock.fileName) }.sorted().map {
            "round \(round): left \($0)"
        }
    }
}

private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [ProcessResult?] = [nil, nil]

    func set(_ index: Int, _ result: ProcessResult?) { lock.withLock { results[index] = result } }
    var values: [ProcessResult?] { lock.withLock { results } }
}
