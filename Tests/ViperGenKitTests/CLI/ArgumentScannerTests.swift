import Testing

@testable import ViperGenKit
@testable import ViperGenSupport

@Suite struct ArgumentScannerTests {
    @Test func fillsTheCommandsTypedOptions() throws {
        let options = try ArgumentScanner<ModuleOptions>(command: "module").parse([
            "Search", "-t", "mine", "--output=Sources/App", "--param", "ui=none", "-p", "tests=false", "--dry-run",
            "-q", "--", "--Settings",
        ])
        #expect(options.positionals == ["Search", "--Settings"])
        #expect(options.template == "mine")
        #expect(options.output == "Sources/App")
        #expect(options.parameters == ["ui=none", "tests=false"])
        #expect(options.dryRun && options.quiet)
        #expect(!options.force && !options.json && !options.help)
        #expect(options.testsOutput == nil && options.config == nil)
    }

    @Test func reportsEveryProblemTogether() {
        #expect(
            throws: Diagnostics([
                Diagnostic(
                    .usage, "unknown option '--ouput' (did you mean '--output'?); see 'viper-gen module --help'"),
                Diagnostic(.usage, "option '--force' takes no value; write '--force' alone"),
                Diagnostic(.usage, "option '--template' is given more than once; keep one"),
                Diagnostic(.usage, "option '--prefix' needs a value: --prefix PREFIX"),
            ])
        ) {
            try ArgumentScanner<ModuleOptions>(command: "module").parse([
                "--ouput", "x", "--force=yes", "-t", "a", "--template", "b", "--prefix",
            ])
        }
    }

    @Test func eachCommandDeclaresEveryNameOnce() {
        for names in [
            ModuleOptions.declarations.map(\.name), InitOptions.declarations.map(\.name),
            TemplatesOptions.declarations.map(\.name),
        ] {
            #expect(Set(names).count == names.count)
        }
    }
}
