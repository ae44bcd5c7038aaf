import Dispatch
import ViperGenFormats
import ViperGenKit
import ViperGenProjects

// Times parse + edit + write of a large Xcode project in process, for Tests/Benchmarks/run.sh.
//
//   viper-gen-xcodeproj-benchmark generate DIR      writes DIR/Large.xcodeproj/project.pbxproj (about 11 MB)
//   viper-gen-xcodeproj-benchmark generate-1mb DIR  writes DIR/Pbxproj.xcodeproj/project.pbxproj and
//                                                   DIR/Xcproj.xcodeproj/project.xcproj (about 1 MB each)
//   viper-gen-xcodeproj-benchmark edit DIR ROUNDS [PROJECT]
//                                                   adds the uikit module's 9 files to DIR/PROJECT (default
//                                                   Large.xcodeproj), ROUNDS times; prints medians
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
#elseif canImport(Darwin)
    import Darwin
#endif

func milliseconds(since start: UInt64) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    print("usage: viper-gen-xcodeproj-benchmark generate DIR | generate-1mb DIR | edit DIR ROUNDS [PROJECT]")
    exit(64)
}
let folder = URL(fileURLWithPath: arguments[2])
let project = folder.appending(path: arguments.count > 4 ? arguments[4] : "Large.xcodeproj")
let projectFile = project.appending(path: "project.pbxproj")

/// Writes the module's folders' files under `folder` (the edit looks only at paths, but a real run has them).
func writeModuleFiles() throws {
    for path in codeFiles + testFiles {
        let url = folder.appending(path: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("// \(path)\n".utf8).write(to: url)
    }
}
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
    try writeModuleFiles()
    print("bytes=\(contents.count)")
case "generate-1mb":
    // The same app both ways: 45 folders of 50 files in project.pbxproj, 220 in project.xcproj (whose lines are
    // shorter), each about 1 MB.
    let pbxproj = SyntheticXcodeProject.contents(folders: 45, filesPerFolder: 50)
    let xcproj = SyntheticXCProj.contents()
    for (name, file, contents) in [
        ("Pbxproj.xcodeproj", "project.pbxproj", pbxproj), ("Xcproj.xcodeproj", "project.xcproj", xcproj),
    ] {
        let bundle = folder.appending(path: name)
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        try Data(contents).write(to: bundle.appending(path: file))
    }
    try writeModuleFiles()
    print("pbxproj_bytes=\(pbxproj.count)")
    print("xcproj_bytes=\(xcproj.count)")
case "edit":
    let rounds = arguments.count > 3 ? Int(arguments[3]) ?? 10 : 10
    let root = folder.standardizedFileURL.path
    let files =
        codeFiles.map { XcodeProjectFile(path: "\(root)/\($0)", isTest: false) }
        + testFiles.map { XcodeProjectFile(path: "\(root)/\($0)", isTest: true) }
    let output = folder.appending(path: "edited-" + project.lastPathComponent)
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
