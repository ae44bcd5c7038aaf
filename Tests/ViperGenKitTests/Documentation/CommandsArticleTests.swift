import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenTemplateSets

/// The catalog's "Commands and options" article is what the command list generates; recording rewrites it.
@Suite struct CommandsArticleTests {
    static let generated = CommandsArticle(
        commands: CommandList.all, templateSets: TemplateSetReference.all(in: TemplateLibrary())
    ).text

    @Test func theArticleIsWhatTheCommandListGenerates() throws {
        let url = repositoryRoot.appending(path: CommandsArticle.path)
        if ProcessInfo.processInfo.environment[recordGoldensVariable] == "1" {
            try Data(Self.generated.utf8).write(to: url)
            Issue.record("Recorded \(CommandsArticle.path); unset \(recordGoldensVariable) and run again")
            return
        }
        let committed = try String(contentsOf: url, encoding: .utf8)
        #expect(
            committed == Self.generated,
            """
            \(CommandsArticle.path) differs from what the command list generates (re-record on purpose with \
            \(recordGoldensVariable)=1 swift test --filter CommandsArticleTests):
            \(lineDiff(expected: committed, actual: Self.generated))
            """)
    }

    @Test func theArticleHasEveryCommandOptionAndParameter() {
        let article = Self.generated
        for command in CommandReference.all {
            #expect(article.contains("\n## \(command.name)\n"), "\(command.name)")
            for option in command.options {
                #expect(article.contains("--\(option.name)"), "\(command.name) --\(option.name)")
            }
        }
        for parameter in ["ui", "tests", "dependencies", "access"] {
            #expect(article.contains("| `\(parameter)` |"), "\(parameter)")
        }
    }

    @Test func eachCommandsSectionHoldsItsWholeHelpPage() {
        for command in CommandList.all {
            #expect(Self.generated.contains("```text\n\(command.help)"), "\(command.name)")
        }
    }
}
