import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit

/// `viper-gen help --man`: groff renders it without a warning, and it names every command and option of the list.
@Suite struct ManPageTests {
    @Test(.enabled(if: installed("groff"), "groff is not installed (.ci/run installs it)"))
    func groffRendersThePageWithoutWarnings() throws {
        let directory = try TemporaryDirectory()
        let page = try runViperGen(["help", "--man"], in: directory.url)
        #expect(page.status == 0 && page.standardError.isEmpty)
        let file = directory.url.appending(path: "viper-gen.1")
        try Data(page.standardOutput.utf8).write(to: file)
        let rendered = try runProcess(
            executableInPath("groff"), ["-man", "-ww", "-z", file.path], in: directory.url)
        #expect(rendered == ProcessResult(status: 0, standardOutput: "", standardError: ""))
        let text = try runProcess(
            executableInPath("groff"), ["-man", "-ww", "-Tutf8", "-P", "-cbou", file.path], in: directory.url)
        #expect(text.standardError == "")
        #expect(text.standardOutput.contains("viper-gen module NAME [NAME...] [options]"))
        #expect(text.standardOutput.contains("--param ui=uikit, swiftui, none"), "\(text.standardOutput)")
    }

    @Test func thePageHasEveryCommandAndOptionOfTheList() {
        let page = ManPage(commands: CommandReference.all, templateSets: []).text
        #expect(page.hasPrefix(".TH VIPER\\-GEN 1 \"\" \"viper\\-gen \(HelpText.version)\" \"User Commands\"\n"))
        for command in CommandReference.all {
            #expect(page.contains(".SS \(ManPage.escape(command.name))\n"), "\(command.name)")
            for option in command.options {
                #expect(
                    page.contains("\\fB\\-\\-\(ManPage.escape(option.name))\\fR"), "\(command.name) --\(option.name)")
            }
        }
    }

    @Test func textThatRoffWouldReadAsARequestIsEscaped() {
        #expect(ManPage.escape(".hidden 'quoted' a\\b --flag") == "\\&.hidden 'quoted' a\\eb \\-\\-flag")
        #expect(ManPage.escape("'x") == "\\&'x")
    }
}
