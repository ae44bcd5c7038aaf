import Foundation
import Testing
import ViperGenTestSupport

/// Cases of the Golden Liquid suite (`jg-rp/golden-liquid`, `golden_liquid.json`, whose expected results come from
/// Shopify's Ruby Liquid), run through the real binary where a user met them.
@Suite struct GoldenLiquidCaseTests {
    /// Issue 36: `cycle` tags of one group with different numbers of values killed `module` and `templates lint`
    /// with SIGILL. Now both succeed, and the file holds what Liquid prints.
    @Test func cycleGroupsOfDifferentSizesThroughTheBinary() throws {
        let directory = try TemporaryDirectory()
        let set = directory.url.appending(path: "sets/cyc")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(
            #"{ "name": "cyc", "files": [{ "source": "File.liquid", "output": "{{ module.name }}.swift" }] }"#.utf8
        )
        .write(to: set.appending(path: "template.json"))
        let template = "{% cycle 'g': 'x', 'y' %}{% cycle 'g': 'z' %}{% cycle 'g': 'z' %}\n"
        try Data(template.utf8).write(to: set.appending(path: "File.liquid"))

        let lint = try runViperGen(["templates", "lint", "cyc", "--template-dir", "sets"], in: directory.url)
        #expect(
            lint
                == ProcessResult(
                    status: 0, standardOutput: "cyc: ok (1 files, 1 parameter combinations rendered)\n",
                    standardError: ""))
        let module = try runViperGen(["module", "Search", "--template-dir", "sets", "-t", "cyc"], in: directory.url)
        #expect(
            module
                == ProcessResult(
                    status: 0,
                    standardOutput:
                        "created Search.swift\ncreated viper-gen.lock\ncreated viper-gen.bases/Search.base\n",
                    standardError: ""))
        #expect(try String(contentsOf: directory.url.appending(path: "Search.swift"), encoding: .utf8) == "xz\n")
    }
}
