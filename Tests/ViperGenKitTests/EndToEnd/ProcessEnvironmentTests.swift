import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenSupport

@Suite struct ProcessEnvironmentTests {
    @Test func readsTheSameVariablesAsFoundation() {
        let variables = ProcessEnvironment.current()
        #expect(variables == ProcessInfo.processInfo.environment)
        #expect(variables["PATH"] != nil)
    }

    /// A value may itself contain `=`; only the first one separates the name.
    @Test func valuesKeepTheirEqualsSigns() throws {
        let result = try runProcess(
            viperGenExecutable, ["module", "Search", "--dry-run"], in: repositoryRoot,
            environment: ["SOURCE_DATE_EPOCH": "1795348800=5"])
        #expect(
            result
                == ProcessResult(
                    status: 64, standardOutput: "",
                    standardError:
                        "viper-gen: error: SOURCE_DATE_EPOCH '1795348800=5' is not a number of seconds; unset it or fix it\n"
                ))
    }
}
