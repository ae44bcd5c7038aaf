import Dispatch
import ViperGenKit

// Times parse + edit + write of a large Xcode project in process, for Tests/Benchmarks/run.sh.
//
//   viper-gen-xcodeproj-benchmark generate DIR      writes DIR/Large.xcodeproj/project.pbxproj (about 11 MB)
//   viper-gen-xcodeproj-benchmark edit DIR ROUNDS   adds the uikit module's 9 files, ROUNDS times; prints medians
//
// Each round reads the file from disk, plans the edit (read, index, add 9 files in 3 new groups, write the whole
// file in Xcode's format) and writes the result next to it, as viper-gen does before its atomic rename.
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#endif

func milliseconds(since start: UInt64) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    print("usage: viper-gen-xcodeproj-benchmark generate DIR | edit DIR ROUNDS")
    exit(64)
}
let folder = URL(fileURLWithPath: arguments[2])
let project = folder.appending(path: "Large.xcodeproj")
let projectFile = project.appending(path: "project.pbxproj")
let codeFiles = ["Contract", "Presenter", "Interactor", "Router", "ViewController"].map {
    "App/Modules/Search/Search\($0).swift"
}
let testFiles = ["InteractorTests", "PresenterTests", "RouterTests", "ViewControllerTests"].map {
    "AppTests/Search/Search\($0).swift"
}

switch arguments[1] {
case "generate":
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    let contents = SyntheticXcodeProject.contents()
    try Data(contents).write(to: projectFile)
    for path in codeFiles + testFiles {
        let url = folder.appending(path: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("// \(path)\n".utf8).write(to: url)
    }
    print("bytes=\(contents.count)")
case "edit":
    let rounds = arguments.count > 3 ? Int(arguments[3]) ?? 10 : 10
    let root = folder.standardizedFileURL.path
    let files =
        codeFiles.map { XcodeProjectFile(path: "\(root)/\($0)", isTest: false) }
        + testFiles.map { XcodeProjectFile(path: "\(root)/\($0)", isTest: true) }
    let output = folder.appending(path: "edited.pbxproj")
    var times: [Double] = []
    var objects = 0
    for _ in 0..<rounds {
        let start = DispatchTime.now().uptimeNanoseconds
        let plan = try XcodeProjectEdit.plan(
            project: project, files: files, codeTargets: ["App"], testTargets: ["AppTests"])
        try Data(plan.newContents).write(to: output)
        times.append(milliseconds(since: start))
        objects = plan.report.files.count
    }
    times.sort()
    print("rounds=\(rounds)")
    print("files_added=\(objects)")
    print("median_ms=\(times[times.count / 2])")
    print("min_ms=\(times[0])")
default:
    print("unknown command \(arguments[1])")
    exit(64)
}
