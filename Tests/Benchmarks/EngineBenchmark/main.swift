import Foundation
import ViperGenGeneration
import ViperGenKit
import ViperGenTemplateSets

// In-process engine throughput: parse the built-in template sets once, then render the default `viper` set for
// one module many times, all in memory. Prints `key=value` lines that Tests/Benchmarks/run.sh turns into a table.
//
// Usage: viper-gen-benchmark [renders]

let renders = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 20_000
let clock = ContinuousClock()

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

do {
    // Load: every built-in set (its manifest is read; its templates were parsed at build time), 200 times.
    var parseTimes: [Double] = []
    for _ in 0..<200 {
        let start = clock.now
        for name in TemplateLibrary.builtInNames { _ = try TemplateLibrary().load(name) }
        parseTimes.append(seconds(clock.now - start))
    }

    let set = try TemplateLibrary().load("viper")
    let request = GenerationRequest(
        moduleNames: ["Search"], author: "Jane Appleseed", company: "Acme Inc.", projectName: "App", target: "App",
        codeDirectory: URL(fileURLWithPath: "/bench/Sources"), testsDirectory: URL(fileURLWithPath: "/bench/Tests"),
        date: GenerationDate(year: 2026, month: 11, day: 22))
    let planner = GenerationPlanner()
    var files = 0
    var bytes = 0
    let start = clock.now
    for _ in 0..<renders {
        let plan = try planner.plan(request, using: set, checkingDisk: false)
        files += plan.files.count
        bytes += plan.files.reduce(0) { $0 + $1.contents.utf8.count }
    }
    let elapsed = seconds(clock.now - start)
    print("parse_ms=\(median(parseTimes) * 1_000)")
    print("renders=\(renders)")
    print("render_seconds=\(elapsed)")
    print("renders_per_second=\(Double(renders) / elapsed)")
    print("files_per_second=\(Double(files) / elapsed)")
    print("megabytes_per_second=\(Double(bytes) / elapsed / 1_000_000)")
} catch {
    FileHandle.standardError.write(Data("viper-gen-benchmark: \(error)\n".utf8))
    exit(1)
}
