import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit

/// `viper-gen --version`, the Homebrew formula and the release workflow kept in the repository.
@Suite struct ReleaseFilesTests {
    @Test(.enabled(if: installed("git"), "git is not installed"))
    func versionNamesTheCommitTheBinaryIsBuiltFrom() throws {
        let head = try runProcess(executableInPath("git"), ["rev-parse", "HEAD"], in: repositoryRoot)
        try #require(head.status == 0, "not a git checkout: \(head.standardError)")
        let directory = try TemporaryDirectory()
        #expect(
            try runViperGen(["--version"], in: directory.url)
                == ProcessResult(
                    status: 0,
                    standardOutput:
                        "viper-gen \(HelpText.version) (commit \(head.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)))\n",
                    standardError: ""))
    }

    @Test func aSourceTarballCarriesItsCommitThroughGitArchive() throws {
        let attributes = try String(contentsOf: repositoryRoot.appending(path: ".gitattributes"), encoding: .utf8)
        #expect(attributes.contains(".release/commit export-subst\n"))
        let placeholder = try String(contentsOf: repositoryRoot.appending(path: ".release/commit"), encoding: .utf8)
        #expect(placeholder == "$Format:%H$\n")
    }

    @Test(.enabled(if: installed("ruby"), "ruby is not installed (.ci/run installs it)"))
    func theHomebrewFormulaIsValidRuby() throws {
        let formula = repositoryRoot.appending(path: ".release/viper-gen.rb")
        #expect(
            try runProcess(executableInPath("ruby"), ["-c", formula.path], in: repositoryRoot)
                == ProcessResult(status: 0, standardOutput: "Syntax OK\n", standardError: ""))
        let text = try String(contentsOf: formula, encoding: .utf8)
        #expect(text.contains("generate_completions_from_executable(bin/\"viper-gen\", \"completions\")"))
        #expect(text.contains("\"help\", \"--man\""))
    }

    @Test func theReleaseWorkflowBuildsEveryBinaryWithChecksumsOnATag() throws {
        let workflow = try String(
            contentsOf: repositoryRoot.appending(path: ".github/workflows/release.yml"), encoding: .utf8)
        for expected in [
            "tags: [\"[0-9]+.[0-9]+.[0-9]+*\"]", "--arch arm64 --arch x86_64", "- arch: x86_64", "- arch: aarch64",
            "--swift-sdk ${{ matrix.arch }}-swift-linux-musl", "sha256sum viper-gen-*.tar.gz | tee checksums.txt",
        ] {
            #expect(workflow.contains(expected), "\(expected)")
        }
    }
}
