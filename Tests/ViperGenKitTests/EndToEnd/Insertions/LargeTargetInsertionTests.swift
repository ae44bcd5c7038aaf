import Foundation
import Testing
import ViperGenTestSupport

/// Issue 50: one line inserted into a 20 MB target of short lines cost 0.9 GB and 10 s (an array a line), and `check`
/// as much again. Targets are now kept as one offset a line into their bytes (`LineTable`); the memory figures are
/// in the report, measured with `/usr/bin/time -v`. Here: a target of a million short lines takes the line
/// after its anchor, `check` finds it, and `remove` gives the file back byte for byte.
@Suite struct LargeTargetInsertionTests {
    @Test func aLineGoesIntoAMillionLineTargetAndComesOutAgain() throws {
        let half = String(repeating: "x\n", count: 500_000)
        let router = half + "// viper-gen: routes\n" + half
        let project = try InsertionProject.make(insertions: [InsertionProject.route], router: router)
        let path = InsertionPlanningTests.routerPath
        #expect(try project.run(["module", "Detail", "-q"]).status == 0)
        #expect(project.read(path) == half + "// viper-gen: routes\nfunc showDetail() {}\n" + half)
        #expect(try project.run(["check"]).status == 0)
        #expect(try project.run(["remove", "Detail", "-q"]).status == 0)
        #expect(project.bytes(path) == Array(router.utf8))
    }
}
