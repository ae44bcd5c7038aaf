import Foundation
import Testing

@testable import ViperGenMerge

/// The merge's behaviour on the cases `update` meets, with exact expected texts. Every expected text here is what
/// `git merge-file -p --diff3 -L yours -L base -L template` prints for the same inputs (checked by
/// `pinnedCasesAreWhatGitPrints` when git is there).
@Suite struct ThreeWayMergeTests {
    /// A pinned case: inputs and the exact merge.
    struct Pinned {
        let name: String
        let base: String
        let yours: String
        let theirs: String
        let expected: MergeResult
    }

    static let presenter = """
        final class SearchPresenter {
            let interactor: any SearchInteractorProtocol

            init(interactor: any SearchInteractorProtocol) {
                self.interactor = interactor
            }
        }

        extension SearchPresenter: SearchPresenterProtocol {
            func viewDidLoad() {
                interactor.loadContent()
            }
        }

        """

    static let pinned: [Pinned] = [
        // The user appends a method to the presenter; the template changes the initializer: both are taken.
        Pinned(
            name: "user method appended, template change elsewhere",
            base: presenter,
            yours: presenter.replacingOccurrences(
                of: "        interactor.loadContent()\n    }\n",
                with:
                    "        interactor.loadContent()\n    }\n\n    func didTapShare() {\n        router.share()\n    }\n"
            ),
            theirs: presenter.replacingOccurrences(
                of: "    init(interactor: any SearchInteractorProtocol) {\n",
                with: "    nonisolated init(interactor: any SearchInteractorProtocol) {\n"),
            expected: MergeResult(
                text: """
                    final class SearchPresenter {
                        let interactor: any SearchInteractorProtocol

                        nonisolated init(interactor: any SearchInteractorProtocol) {
                            self.interactor = interactor
                        }
                    }

                    extension SearchPresenter: SearchPresenterProtocol {
                        func viewDidLoad() {
                            interactor.loadContent()
                        }

                        func didTapShare() {
                            router.share()
                        }
                    }

                    """, conflicts: 0)),
        // Both change the same line: one conflict in git's diff3 layout.
        Pinned(
            name: "same line changed",
            base: "a\nb\nc\n", yours: "a\nB (yours)\nc\n", theirs: "a\nB (template)\nc\n",
            expected: MergeResult(
                text: """
                    a
                    <<<<<<< yours
                    B (yours)
                    ||||||| base
                    b
                    =======
                    B (template)
                    >>>>>>> template
                    c

                    """, conflicts: 1)),
        // The same change on both sides is taken once.
        Pinned(
            name: "identical changes",
            base: "a\nb\nc\n", yours: "a\nB\nc\nd\n", theirs: "a\nB\nc\n",
            expected: MergeResult(text: "a\nB\nc\nd\n", conflicts: 0)),
        // A deletion on one side and a change on the other, apart.
        Pinned(
            name: "deletion and change apart",
            base: "a\nb\nc\nd\ne\n", yours: "a\nc\nd\ne\n", theirs: "a\nb\nc\nd\nE\n",
            expected: MergeResult(text: "a\nc\nd\nE\n", conflicts: 0)),
        // The user deletes a line the template changed: a conflict with an empty side.
        Pinned(
            name: "deleted here, changed there",
            base: "a\nb\nc\n", yours: "a\nc\n", theirs: "a\nB\nc\n",
            expected: MergeResult(
                text: "a\n<<<<<<< yours\n||||||| base\nb\n=======\nB\n>>>>>>> template\nc\n", conflicts: 1)),
        // Insertions at the start on one side and at the end on the other.
        Pinned(
            name: "insertions at start and end",
            base: "a\nb\n", yours: "import Combine\na\nb\n", theirs: "a\nb\n// end\n",
            expected: MergeResult(text: "import Combine\na\nb\n// end\n", conflicts: 0)),
        // Different insertions at the same place conflict, with an empty base.
        Pinned(
            name: "different insertions at the end",
            base: "a\n", yours: "a\nmine\n", theirs: "a\ntheirs\n",
            expected: MergeResult(
                text: "a\n<<<<<<< yours\nmine\n||||||| base\n=======\ntheirs\n>>>>>>> template\n", conflicts: 1)),
        // Changes on adjacent lines touch in the base: git makes one conflict of them, and so do we.
        Pinned(
            name: "adjacent lines",
            base: "a\nb\nc\nd\n", yours: "a\nB\nc\nd\n", theirs: "a\nb\nC\nd\n",
            expected: MergeResult(
                text: "a\n<<<<<<< yours\nB\nc\n||||||| base\nb\nc\n=======\nb\nC\n>>>>>>> template\nd\n", conflicts: 1)),
        // One unchanged line between the changes is enough for a clean merge.
        Pinned(
            name: "one line apart",
            base: "a\nb\nc\nd\ne\n", yours: "a\nB\nc\nd\ne\n", theirs: "a\nb\nc\nD\ne\n",
            expected: MergeResult(text: "a\nB\nc\nD\ne\n", conflicts: 0)),
        // Two conflicts in one file are counted apart.
        Pinned(
            name: "two conflicts",
            base: "a\nb\nc\nd\ne\n", yours: "A1\nb\nc\nd\nE1\n", theirs: "A2\nb\nc\nd\nE2\n",
            expected: MergeResult(
                text: "<<<<<<< yours\nA1\n||||||| base\na\n=======\nA2\n>>>>>>> template\nb\nc\nd\n"
                    + "<<<<<<< yours\nE1\n||||||| base\ne\n=======\nE2\n>>>>>>> template\n", conflicts: 2)),
        // CRLF files get CRLF markers.
        Pinned(
            name: "CRLF",
            base: "a\r\nb\r\nc\r\n", yours: "a\r\nB1\r\nc\r\n", theirs: "a\r\nB2\r\nc\r\n",
            expected: MergeResult(
                text: "a\r\n<<<<<<< yours\r\nB1\r\n||||||| base\r\nb\r\n=======\r\nB2\r\n>>>>>>> template\r\nc\r\n",
                conflicts: 1)),
        // A conflict on a last line without newline: each side gets one inside the conflict; a clean merge keeps
        // the missing newline.
        Pinned(
            name: "no final newline, conflict",
            base: "a\nb", yours: "a\nB1", theirs: "a\nB2",
            expected: MergeResult(
                text: "a\n<<<<<<< yours\nB1\n||||||| base\nb\n=======\nB2\n>>>>>>> template\n", conflicts: 1)),
        Pinned(
            name: "no final newline, clean",
            base: "a\nb\nc", yours: "A\nb\nc", theirs: "a\nb\nC",
            expected: MergeResult(text: "A\nb\nC", conflicts: 0)),
        // Adding the final newline is a change of the last line.
        Pinned(
            name: "final newline added by the template",
            base: "a\nb\nc", yours: "A\nb\nc", theirs: "a\nb\nc\n",
            expected: MergeResult(text: "A\nb\nc\n", conflicts: 0)),
        // Empty files.
        Pinned(name: "all empty", base: "", yours: "", theirs: "", expected: MergeResult(text: "", conflicts: 0)),
        Pinned(
            name: "empty base, one side wrote",
            base: "", yours: "", theirs: "a\n", expected: MergeResult(text: "a\n", conflicts: 0)),
        Pinned(
            name: "empty base, both wrote",
            base: "", yours: "a\n", theirs: "b\n",
            expected: MergeResult(text: "<<<<<<< yours\na\n||||||| base\n=======\nb\n>>>>>>> template\n", conflicts: 1)),
        Pinned(
            name: "emptied by the user, changed by the template",
            base: "a\n", yours: "", theirs: "A\n",
            expected: MergeResult(text: "<<<<<<< yours\n||||||| base\na\n=======\nA\n>>>>>>> template\n", conflicts: 1)),
    ]

    @Test(arguments: pinned.map(\.name))
    func pinnedCase(_ name: String) throws {
        let pinned = try #require(Self.pinned.first { $0.name == name })
        let result = ThreeWayMerge.merge(base: pinned.base, yours: pinned.yours, theirs: pinned.theirs)
        #expect(result == pinned.expected)
        #expect(result.hasConflicts == (pinned.expected.conflicts > 0))
    }

    @Test func labelsNameTheMarkers() {
        let result = ThreeWayMerge.merge(
            base: "x\n", yours: "y\n", theirs: "z\n",
            labels: MergeLabels(yours: "Search.swift (edited)", base: "viper-gen 1.2", theirs: "viper-gen 1.3"))
        #expect(
            result.text
                == "<<<<<<< Search.swift (edited)\ny\n||||||| viper-gen 1.2\nx\n=======\nz\n>>>>>>> viper-gen 1.3\n")
    }

    @Test func aSideWithoutChangesGivesTheOtherSideExactly() {
        let base = "a\r\nb\n"
        #expect(ThreeWayMerge.merge(base: base, yours: base, theirs: "c") == MergeResult(text: "c", conflicts: 0))
        #expect(ThreeWayMerge.merge(base: base, yours: "c", theirs: base) == MergeResult(text: "c", conflicts: 0))
    }

    /// The expected texts above are git's, so that a wrong pin cannot pass.
    @Test(.enabled(if: ThreeWayMergeGitTests.hasGit, "needs git"))
    func pinnedCasesAreWhatGitPrints() throws {
        let cases = Self.pinned.map {
            MergeCase(base: $0.base, yours: $0.yours, theirs: $0.theirs, summary: $0.name)
        }
        let git = try ThreeWayMergeGitTests.gitMerges(cases)
        #expect(git == Self.pinned.map(\.expected))
    }
}
